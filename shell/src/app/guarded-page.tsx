import { useState, type ReactNode } from 'react';
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
  usePageTitle(titleKey, pageName);
  return (
    <PageNameProvider value={setPageName}>
      <RouteGuard guards={guards} fallback={<PageLoading />}>
        {children}
      </RouteGuard>
    </PageNameProvider>
  );
}
