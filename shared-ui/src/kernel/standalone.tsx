import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from './providers';
import { RouteGuard } from './route-guard';
import type { RemoteRoute } from './routing';
import { sessionInitialised } from './session-slice';
import { makeStore } from './store';

/**
 * A path this remote does not own (a guard's /login, a link to another remote): it lives on the whole site, so
 * it is offered as a full-page link there instead of being routed inside this remote (which could loop).
 */
function ElsewhereOnTheSite() {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  return (
    <p>
      {t('standalone.elsewhere')} <a href={`${pathname}${search}`}>{t('standalone.open')}</a>
    </p>
  );
}

/**
 * Standalone mode of a remote, for QA and local work: its own pages with the same providers as the shell
 * (store, i18n, theme) and the same guards, without the shell's frame. Served by the bff under
 * `/remotes/<name>/`, or at the root of the remote's dev server.
 */
export function mountStandaloneRemote(name: string, routes: RemoteRoute[], elementId = 'root'): void {
  const servedBase = `/remotes/${name}`;
  const basename = window.location.pathname.startsWith(servedBase) ? servedBase : undefined;

  const store = makeStore();
  // The shell verifies a stored token at start; alone, the stored session is trusted and a stale token is
  // cleared by the api's first 401.
  store.dispatch(sessionInitialised());

  const container = document.getElementById(elementId);
  if (!container) return;
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
              <Route path="*" element={<ElsewhereOnTheSite />} />
            </Routes>
          </Suspense>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
