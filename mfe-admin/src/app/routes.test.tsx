import { screen } from '@testing-library/react';
import { routesOwnedBy } from '@sokoni/contracts';
import { mockApi } from '@sokoni/shared-ui/test';
import { renderAsAdmin } from '../test/admin';
import { routes } from './routes';

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
    renderAsAdmin('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Tableau de bord admin' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Valider 4 annonces' })).toHaveAttribute('href', '/admin/pending');
  });
});

describe('mfe-admin routes and the route table of @sokoni/contracts', () => {
  it('holds exactly the pages the table gives admin, with the same guards', () => {
    const sorted = (list: { path: string; guards: readonly string[] }[]) =>
      [...list].sort((a, b) => a.path.localeCompare(b.path));
    expect(sorted(routes.map(({ path, guards }) => ({ path, guards: guards ?? [] })))).toEqual(
      sorted(routesOwnedBy('admin').map(({ pattern, guards }) => ({ path: pattern, guards }))),
    );
  });
});
