import type { ReactElement, ReactNode } from 'react';
import { Navigate, Route, useLocation } from 'react-router-dom';
import { decideGuards, type Guard, type RemoteRoute } from './routing';
import { useAppSelector } from './store';

export interface RouteGuardProps {
  guards?: readonly Guard[];
  /** Shown while the startup session check is still running. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Applies the spec §2 guards around a page. The shell and every standalone remote use this one component
 * so a page is protected the same way wherever it is mounted.
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
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
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
