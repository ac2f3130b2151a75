import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { User } from '@sokoni/contracts';
import { RouteGuard } from '@sokoni/shared-ui';
import { renderWithProviders } from '@sokoni/shared-ui/test';
import { mockApi, restoreFetch } from '../test/mock-api';
import { makeStorefront } from '../test/fixtures';
import { routes } from './routes';

jest.setTimeout(20_000);
afterEach(restoreFetch);
beforeEach(() => {
  mockApi({
    '/api/my-ads': () => ({ body: { data: [], current_page: 1, last_page: 1, per_page: 20, total: 0, counts: {} } }),
    '/api/my-business/analytics': () => ({ status: 500, body: {} }),
    '/bff/businesses/mama-shop': () => ({ body: { storefront: makeStorefront({ name: 'Mama Shop', slug: 'mama-shop' }) } }),
  });
});

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

  it('shows the setup form to an individual', async () => {
    renderRoutes('/business/setup', {
      id: 1,
      account_type: 'individual',
      email_verified_at: null,
      is_admin: false,
    });
    expect(await screen.findByRole('heading', { name: 'Créer mon compte entreprise' })).toBeInTheDocument();
  });

  it('shows a storefront to anyone', async () => {
    renderRoutes('/business/mama-shop', null);
    expect(await screen.findByRole('heading', { name: 'Mama Shop' })).toBeInTheDocument();
  });
});
