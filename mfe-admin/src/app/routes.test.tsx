import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { User } from '@sokoni/contracts';
import { RouteGuard } from '@sokoni/shared-ui';
import { renderWithProviders } from '@sokoni/shared-ui/test';
import { mockApi, restoreFetch } from '../test/mock-api';
import { routes } from './routes';

afterEach(restoreFetch);

describe('mfe-admin routes', () => {
  it('guards every admin page with auth + admin (spec §2)', () => {
    expect(routes.map((route) => route.path)).toEqual([
      '/admin/dashboard',
      '/admin/settings',
      '/admin/promotions',
      '/admin/pending',
      '/admin/ads',
      '/admin/reports',
      '/admin/users',
      '/admin/categories',
      '/admin/locations',
      '/admin/currencies',
      '/admin/languages',
      '/admin/translations',
      '/admin/audit-log',
    ]);
    for (const route of routes) expect(route.guards).toEqual(['auth', 'admin']);
  });

  it('renders the dashboard for an admin', async () => {
    mockApi({
      '/api/admin/stats': () => ({
        body: {
          users: { total: 12, new_this_week: 3, verified: 10, business: 2, banned: 1 },
          ads_by_status: { pending: 4, active: 20 },
          pending: 4,
          reports_open: 0,
          revenue: [],
          expired_accounts: 0,
        },
      }),
    });
    const dashboard = routes[0];
    renderWithProviders(
      <Routes>
        <Route
          path={dashboard.path}
          element={
            <RouteGuard guards={dashboard.guards}>
              <dashboard.Component />
            </RouteGuard>
          }
        />
      </Routes>,
      {
        route: '/admin/dashboard',
        preloadedState: {
          session: {
            token: 't',
            user: { id: 1, is_admin: true, account_type: 'individual' } as User,
            initialised: true,
          },
        },
      },
    );
    expect(await screen.findByRole('heading', { name: 'Tableau de bord admin' }, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Valider 4 annonces' })).toHaveAttribute('href', '/admin/pending');
  });
});
