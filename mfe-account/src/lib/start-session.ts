import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AuthResponse } from '@sokoni/contracts';
import { redirectTargetOf, safeRedirectPath, startSignedInSession, useAppDispatch } from '@sokoni/shared-ui';

/** The page's safe `redirect` query: where a guest page sends the user once signed in, or null. */
export function useRedirectTarget(): string | null {
  const location = useLocation();
  return redirectTargetOf(`${location.pathname}${location.search}`);
}

/**
 * Opens the session after login, register, restore or social login. The page is a guest page, so the
 * guard moves the now signed-in user on: to the page's safe `redirect` query, else Home. When the target
 * is not in the URL yet (social login keeps it across the provider's pages), it is put there first and the
 * session starts once the router shows it, so the guard reads the right target.
 */
export function useStartSession(): (auth: AuthResponse, target?: string | null) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState<{ auth: AuthResponse; target: string } | null>(null);
  const currentTarget = useRedirectTarget();

  const start = useCallback((auth: AuthResponse) => startSignedInSession(dispatch, auth), [dispatch]);

  useEffect(() => {
    if (pending && currentTarget === pending.target) {
      setPending(null);
      start(pending.auth);
    }
  }, [pending, currentTarget, start]);

  return useCallback(
    (auth: AuthResponse, target?: string | null) => {
      const safeTarget = target === undefined ? currentTarget : safeRedirectPath(target);
      if (!safeTarget || safeTarget === currentTarget) {
        start(auth);
        return;
      }
      setPending({ auth, target: safeTarget });
      navigate(
        { pathname: location.pathname, search: `?redirect=${encodeURIComponent(safeTarget)}` },
        { replace: true },
      );
    },
    [currentTarget, start, navigate, location.pathname],
  );
}
