import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { User } from '@sokoni/contracts';
import { RouteGuard } from '@sokoni/shared-ui';
import { renderWithProviders } from '@sokoni/shared-ui/test';
import { routes } from './routes';

const guardsOf = (path: string) => routes.find((route) => route.path === path)?.guards ?? [];

function renderRoutes(url: string, user: Partial<User> | null) {
  return renderWithProviders(
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
    </Routes>,
    {
      route: url,
      preloadedState: { session: { token: user ? 't' : null, user: user as User | null, initialised: true } },
    },
  );
}

describe('mfe-business routes', () => {
  it('declares the guards of spec §2', () => {
    expect(guardsOf('/business/setup')).toEqual(['auth']);
    expect(guardsOf('/business/dashboard')).toEqual(['auth', 'business']);
    expect(guardsOf('/business/:slug')).toEqual([]);
  });

  it('sends a business user from setup to the business dashboard', async () => {
    renderRoutes('/business/setup', {
      id: 1,
      account_type: 'business',
      email_verified_at: null,
      is_admin: false,
    });
    expect(await screen.findByRole('heading', { name: 'Tableau de bord entreprise' })).toBeInTheDocument();
  });

  it('shows the setup page in preparation to an individual', async () => {
    renderRoutes('/business/setup', {
      id: 1,
      account_type: 'individual',
      email_verified_at: null,
      is_admin: false,
    });
    expect(await screen.findByRole('heading', { name: 'Créer mon entreprise' })).toBeInTheDocument();
  });

  it('shows a storefront to anyone', async () => {
    renderRoutes('/business/mama-shop', null);
    expect(await screen.findByRole('heading', { name: 'Vitrine' })).toBeInTheDocument();
  });
});
