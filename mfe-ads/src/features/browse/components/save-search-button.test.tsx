import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@sokoni/shared-ui/test';
import { currencies, makeAd, makeUser } from '@sokoni/contracts/testing';
import { categoryTree, locations, page } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const savedList = (data: unknown[] = []) => ({ body: { data, new_total: 0 } });

function site(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    '/api/ads': () => ({ body: page([makeAd({ id: 1, title: 'Tecno Spark 20' })]) }),
    '/api/categories': () => ({ body: { data: categoryTree } }),
    '/api/locations': () => ({ body: { data: locations } }),
    '/api/currencies': () => ({ body: { data: currencies } }),
    ...extra,
  });
}

describe('Save this search', () => {
  it('saves the words, filters and sort with the chosen alert (fr)', async () => {
    let saved = false;
    const api = site({
      'GET /api/saved-searches': () =>
        savedList(
          saved
            ? [
                {
                  id: 4,
                  name: 'x',
                  query: { q: 'tecno', location: 'gombe', max_price: 200, currency: 'USD', sort: 'newest' },
                  alert: 'daily',
                  new_count: 0,
                  opened_at: '2026-11-20T10:00:00.000Z',
                  created_at: '2026-11-20T10:00:00.000Z',
                },
              ]
            : [],
        ),
      'POST /api/saved-searches': () => {
        saved = true;
        return { status: 201, body: { saved_search: {} } };
      },
    });
    const { user } = renderApp(
      '/ads?q=tecno&location=gombe&max_price=200&price_currency=USD&sort=newest&page=2',
      {
        user: makeUser(),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Enregistrer cette recherche' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enregistrer cette recherche' });
    await user.type(within(dialog).getByRole('textbox', { name: /Nom/ }), 'Tecno à Gombe');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Alerte' }), 'daily');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.requestsTo('POST /api/saved-searches')).toHaveLength(1));
    expect(api.requestsTo('POST /api/saved-searches')[0].body).toEqual({
      name: 'Tecno à Gombe',
      query: { q: 'tecno', location: 'gombe', max_price: 200, currency: 'USD', sort: 'newest' },
      alert: 'daily',
    });
    expect(
      await screen.findByText('Recherche enregistrée. Retrouvez-la dans « Mes recherches ».'),
    ).toBeInTheDocument();
    // Once saved, the control says so and leads to « Mes recherches ».
    expect(await screen.findByRole('link', { name: 'Recherche enregistrée' })).toHaveAttribute(
      'href',
      '/profile/searches',
    );
  });

  it("shows the server's message when the limit is reached (en)", async () => {
    const message = 'You already have 20 saved searches, the maximum. Delete one to save another.';
    site({
      'GET /api/saved-searches': () => savedList(),
      'POST /api/saved-searches': () => ({ status: 422, body: { message } }),
    });
    const { user } = renderApp('/ads?q=tecno', { user: makeUser(), locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in and back, without calling the api', async () => {
    const api = site();
    const { user } = renderApp('/ads?q=tecno');
    await user.click(await screen.findByRole('button', { name: 'Enregistrer cette recherche' }));
    expect(screen.getByTestId('current-url')).toHaveTextContent(
      `/login?redirect=${encodeURIComponent('/ads?q=tecno')}`,
    );
    expect(api.requestsTo('GET /api/saved-searches')).toHaveLength(0);
  });
});
