import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '@sokoni/contracts';
import { guardedRoutes } from '../kernel/route-guard';
import type { RemoteRoute } from '../kernel/routing';
import { loadPreferencesState } from '../kernel/preferences-slice';
import type { RootState } from '../kernel/store';
import { ToastViewport } from '../primitives/toast';
import { renderWithProviders } from './render-with-providers';

export interface RenderRemoteOptions {
  /** Signed in as this user (token "test-token"); anonymous when omitted. The startup check counts as done. */
  user?: User | null;
  locale?: 'fr' | 'en';
  preloadedState?: Partial<RootState>;
  /** Rendered above the pages inside the router (links a test clicks to navigate…). */
  extras?: ReactNode;
}

/** Shows the router's current URL (`data-testid="current-url"`) so tests can assert where the user went. */
function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="current-url">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders a remote's route table at `url` the way the shell mounts it: every page behind its real guards,
 * with the site's store, i18n, theme and toasts. Pages of other remotes render nothing (the URL shows where
 * the user went), and Home is a stand-in reading "Home page" unless the table has its own.
 */
export function renderRemote(routes: readonly RemoteRoute[], url: string, options: RenderRemoteOptions = {}) {
  const { user = null, locale = 'fr', preloadedState, extras } = options;
  return renderWithProviders(
    <>
      {extras}
      <Routes>
        {guardedRoutes(routes)}
        {routes.some((route) => route.path === '/') ? null : <Route path="/" element={<p>Home page</p>} />}
        <Route path="*" element={null} />
      </Routes>
      <CurrentUrl />
      <ToastViewport />
    </>,
    {
      route: url,
      preloadedState: {
        preferences: { ...loadPreferencesState(), locale },
        session: { token: user ? 'test-token' : null, user, initialised: true },
        ...preloadedState,
      },
    },
  );
}
