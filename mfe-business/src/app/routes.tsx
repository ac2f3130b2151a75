import { Navigate } from 'react-router-dom';
import { comingSoon, paths, useAppSelector, type RemoteRoute } from '@sokoni/shared-ui';
import { NAMESPACE } from './i18n';

const SetupInPreparation = comingSoon(`${NAMESPACE}:pages.businessSetup`);

/** A user who already has a business account is sent to the business dashboard (spec §2). */
function BusinessSetupRoute() {
  const isBusiness = useAppSelector((s) => s.session.user?.account_type === 'business');
  if (isBusiness) return <Navigate to={paths.businessDashboard.getHref()} replace />;
  return <SetupInPreparation />;
}

/**
 * The pages this remote owns (ARCHITECTURE.md §5) with the guards of spec §2. The shell mounts them under its
 * frame; the standalone bootstrap mounts them alone.
 */
export const routes: RemoteRoute[] = [
  {
    path: paths.businessSetup.path,
    titleKey: 'business:pages.businessSetup',
    guards: ['auth'],
    Component: BusinessSetupRoute,
  },
  {
    path: paths.businessDashboard.path,
    titleKey: 'business:pages.businessDashboard',
    guards: ['auth', 'business'],
    Component: comingSoon(`${NAMESPACE}:pages.businessDashboard`),
  },
  {
    path: paths.storefront.path,
    titleKey: 'business:pages.storefront',
    Component: comingSoon(`${NAMESPACE}:pages.storefront`),
  },
];
