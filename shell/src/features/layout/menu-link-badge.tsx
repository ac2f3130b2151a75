import { lazy, Suspense } from 'react';
import type { MenuLink } from './menu-links';

// In `@sokoni/shared-ui/widgets`, fetched once a signed-in person opens the menu, never on a first screen.
const SavedSearchesBadge = lazy(() =>
  import('@sokoni/shared-ui/widgets').then((module) => ({ default: module.SavedSearchesBadge })),
);

/** The count a menu link carries (new results of the saved searches), if any. */
export function MenuLinkBadge({ link }: { link: MenuLink }) {
  if (link.badge !== 'savedSearches') return null;
  return (
    <Suspense fallback={null}>
      <SavedSearchesBadge />
    </Suspense>
  );
}
