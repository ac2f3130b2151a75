import { lazy, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ToastViewport, useAppSelector } from '@sokoni/shared-ui';
import { MaintenanceBanner, MaintenanceGate } from '../features/banners/maintenance';
import { useOfferedLocaleOnly } from '../features/settings/offered-locales';
import { Footer } from '../features/layout/footer';
import { Navbar } from '../features/layout/navbar';
import { LazyPart } from '../features/offline/lazy-part';
import { ScrollReset } from '../features/scroll/scroll-reset';
import { ScrollToTopButton } from '../features/scroll/scroll-to-top-button';
import { useTranslationDebuggerSwitch } from '../features/translation-debugger/use-translation-debugger-switch';

// Not needed for the first paint: their code is fetched after it (and they are never rendered on the server);
// the translation debugger's only when it opens.
const CookieBanner = lazy(() =>
  import('../features/banners/cookie-banner').then((module) => ({ default: module.CookieBanner })),
);
// Only a signed-in user whose address is not verified yet sees the reminder: the others never fetch it.
const EmailVerificationBanner = lazy(() =>
  import('../features/banners/email-verification-banner').then((module) => ({
    default: module.EmailVerificationBanner,
  })),
);
const TranslationDebugger = lazy(() =>
  import('../features/translation-debugger/translation-debugger').then((module) => ({
    default: module.TranslationDebugger,
  })),
);

/** Renders its children once the page has been painted (the server and the hydrating browser render nothing). */
function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setPainted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted ? <LazyPart>{children}</LazyPart> : null;
}

/** The reminder to verify one's email, for a signed-in user without a verification date. */
function VerificationReminder() {
  const unverified = useAppSelector((state) =>
    Boolean(state.session.user && !state.session.user.email_verified_at),
  );
  return unverified ? (
    <LazyPart>
      <EmailVerificationBanner />
    </LazyPart>
  ) : null;
}

const StyledShell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const StyledMain = styled.main`
  flex: 1 0 auto;
  width: 100%;
`;

export interface LayoutProps {
  children: ReactNode;
}

/** The frame every page sits in. */
export function Layout({ children }: LayoutProps) {
  const [debuggerOpen, closeDebugger] = useTranslationDebuggerSwitch();
  useOfferedLocaleOnly();
  return (
    <StyledShell>
      <ScrollReset />
      <Navbar />
      <MaintenanceBanner />
      <VerificationReminder />
      <StyledMain id="main">
        <MaintenanceGate>{children}</MaintenanceGate>
      </StyledMain>
      <Footer />
      <ScrollToTopButton />
      <ToastViewport />
      <AfterFirstPaint>
        <CookieBanner />
        {debuggerOpen ? <TranslationDebugger onClose={closeDebugger} /> : null}
      </AfterFirstPaint>
    </StyledShell>
  );
}
