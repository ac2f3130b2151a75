import { lazy } from 'react';
import { Navigate } from 'react-router-dom';
import { PageSuspense, paths, remoteRoutes, useAppSelector } from '@sokoni/shared-ui';
import './i18n';

const BusinessSetupPage = lazy(() =>
  import('../features/setup/components/business-setup-page').then((m) => ({ default: m.BusinessSetupPage })),
);
const BusinessDashboardPage = lazy(() =>
  import('../features/dashboard/components/business-dashboard-page').then((m) => ({ default: m.BusinessDashboardPage })),
);
const StorefrontPage = lazy(() =>
  import('../features/storefront/components/storefront-page').then((m) => ({ default: m.StorefrontPage })),
);

/** A user who already has a business account is sent to the business dashboard (docs/routes-and-guards.md). */
function BusinessSetupRoute() {
  const isBusiness = useAppSelector((s) => s.session.user?.account_type === 'business');
  if (isBusiness) return <Navigate to={paths.businessDashboard.getHref()} replace />;
  return (
    <PageSuspense>
      <BusinessSetupPage />
    </PageSuspense>
  );
}

function DashboardRoute() {
  return (
    <PageSuspense>
      <BusinessDashboardPage />
    </PageSuspense>
  );
}

function StorefrontRoute() {
  return (
    <PageSuspense>
      <StorefrontPage />
    </PageSuspense>
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
