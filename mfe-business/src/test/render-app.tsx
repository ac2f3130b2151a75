import { configure } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '@sokoni/contracts';
import { loadPreferencesState, loadSessionState, ToastViewport, type RootState } from '@sokoni/shared-ui';
import { renderWithProviders } from '@sokoni/shared-ui/test';
import { routes } from '../app/routes';

// Pages are lazy chunks compiled on first use: on a busy machine the first one takes longer than the 1 s default.
configure({ asyncUtilTimeout: 4000 });

/** Shows the router's current URL so tests can assert where the user went. */
export function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="current-url">{`${location.pathname}${location.search}`}</output>;
}

/** Renders the remote's route table at `url`, the way the shell mounts it (guards are the shell's). */
export function renderApp(url: string, options: { locale?: 'fr' | 'en'; preloadedState?: Partial<RootState> } = {}) {
  return renderWithProviders(
    <>
      <Routes>
        {routes.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
        {/* Pages of other remotes (post-ad…) render nothing here; the URL shows where the user went. */}
        <Route path="*" element={null} />
      </Routes>
      <CurrentUrl />
      <ToastViewport />
    </>,
    {
      route: url,
      preloadedState: {
        preferences: { ...loadPreferencesState(), locale: options.locale ?? 'fr' },
        ...options.preloadedState,
      },
    },
  );
}

/** A signed-in session for `preloadedState` (the shell's startup check is assumed done). */
export function sessionOf(user: Partial<User> & { id: number }): RootState['session'] {
  return {
    ...loadSessionState(),
    token: 'test-token',
    user: { name: 'Vendeur', email: 'vendeur@example.cd', email_verified: true, is_admin: false, account_type: 'individual', business_profile: null, ...user } as User,
    initialised: true,
  };
}
