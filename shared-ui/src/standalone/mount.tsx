import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import {
  AppProviders,
  changeLocale,
  loadIconStylesheet,
  makeStore,
  sessionInitialised,
  type RemoteRoute,
} from '@sokoni/shared-ui';
import { registerStandaloneTranslations } from './i18n';
import { StandaloneApp } from './standalone-app';

/**
 * Standalone mode of a remote, for QA and local work: its own pages with the same providers as the shell
 * (store, i18n, theme) and the same guards, without the shell's frame, plus the QA bar. Served by the bff under
 * `/remotes/<name>/`, or at the root of the remote's dev server. Only a remote's standalone entry
 * (`src/bootstrap.tsx`) calls it; the modules a remote exposes to the shell never import it.
 */
export function mountStandaloneRemote(name: string, routes: RemoteRoute[], elementId = 'root'): void {
  const servedBase = `/remotes/${name}`;
  const basename = window.location.pathname.startsWith(servedBase) ? servedBase : undefined;

  registerStandaloneTranslations();
  const store = makeStore();
  // The shell verifies a stored token at start; alone, the stored session is trusted and a stale token is
  // cleared by the api's first 401.
  store.dispatch(sessionInitialised());
  // Its icons, from the shell's icon stylesheet (the bff serves it; the remote's dev server passes it on).
  loadIconStylesheet();

  const container = document.getElementById(elementId);
  if (!container) return;
  const render = () =>
    createRoot(container).render(
      <StrictMode>
        <AppProviders store={store}>
          <BrowserRouter basename={basename}>
            <StandaloneApp name={name} routes={routes} />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    );
  // Its dictionaries (the language shown only) arrive first, as in the shell.
  void changeLocale(store.getState().preferences.locale).then(render, render);
}
