import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { STORAGE_KEYS } from '@sokoni/contracts';
import {
  AppProviders,
  isLocale,
  localeChanged,
  makeStore,
  readStorage,
  serverStateHydrated,
  startTranslationOverrides,
  syncPreferenceCookies,
  type PreferencesState,
} from '@sokoni/shared-ui';
import './app/i18n';
import { App } from './app/app';
import { registerServiceWorker } from './features/offline/register-service-worker';
import { verifyStoredSession } from './features/session/verify-stored-session';

type ServerState = { api?: unknown; preferences?: Partial<PreferencesState> };

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

const store = makeStore();
// `?lang=` (the hreflang alternates) is a choice of language: the page shows in it and it is kept.
const requestedLocale = new URLSearchParams(window.location.search).get('lang');
if (isLocale(requestedLocale) && requestedLocale !== store.getState().preferences.locale) {
  store.dispatch(localeChanged(requestedLocale));
}
// The server reads the preferences from cookies: keep them in step for visitors who chose before they existed.
syncPreferenceCookies(store.getState().preferences);

const container = document.getElementById('root');
const serverState = container?.firstElementChild ? readServerState() : null;
const mine = store.getState().preferences;
// The server renders for a visitor in the cookies' preferences: the page is taken over as it is only when
// the browser would draw the same (no session, same language, theme and currency); otherwise it is redrawn.
// (The cookie banner is drawn after the first paint: the consent does not change the rendered page.)
const hydrate =
  serverState !== null &&
  !readStorage(STORAGE_KEYS.token) &&
  serverState.preferences?.locale === mine.locale &&
  serverState.preferences?.currency === mine.currency &&
  (serverState.preferences?.theme ?? null) === mine.theme;
// The server's answers become the store's cache, so the page asks for nothing again.
if (hydrate) store.dispatch(serverStateHydrated(serverState));

// Guards wait until this has settled (spec §2: the session is initialised before any guard runs).
void verifyStoredSession(store);
// Texts an administrator stored in the database, laid over the bundled dictionaries (cached 5 minutes).
startTranslationOverrides(store.dispatch);

if (container) {
  const app = (
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  if (hydrate) {
    hydrateRoot(container, app, {
      onRecoverableError(error) {
        console.error('The page did not match its server rendering', error);
      },
    });
  } else {
    createRoot(container).render(app);
  }
}

if (process.env.NODE_ENV === 'production') registerServiceWorker();
