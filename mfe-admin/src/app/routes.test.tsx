import { screen } from '@testing-library/react';
import { routesOwnedBy } from '@sokoni/contracts';
import { mockApi } from '@sokoni/shared-ui/test';
import { renderAsAdmin } from '../test/admin';
import { routes } from './routes';

describe('mfe-admin routes', () => {
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

describe('mfe-admin routes and the page table of @sokoni/contracts', () => {
  it('draws exactly the pages the table gives admin, in its order, with its addresses and guards', () => {
    expect(routes.map(({ path, guards }) => ({ path, guards }))).toEqual(
      routesOwnedBy('admin').map(({ pattern, guards }) => ({ path: pattern, guards })),
    );
  });
});
