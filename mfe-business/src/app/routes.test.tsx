import { screen } from '@testing-library/react';
import { routesOwnedBy, type User } from '@sokoni/contracts';
import { mockApi } from '@sokoni/shared-ui/test';
import { makeStorefront, makeUser } from '@sokoni/contracts/testing';
import { routes } from './routes';
import { renderApp } from '../test/render-app';

beforeEach(() => {
  mockApi({
    '/api/my-ads': () => ({ body: { data: [], current_page: 1, last_page: 1, per_page: 20, total: 0, counts: {} } }),
    '/api/my-business/analytics': () => ({ status: 500, body: {} }),
    '/bff/businesses/mama-shop': () => ({ body: { storefront: makeStorefront({ name: 'Mama Shop', slug: 'mama-shop' }) } }),
  });
});

function renderRoutes(url: string, user: Partial<User> | null) {
  return renderApp(url, { user: user && makeUser(user) });
}

describe('mfe-business routes', () => {
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

describe('mfe-business routes and the page table of @sokoni/contracts', () => {
  it('draws exactly the pages the table gives business, in its order, with its addresses and guards', () => {
    expect(routes.map(({ path, guards }) => ({ path, guards }))).toEqual(
      routesOwnedBy('business').map(({ pattern, guards }) => ({ path: pattern, guards })),
    );
  });
});
