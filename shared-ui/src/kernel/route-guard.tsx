import { useEffect, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, useLocation } from 'react-router-dom';
import { decideGuards, type Guard, type GuardNotice, type RemoteRoute } from './routing';
import { useAppDispatch, useAppSelector } from './store';
import { toastShown } from './toast-slice';

export interface RouteGuardProps {
  guards?: readonly Guard[];
  /** Shown while the startup session check is still running. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Applies a page's guards (docs/routes-and-guards.md#guard-decisions). The shell and every standalone remote use
 * this one component so a page is protected the same way wherever it is mounted.
 */
export function RouteGuard({ guards, fallback = null, children }: RouteGuardProps) {
  const location = useLocation();
  const user = useAppSelector((s) => s.session.user);
  const initialised = useAppSelector((s) => s.session.initialised);
  const signedOutFrom = useAppSelector((s) => s.session.signedOutFrom ?? null);
  const decision = decideGuards(
    guards,
    { user, initialised, signedOutFrom },
    `${location.pathname}${location.search}${location.hash}`,
  );
  if (decision.kind === 'wait') return <>{fallback}</>;
  if (decision.kind === 'redirect') return <GuardRedirect to={decision.to} notice={decision.notice} />;
  return <>{children}</>;
}

/** Leaves a guarded page, saying why in a toast ("Please log in to access this page") when there is a why. */
function GuardRedirect({ to, notice }: { to: string; notice?: GuardNotice }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (notice)
      dispatch(toastShown({ type: notice === 'forbidden' ? 'error' : 'info', message: t(`guard.${notice}`) }));
  }, [notice, t, dispatch]);
  return <Navigate to={to} replace />;
}

/** A remote's route table as `<Route>`s, each page behind its guards (for `<Routes>` outside the shell). */
export function guardedRoutes(routes: readonly RemoteRoute[]): ReactElement[] {
  return routes.map(({ path, guards, Component }) => (
    <Route
      key={path}
      path={path}
      element={
        <RouteGuard guards={guards}>
          <Component />
        </RouteGuard>
      }
    />
  ));
}
