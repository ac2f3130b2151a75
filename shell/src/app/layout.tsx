import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ToastViewport } from '@sokoni/shared-ui';
import { CookieBanner } from '../features/banners/cookie-banner';
import { EmailVerificationBanner } from '../features/banners/email-verification-banner';
import { MaintenanceBanner, MaintenanceGate } from '../features/banners/maintenance';
import { Footer } from '../features/layout/footer';
import { Navbar } from '../features/layout/navbar';
import { ScrollReset } from '../features/scroll/scroll-reset';
import { ScrollToTopButton } from '../features/scroll/scroll-to-top-button';
import { TranslationDebugger } from '../features/translation-debugger/translation-debugger';

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

/** The frame every page sits in (spec §1–2). */
export function Layout({ children }: LayoutProps) {
  return (
    <StyledShell>
      <ScrollReset />
      <Navbar />
      <MaintenanceBanner />
      <EmailVerificationBanner />
      <StyledMain id="main">
        <MaintenanceGate>{children}</MaintenanceGate>
      </StyledMain>
      <Footer />
      <CookieBanner />
      <ScrollToTopButton />
      <ToastViewport />
      <TranslationDebugger />
    </StyledShell>
  );
}
