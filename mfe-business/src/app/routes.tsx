import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { MarkInteractive, paths, remoteRoutes, Spinner, useAppSelector } from '@sokoni/shared-ui';
import { NAMESPACE } from './i18n';

const BusinessSetupPage = lazy(() =>
  import('../features/setup/components/business-setup-page').then((m) => ({ default: m.BusinessSetupPage })),
);
const BusinessDashboardPage = lazy(() =>
  import('../features/dashboard/components/business-dashboard-page').then((m) => ({ default: m.BusinessDashboardPage })),
);
const StorefrontPage = lazy(() =>
  import('../features/storefront/components/storefront-page').then((m) => ({ default: m.StorefrontPage })),
);

const StyledFallback = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(12)} 0;
`;

/** Each page loads its code on first visit, with a spinner meanwhile (the shell adds an error boundary). */
function Page({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Suspense
      fallback={
        <StyledFallback>
          <Spinner label={t('loading')} />
        </StyledFallback>
      }
    >
      {children}
      <MarkInteractive />
    </Suspense>
  );
}

/** A user who already has a business account is sent to the business dashboard (docs/routes-and-guards.md). */
function BusinessSetupRoute() {
  const isBusiness = useAppSelector((s) => s.session.user?.account_type === 'business');
  if (isBusiness) return <Navigate to={paths.businessDashboard.getHref()} replace />;
  return (
    <Page>
      <BusinessSetupPage />
    </Page>
  );
}

function DashboardRoute() {
  return (
    <Page>
      <BusinessDashboardPage />
    </Page>
  );
}

function StorefrontRoute() {
  return (
    <Page>
      <StorefrontPage />
    </Page>
  );
}

/**
 * The pages this remote owns; addresses and guards come from the page table of `@sokoni/contracts`
 * (docs/routes-and-guards.md). The shell mounts them under its frame; the standalone bootstrap mounts them alone.
 */
export const routes = remoteRoutes('business', {
  businessSetup: { titleKey: 'business:pages.businessSetup', Component: BusinessSetupRoute },
  businessDashboard: { titleKey: 'business:pages.businessDashboard', Component: DashboardRoute },
  storefront: { titleKey: 'business:pages.storefront', Component: StorefrontRoute },
});
