import { lazy } from 'react';
import { remoteRoutes, withSuspense } from '@sokoni/shared-ui';
import './i18n';

const PromotePage = lazy(() =>
  import('../features/promote/components/promote-page').then((m) => ({ default: m.PromotePage })),
);
const TransactionsPage = lazy(() =>
  import('../features/transactions/components/transactions-page').then((m) => ({
    default: m.TransactionsPage,
  })),
);

/**
 * The pages this remote owns; addresses and guards come from the page table of `@sokoni/contracts`
 * (docs/routes-and-guards.md). The shell mounts them under its frame; the standalone bootstrap mounts them alone.
 */
export const routes = remoteRoutes('payments', {
  promote: { titleKey: 'payments:pages.promote', Component: withSuspense(PromotePage) },
  transactions: { titleKey: 'payments:pages.transactions', Component: withSuspense(TransactionsPage) },
});
