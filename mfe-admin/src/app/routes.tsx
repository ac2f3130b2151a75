import { paths, type RemoteRoute } from '@sokoni/shared-ui';
import { comingSoon } from '../features/coming-soon/coming-soon-page';
import './i18n';

/**
 * The pages this remote owns (ARCHITECTURE.md §5) with the guards of spec §2. The shell mounts them under its
 * frame; the standalone bootstrap mounts them alone.
 */
export const routes: RemoteRoute[] = [
  {
    path: paths.adminDashboard.path,
    titleKey: 'admin:pages.adminDashboard',
    guards: ['auth', 'admin'],
    Component: comingSoon('pages.adminDashboard'),
  },
  {
    path: paths.adminSettings.path,
    titleKey: 'admin:pages.adminSettings',
    guards: ['auth', 'admin'],
    Component: comingSoon('pages.adminSettings'),
  },
  {
    path: paths.adminPromotions.path,
    titleKey: 'admin:pages.adminPromotions',
    guards: ['auth', 'admin'],
    Component: comingSoon('pages.adminPromotions'),
  },
];
