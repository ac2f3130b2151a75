import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { User } from '@sokoni/contracts';
import { RouteGuard } from '@sokoni/shared-ui';
import { renderWithProviders } from '@sokoni/shared-ui/test';
import { routes } from './routes';

describe('mfe-admin routes', () => {
  it('guards every admin page with auth + admin (spec §2)', () => {
    expect(routes.map((route) => route.path)).toEqual([
      '/admin/dashboard',
      '/admin/settings',
      '/admin/promotions',
    ]);
    for (const route of routes) expect(route.guards).toEqual(['auth', 'admin']);
  });

  it('renders the dashboard in preparation for an admin', async () => {
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
    expect(await screen.findByRole('heading', { name: 'Tableau de bord admin' })).toBeInTheDocument();
  });
});
