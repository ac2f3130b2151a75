import { Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ROUTE_REDIRECTS, ROUTES, routeNamesOwnedBy, type RouteNameOf } from '@sokoni/contracts';
import { paths } from '@sokoni/shared-ui';
import {
  AboutPage,
  AgreementPage,
  ContactPage,
  NotFoundRoute,
  PrivacyPage,
  TermsPage,
  TestAuthPage,
  TestLoginPage,
  TestPage,
} from '../features/static-pages/lazy-pages';
import { RemoteErrorBoundary } from '../features/remotes/remote-error-boundary';
import { guardedRoute } from './guarded-page';
import { PageLoading } from './page-loading';

/** The component of each page the route table gives the shell (docs/routes-and-guards.md#who-draws-each-page). */
const SHELL_PAGE_COMPONENTS: Record<RouteNameOf<'shell'>, ComponentType> = {
  about: AboutPage,
  contact: ContactPage,
  terms: TermsPage,
  privacy: PrivacyPage,
  agreement: AgreementPage,
  test: TestPage,
  testLogin: TestLoginPage,
  testAuth: TestAuthPage,
};

/** The pages the shell owns itself, titled `shell:pages.<name>`. */
const SHELL_PAGES = routeNamesOwnedBy('shell').map((name) => ({
  path: ROUTES[name].pattern,
  titleKey: `shell:pages.${name}`,
  guards: ROUTES[name].guards,
  Component: SHELL_PAGE_COMPONENTS[name],
}));

/** Short addresses of the legal pages, from the route table. */
export const LEGAL_REDIRECTS: Readonly<Record<string, string>> = Object.fromEntries(
  ROUTE_REDIRECTS.map(({ pattern, to }) => [pattern, paths[to].getHref()]),
);

/** A static page whose code cannot be fetched (offline, never opened here) shows the contained message. */
export function ShellRoutes() {
  const { pathname } = useLocation();
  // React keeps a failed lazy import: trying again is loading the page again (through the offline worker).
  const retry = () => window.location.reload();
  return (
    <RemoteErrorBoundary locationKey={pathname} onRetry={retry}>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          {SHELL_PAGES.map(guardedRoute)}
          {Object.entries(LEGAL_REDIRECTS).map(([from, to]) => (
            <Route key={from} path={from} element={<Navigate to={to} replace />} />
          ))}
          <Route path="*" element={<NotFoundRoute />} />
        </Routes>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
