import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@sokoni/shared-ui/test';
import { makeUser } from '@sokoni/contracts/testing';
import type { SavedSearch } from '@sokoni/contracts';
import { renderApp } from '../../../test/render-app';

const search = (values: Partial<SavedSearch>): SavedSearch => ({
  id: 1,
  name: 'Tecno pas cher',
  query: { q: 'tecno', category: 'telephones', location: 'kinshasa', max_price: 200, currency: 'USD' },
  alert: 'instant',
  new_count: 0,
  opened_at: '2026-11-20T10:00:00.000Z',
  created_at: '2026-11-20T10:00:00.000Z',
  ...values,
});

const catalogue = {
  'GET /api/categories': () => ({
    body: { data: [{ id: 1, slug: 'telephones', name: 'Téléphones', children: [] }] },
  }),
  'GET /api/locations': () => ({ body: { data: [{ id: 1, slug: 'kinshasa', name: 'Kinshasa' }] } }),
};

describe('My searches', () => {
  it('lists each search with its readable text and new results; opening one resets its count (fr)', async () => {
    const api = mockApi({
      ...catalogue,
      'GET /api/saved-searches': () => ({
        body: {
          data: [search({ new_count: 3 }), search({ id: 2, name: 'Voitures', query: {}, alert: 'off' })],
          new_total: 3,
        },
      }),
      'PATCH /api/saved-searches/1': () => ({ body: { saved_search: search({ new_count: 0 }) } }),
    });
    renderApp('/profile/searches', { locale: 'fr', user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Mes recherches', level: 1 })).toBeInTheDocument();
    const [first, second] = await screen.findAllByTestId('saved-search');
    expect(within(first).getByText('3 nouvelles')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(first).getByText('« tecno » · Téléphones · Kinshasa · jusqu’à 200 USD'),
      ).toBeInTheDocument(),
    );
    expect(within(second).getByText('Toutes les annonces')).toBeInTheDocument();
    expect(within(second).getByLabelText('Alerte')).toHaveValue('off');

    await userEvent.click(within(first).getByRole('button', { name: 'Voir les annonces' }));
    await waitFor(() => expect(api.requestsTo('PATCH /api/saved-searches/1')).toHaveLength(1));
    expect(api.requestsTo('PATCH /api/saved-searches/1')[0].body).toEqual({ opened: true });
    expect(screen.getByTestId('current-url')).toHaveTextContent(
      '/ads?q=tecno&category=telephones&location=kinshasa&max_price=200&price_currency=USD',
    );
  });

  it('changes the alert and deletes a search after confirmation (en)', async () => {
    let deleted = false;
    const api = mockApi({
      ...catalogue,
      'GET /api/saved-searches': () => ({
        body: deleted ? { data: [], new_total: 0 } : { data: [search({})], new_total: 0 },
      }),
      'PATCH /api/saved-searches/1': () => ({ body: { saved_search: search({ alert: 'daily' }) } }),
      'DELETE /api/saved-searches/1': () => {
        deleted = true;
        return { body: { message: 'The search has been deleted.' } };
      },
    });
    renderApp('/profile/searches', { locale: 'en', user: makeUser() });
    const item = await screen.findByTestId('saved-search');
    await userEvent.selectOptions(within(item).getByLabelText('Alert'), 'daily');
    await waitFor(() => expect(api.requestsTo('PATCH /api/saved-searches/1')).toHaveLength(1));
    expect(api.requestsTo('PATCH /api/saved-searches/1')[0].body).toEqual({ alert: 'daily' });

    await userEvent.click(within(item).getByRole('button', { name: 'Delete the search "Tecno pas cher"' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this search?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The search has been deleted.')).toBeInTheDocument();
    expect(await screen.findByText('No saved searches')).toBeInTheDocument();
  });
});

describe('Unsubscribe from a search alert', () => {
  it.each([
    ['fr', 'Vous ne recevrez plus d’alertes pour la recherche « Tecno ».', 'Gérer mes recherches'],
    ['en', 'You will no longer receive alerts for the search "Tecno".', 'Manage my searches'],
  ] as const)(
    'turns the alert off from the link without signing in (%s)',
    async (locale, message, manage) => {
      const api = mockApi({ 'POST /api/saved-searches/unsubscribe': () => ({ body: { message } }) });
      renderApp('/saved-searches/unsubscribe?id=7&token=abc_DEF-1', { locale });
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: manage })).toHaveAttribute('href', '/profile/searches');
      expect(api.requestsTo('POST /api/saved-searches/unsubscribe').map((call) => call.body)).toEqual([
        { id: 7, token: 'abc_DEF-1' },
      ]);
    },
  );

  it('says a tampered or incomplete link is not valid', async () => {
    mockApi({ 'POST /api/saved-searches/unsubscribe': () => ({ status: 404, body: { message: 'x' } }) });
    renderApp('/saved-searches/unsubscribe?id=7&token=bad', { locale: 'en' });
    expect(await screen.findByText(/This unsubscribe link is not valid/)).toBeInTheDocument();
    const api = mockApi({});
    renderApp('/saved-searches/unsubscribe?id=7', { locale: 'fr' });
    expect(await screen.findAllByText(/Ce lien de désinscription n’est pas valide/)).not.toHaveLength(0);
    expect(api.requests).toHaveLength(0);
  });
});
