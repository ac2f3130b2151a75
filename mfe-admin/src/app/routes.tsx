import { comingSoon, paths, type RemoteRoute } from '@sokoni/shared-ui';
import { NAMESPACE } from './i18n';

/**
 * The pages this remote owns (ARCHITECTURE.md §5) with the guards of spec §2. The shell mounts them under its
 * frame; the standalone bootstrap mounts them alone.
 */
export const routes: RemoteRoute[] = [
  {
    path: paths.adminDashboard.path,
    titleKey: 'admin:pages.adminDashboard',
    guards: ['auth', 'admin'],
    Component: comingSoon(`${NAMESPACE}:pages.adminDashboard`),
  },
  {
    path: paths.adminSettings.path,
    titleKey: 'admin:pages.adminSettings',
    guards: ['auth', 'admin'],
    Component: comingSoon(`${NAMESPACE}:pages.adminSettings`),
  },
  {
    path: paths.adminPromotions.path,
    titleKey: 'admin:pages.adminPromotions',
    guards: ['auth', 'admin'],
    Component: comingSoon(`${NAMESPACE}:pages.adminPromotions`),
  },
];
