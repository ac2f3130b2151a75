import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, makeStore, startTranslationOverrides } from '@sokoni/shared-ui';
import './app/i18n';
import { App } from './app/app';
import { registerServiceWorker } from './features/offline/register-service-worker';
import { verifyStoredSession } from './features/session/verify-stored-session';

const store = makeStore();
// Guards wait until this has settled (spec §2: the session is initialised before any guard runs).
void verifyStoredSession(store);
// Texts an administrator stored in the database, laid over the bundled dictionaries (cached 5 minutes).
startTranslationOverrides(store.dispatch);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

if (process.env.NODE_ENV === 'production') registerServiceWorker();
