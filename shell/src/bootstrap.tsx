import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { offeredLocale, STORAGE_KEYS } from '@sokoni/contracts';
import {
  adoptServerTranslations,
  AppProviders,
  assumeSystemTheme,
  changeLocale,
  isDataSaverOn,
  isLocale,
  loadIconStylesheet,
  localeChanged,
  makeStore,
  pageOfferedLocales,
  readStorage,
  saveDataSignalled,
  serverStateHydrated,
  provideTranslationSources,
  startTranslationOverrides,
  syncPreferenceCookies,
  type PreferencesState,
} from '@sokoni/shared-ui';
import './app/i18n';
import { App } from './app/app';
import { linkManifest } from './features/offline/link-manifest';
import { loadEveryRemote } from './features/remotes/load-remote-routes';
import { verifyStoredSession } from './features/session/verify-stored-session';

type ServerState = {
  api?: unknown;
  preferences?: Partial<PreferencesState>;
  /** The texts an administrator stored that the page was drawn with (null: the server could not read them). */
  translations?: Record<string, Record<string, string>> | null;
  /** The system's theme the server drew the page in (absent: light, or the theme chosen). */
  systemTheme?: 'light' | 'dark';
};

/** The state the server rendered the page from (a JSON block, not a script), or null for a page it did not. */
function readServerState(): ServerState | null {
  const block = document.getElementById('sokoni-state');
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as ServerState;
  } catch {
    return null;
  }
}

/**
 * Starts the app on the page: the store (with the server's answers), the session check, the dictionaries,
 * then React takes the page over. Called by index.ts in a task of its own, after this module's code has run.
 */
export function startApp(): void {
  const store = makeStore();
  // `?lang=` (the hreflang alternates) is a choice of language: the page shows in it and it is kept.
  const requestedLocale = new URLSearchParams(window.location.search).get('lang');
  // Only among the languages the administrator left active: the server rendered the page in one of them.
  const offered = pageOfferedLocales();
  if (
    isLocale(requestedLocale) &&
    (!offered || offered.includes(requestedLocale)) &&
    requestedLocale !== store.getState().preferences.locale
  ) {
    store.dispatch(localeChanged(requestedLocale));
  }
  if (offered) {
    const shown = offeredLocale(store.getState().preferences.locale, offered);
    if (shown !== store.getState().preferences.locale) store.dispatch(localeChanged(shown));
  }
  // The server reads the preferences from cookies: keep them in step for visitors who chose before they existed.
  syncPreferenceCookies(store.getState().preferences);

  const container = document.getElementById('root');
  const serverState = container?.firstElementChild ? readServerState() : null;
  // The browser sent `Save-Data: on` with the page (not every browser tells its scripts): the data saver's default.
  if (serverState?.preferences?.saveData) store.dispatch(saveDataSignalled());
  const mine = store.getState().preferences;
  const serverDataSaver = isDataSaverOn({
    dataSaver: serverState?.preferences?.dataSaver ?? null,
    saveData: serverState?.preferences?.saveData ?? false,
  });
  // The server renders for a visitor in the cookies' preferences: the page is taken over as it is only when
  // the browser would draw the same (no session, same language, theme, currency and data saver); otherwise it
  // is redrawn. (The cookie banner is drawn after the first paint: the consent does not change the rendered page.)
  const hydrate =
    serverState !== null &&
    !readStorage(STORAGE_KEYS.token) &&
    serverState.preferences?.locale === mine.locale &&
    serverState.preferences?.currency === mine.currency &&
    (serverState.preferences?.theme ?? null) === mine.theme &&
    serverDataSaver === isDataSaverOn(mine);
  // The server's answers become the store's cache, so the page asks for nothing again.
  if (hydrate) store.dispatch(serverStateHydrated(serverState));
  // The first render draws the page in the system's theme the server assumed, as it drew it; the browser's
  // own follows once the page is taken over (a first visit, drawn light, switches to dark then).
  if (hydrate) assumeSystemTheme(serverState.systemTheme);
  // The stored texts the server drew the page with: the first render draws the same (React would otherwise
  // throw away the server's markup, error #418), and they are the fresh local copy.
  if (serverState?.translations && serverState.preferences?.locale === mine.locale)
    adoptServerTranslations(mine.locale, serverState.translations);

  // Guards wait until this has settled: the session is known before any guard decides.
  void verifyStoredSession(store);
  // Texts an administrator stored in the database, laid over the bundled dictionaries (cached 5 minutes).
  startTranslationOverrides(store.dispatch);
  // The administrators' list of missing texts compares the dictionaries of every part of the site.
  provideTranslationSources(loadEveryRemote);
  // The whole icon set, for the pages drawn next (a page the server rendered carries only the icons it draws),
  // once the page is idle: not in the tasks that take the page over. A page the browser draws has none yet: its
  // stylesheet is asked for at once, with the page's code.
  const loadIcons = () => loadIconStylesheet();
  if (!serverState) loadIcons();
  else if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(loadIcons, { timeout: 3000 });
  else setTimeout(loadIcons, 0);
  window.addEventListener('online', loadIcons);

  // The page's dictionaries (its language only) arrive before the first render, so it hydrates with its texts.
  const translated = changeLocale(mine.locale);

  function start(container: HTMLElement) {
    const app = (
      <StrictMode>
        <AppProviders store={store}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>
    );
    // Taking the page over is a transition: React works in slices of a few milliseconds and lets the
    // browser answer in between, instead of one long task (a tap meanwhile hydrates its part first).
    startTransition(() => {
      if (hydrate) {
        hydrateRoot(container, app, {
          onRecoverableError(error) {
            console.error('The page did not match its server rendering', error);
          },
        });
      } else {
        createRoot(container).render(app);
      }
    });
  }

  if (container) {
    void translated.then(
      () => start(container),
      // Without its dictionaries (network) the page still works, its texts shown by their keys.
      () => start(container),
    );
  }
}

// Not needed for the first screen, so added once the page has loaded: the web app manifest (installing the app)
// and, in production, the offline worker (its code is fetched then).
const afterLoad = () => {
  linkManifest();
  if (process.env.NODE_ENV === 'production')
    void import('./features/offline/register-service-worker').then((module) =>
      module.registerServiceWorker(),
    );
};
if (document.readyState === 'complete') afterLoad();
else window.addEventListener('load', afterLoad, { once: true });
