import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { RouteGuard } from '@sokoni/shared-ui';
import { renderWithProviders } from '@sokoni/shared-ui/test';
import { routes } from './routes';

const guardsOf = (path: string) => routes.find((route) => route.path === path)?.guards ?? [];

describe('mfe-account routes', () => {
  it('declares the guards of spec §2', () => {
    for (const path of [
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password/:token',
      '/auth/:provider/callback',
      '/auth/social-callback',
      '/auth/social-error',
    ]) {
      expect(guardsOf(path)).toEqual(['guest']);
    }
    expect(guardsOf('/verify-email/:id/:hash')).toEqual([]);
    for (const path of ['/profile', '/messages', '/messages/:id']) expect(guardsOf(path)).toEqual(['auth']);
  });

  it('renders a translated page-in-preparation screen with a link home', async () => {
    const login = routes.find((route) => route.path === '/login');
    if (!login) throw new Error('no login route');
    renderWithProviders(
      <Routes>
        <Route
          path={login.path}
          element={
            <RouteGuard guards={login.guards}>
              <login.Component />
            </RouteGuard>
          }
        />
      </Routes>,
      { route: '/login', preloadedState: { session: { token: null, user: null, initialised: true } } },
    );
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByText(/en cours de préparation/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  });
});
