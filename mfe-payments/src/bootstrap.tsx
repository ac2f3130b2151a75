import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AppProviders, RouteGuard, makeStore, sessionInitialised } from '@sokoni/shared-ui';
import { routes } from './app/routes';

/**
 * Standalone mode, for QA and local work: the remote's own pages with the same providers as the shell
 * (store, i18n, theme) and the same guards, without the shell's frame.
 */
const SERVED_BASE = '/remotes/payments';
const basename = window.location.pathname.startsWith(SERVED_BASE) ? SERVED_BASE : undefined;

const store = makeStore();
// The shell verifies a stored token at start; alone, the stored session is trusted and a stale token is
// cleared by the api's first 401.
store.dispatch(sessionInitialised());

// Paths this remote does not own lead to its first page, so QA always lands somewhere useful.
const landing = routes.find((route) => !route.path.includes(':'))?.path ?? '/';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter basename={basename}>
          <Suspense fallback={null}>
            <Routes>
              {routes.map(({ path, guards, Component }) => (
                <Route
                  key={path}
                  path={path}
                  element={
                    <RouteGuard guards={guards}>
                      <Component />
                    </RouteGuard>
                  }
                />
              ))}
              {routes.length > 0 && <Route path="*" element={<Navigate to={landing} replace />} />}
            </Routes>
          </Suspense>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
