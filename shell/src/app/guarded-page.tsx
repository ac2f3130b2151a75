import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
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
