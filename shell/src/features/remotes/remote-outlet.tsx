import { Suspense, use, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { RemoteName } from '@sokoni/contracts';
import { guardedRoute } from '../../app/guarded-page';
import { PageLoading } from '../../app/page-loading';
import { useMarkInteractive } from '@sokoni/shared-ui';
import { NotFoundRoute } from '../static-pages/lazy-pages';
import { forgetRemote, getRemoteRoutes } from './load-remote-routes';
import { RemoteErrorBoundary } from './remote-error-boundary';

/** An address under a remote that none of its pages claims: the site's 404 page, marked as taken over. */
function RemoteNotFound() {
  useMarkInteractive();
  return <NotFoundRoute />;
}

/**
 * The remote's pages. Each page marks the document interactive itself (`MarkInteractive` inside its own
 * Suspense boundary), once its code has loaded and taken over the server's HTML: the frame is ready sooner.
 */
function RemoteRoutes({ remote }: { remote: RemoteName }) {
  const routes = use(getRemoteRoutes(remote));
  return (
    <Routes>
      {routes.map(guardedRoute)}
      <Route path="*" element={<RemoteNotFound />} />
    </Routes>
  );
}

export interface RemoteOutletProps {
  remote: RemoteName;
}

/**
 * Loads the remote that owns the current path (and only that one) and mounts its pages. A failure stays in
 * this box with a Retry that fetches the manifest and the remote again; the frame around keeps working.
 */
export function RemoteOutlet({ remote }: RemoteOutletProps) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    forgetRemote(remote);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} locationKey={pathname} onRetry={retry}>
      <Suspense fallback={<PageLoading />}>
        <RemoteRoutes remote={remote} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
