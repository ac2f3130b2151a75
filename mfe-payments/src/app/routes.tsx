import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { MarkInteractive, paths, type RemoteRoute } from '@sokoni/shared-ui';
import './i18n';
import { PageFallback } from './page-fallback';

const PromotePage = lazy(() =>
  import('../features/promote/components/promote-page').then((m) => ({ default: m.PromotePage })),
);
const TransactionsPage = lazy(() =>
  import('../features/transactions/components/transactions-page').then((m) => ({
    default: m.TransactionsPage,
  })),
);

function withSuspense(Page: LazyExoticComponent<ComponentType>): ComponentType {
  function SuspendedPage() {
    return (
      <Suspense fallback={<PageFallback />}>
        <Page />
        <MarkInteractive />
      </Suspense>
    );
  }
  return SuspendedPage;
}

/**
 * The pages this remote owns (ARCHITECTURE.md §5) with the guards of spec §2. The shell mounts them under its
 * frame; the standalone bootstrap mounts them alone.
 */
export const routes: RemoteRoute[] = [
  {
    path: paths.promote.path,
    titleKey: 'payments:pages.promote',
    guards: ['auth'],
    Component: withSuspense(PromotePage),
  },
  {
    path: paths.transactions.path,
    titleKey: 'payments:pages.transactions',
    guards: ['auth'],
    Component: withSuspense(TransactionsPage),
  },
];
