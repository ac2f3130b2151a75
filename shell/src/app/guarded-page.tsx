import { useState, type ComponentType, type ReactNode } from 'react';
import { Route, useLocation } from 'react-router-dom';
import { PageNameProvider, RouteGuard, type Guard } from '@sokoni/shared-ui';
import { usePageTitle } from './page-title';
import { PageLoading } from './page-loading';

export interface GuardedPageProps {
  titleKey: string;
  guards?: readonly Guard[];
  children: ReactNode;
}

/** Every page of the site, the shell's and the remotes', goes through here: title and guards. */
export function GuardedPage({ titleKey, guards, children }: GuardedPageProps) {
  const [pageName, setPageName] = useState<string | null>(null);
  // A link that knows the name of the page it opens (an ad card: the ad's title) hands it over, so the tab is
  // named at once, not after the page's code and data have arrived.
  const linked = (useLocation().state as { pageName?: unknown } | null)?.pageName;
  usePageTitle(titleKey, pageName ?? (typeof linked === 'string' ? linked : null));
  return (
    <PageNameProvider value={setPageName}>
      <RouteGuard guards={guards} fallback={<PageLoading />}>
        {children}
      </RouteGuard>
    </PageNameProvider>
  );
}

/** One page of a route table (the shell's or a remote's) as the `<Route>` that draws it through `GuardedPage`. */
export function guardedRoute({
  path,
  titleKey,
  guards,
  Component,
}: {
  path: string;
  titleKey: string;
  guards?: readonly Guard[];
  Component: ComponentType;
}) {
  return (
    <Route
      key={path}
      path={path}
      element={
        <GuardedPage titleKey={titleKey} guards={guards}>
          <Component />
        </GuardedPage>
      }
    />
  );
}
