import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths, sessionRejected, startAppListening } from '@sokoni/shared-ui';

/** A 401 on a protected call ends the session (the baseApi says so); the shell sends the user to /login. */
export function useSessionListeners(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const pathnameRef = useRef(location.pathname);
  pathnameRef.current = location.pathname;
  useEffect(
    () =>
      startAppListening({
        actionCreator: sessionRejected,
        effect: () => {
          if (pathnameRef.current !== paths.login.path) navigate(paths.login.getHref());
        },
      }),
    [navigate],
  );
}
