import { comingSoon, paths, type RemoteRoute } from '@sokoni/shared-ui';
import { NAMESPACE } from './i18n';

/**
 * The pages this remote owns (ARCHITECTURE.md §5) with the guards of spec §2. The shell mounts them under its
 * frame; the standalone bootstrap mounts them alone.
 */
export const routes: RemoteRoute[] = [
  {
    path: paths.promote.path,
    titleKey: 'payments:pages.promote',
    guards: ['auth'],
    Component: comingSoon(`${NAMESPACE}:pages.promote`),
  },
  {
    path: paths.transactions.path,
    titleKey: 'payments:pages.transactions',
    guards: ['auth'],
    Component: comingSoon(`${NAMESPACE}:pages.transactions`),
  },
];
