import { useLocation } from 'react-router-dom';
import { findRemoteForPath } from '../features/remotes/ownership';
import { RemoteOutlet } from '../features/remotes/remote-outlet';
import { useSessionListeners } from '../features/session/use-session-listeners';
import { Layout } from './layout';
import { useMarkInteractive } from '@sokoni/shared-ui';
import { ShellRoutes } from './shell-routes';

/**
 * The site: the frame around whichever part owns the path. Only the remote that owns the current path is
 * fetched; the others are not touched until the user goes there.
 */
export function App() {
  const { pathname } = useLocation();
  useSessionListeners();
  const remote = findRemoteForPath(pathname);
  // A remote's page marks itself once its routes are in (see RemoteOutlet).
  useMarkInteractive(!remote);
  return <Layout>{remote ? <RemoteOutlet key={remote} remote={remote} /> : <ShellRoutes />}</Layout>;
}
