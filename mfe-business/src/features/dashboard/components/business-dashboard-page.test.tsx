import { screen, waitFor, within } from '@testing-library/react';
import type { Ad } from '@sokoni/contracts';
import { mockApi, type MockHandler } from '@sokoni/shared-ui/test';
import { makeAd, makeBusinessProfile, makeUser } from '@sokoni/contracts/testing';
import { productsPage } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const profile = makeBusinessProfile();
const owner = makeUser({ id: 3, account_type: 'business', business_profile: profile });
const phone = makeAd({ id: 1, slug: 'tecno-1', title: 'Tecno Spark 20', status: 'active' });
const fridge = makeAd({ id: 2, slug: 'frigo-2', title: 'Frigo LG', status: 'inactive' });
const moto = makeAd({ id: 3, slug: 'moto-3', title: 'Moto Haojue', status: 'pending' });
const day = (n: number, views: number, contacts: number, favorites: number, phone_reveals = 0) => ({
  day: `2026-11-${String(20 + n).padStart(2, '0')}`,
  views,
  contacts,
  phone_reveals,
  favorites,
});
/** Tecno: 3 days of boost against the 3 before; Frigo never boosted; the pending Moto is not in the answer. */
const effects = {
  ads: [
    {
      ad_id: 1,
      boost: {
        boost_type: 'premium',
        started_at: '2026-11-20T10:00:00.000Z',
        expires_at: '2026-12-04T10:00:00.000Z',
        active: true,
        days: 3,
        daily: [
          day(-3, 2, 0, 1, 1),
          day(-2, 0, 0, 1),
          day(-1, 1, 0, 1, 1),
          day(0, 2, 0, 1, 2),
          day(1, 3, 1, 2, 2),
          day(2, 1, 0, 1, 2),
        ],
      },
    },
    { ad_id: 2, boost: null },
  ],
};
const analytics = {
  days: 7,
  totals: { views: 12, favorites: 3, conversations: 0, phone_reveals: 0 },
  daily: Array.from({ length: 7 }, (_, i) => ({
    day: `2026-11-${17 + i}`,
    views: i,
    favorites: 0,
    conversations: 0,
    phone_reveals: 0,
  })),
  products: [
    { ad_id: 1, title: 'Tecno Spark 20', slug: 'tecno-1', views: 12, favorites: 3, conversations: 0, phone_reveals: 0 },
  ],
};

function renderDashboard(routes: Record<string, MockHandler>, locale: 'fr' | 'en' = 'fr') {
  const api = mockApi({
    '/api/my-business/analytics': () => ({ body: analytics }),
    '/api/my-business/boost-effects': () => ({ body: effects }),
    ...routes,
  });
  return { api, ...renderApp('/business/dashboard', { locale, user: owner }) };
}

const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('tr') as HTMLElement;

describe('Business dashboard', () => {
  it('shows the header, the products table with status badges, and the analytics', async () => {
    renderDashboard({ '/api/my-ads': () => ({ body: productsPage([phone, fridge, moto]) }) });
    expect(await screen.findByRole('heading', { name: 'Tableau de bord entreprise' })).toBeInTheDocument();
    expect(screen.getByText('Bienvenue, Kin Électro')).toBeInTheDocument();
    const storefront = screen.getByRole('link', { name: /Voir ma vitrine/ });
    expect(storefront).toHaveAttribute('href', '/business/kin-electro');
    expect(storefront).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Ajouter un produit' })).toHaveAttribute('href', '/post-ad');
    expect(screen.getByRole('tab', { name: 'Produits' })).toHaveAttribute('aria-selected', 'true');

    await screen.findByRole('link', { name: 'Tecno Spark 20' });
    const live = within(rowOf('Tecno Spark 20'));
    expect(live.getByText('Active', { selector: '[data-status]' })).toHaveAttribute('data-status', 'active');
    expect(live.getByText('Téléphones portables')).toBeInTheDocument();
    expect(live.getByRole('link', { name: 'Modifier « Tecno Spark 20 »' })).toHaveAttribute('href', '/edit-ad/tecno-1');
    expect(live.getByRole('button', { name: 'Désactiver « Tecno Spark 20 »' })).toBeInTheDocument();
    expect(within(rowOf('Frigo LG')).getByRole('button', { name: 'Activer « Frigo LG »' })).toBeInTheDocument();
    expect(within(rowOf('Moto Haojue')).getByText('En attente', { selector: '[data-status]' })).toBeInTheDocument();

    expect(await screen.findByText('12')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Vues par jour sur les 7 derniers jours' })).toBeInTheDocument();
  });

  it.each([
    [
      'fr',
      'Boost Premium depuis le 20 novembre, jusqu\'au 4 décembre. Moyennes par jour : 3 jours de boost comparés aux 3 jours précédents.',
      {
        Vues: ['1', '2', '+100 %'],
        Contacts: ['0', '0,3', 'nouveau'],
        'Numéro affiché': ['0,7', '2', '+200 %'],
        Favoris: ['1', '1,3', '+33 %'],
      },
      'Jamais boostée.',
    ],
    [
      'en',
      'Premium boost since 20 November, until 4 December. Averages per day: 3 days of boost compared with the 3 days before.',
      {
        Views: ['1', '2', '+100%'],
        Contacts: ['0', '0.3', 'new'],
        'Number shown': ['0.7', '2', '+200%'],
        Favourites: ['1', '1.3', '+33%'],
      },
      'Never boosted.',
    ],
  ] as const)('shows under each product what its boost changed per day, or that it was never boosted (%s)', async (locale, sentence, rows, never) => {
    const { api } = renderDashboard({ '/api/my-ads': () => ({ body: productsPage([phone, fridge, moto]) }) }, locale);
    const boosts = await screen.findAllByTestId('boost-effect');
    expect(boosts).toHaveLength(1);
    const boost = within(boosts[0]);
    expect(boosts[0].closest('tbody')).toBe(rowOf('Tecno Spark 20').closest('tbody'));
    expect(boost.getByText(/^(Boost|Premium)/)).toHaveTextContent(sentence);
    for (const [metric, cells] of Object.entries(rows)) {
      const row = boost.getByRole('row', { name: new RegExp(`^${metric}`) });
      const texts = within(row).getAllByRole('cell').map((cell) => (cell.textContent ?? '').replace(/\s/g, ' '));
      expect(texts).toEqual([...cells, '']);
    }
    // Six days, each a bar: three before in grey, three during in colour.
    expect(boosts[0].querySelectorAll('tr')[1].querySelectorAll('rect.before')).toHaveLength(3);
    expect(within(rowOf('Frigo LG').closest('tbody') as HTMLElement).getByText(never)).toBeInTheDocument();
    expect(within(rowOf('Moto Haojue').closest('tbody') as HTMLElement).queryByTestId('boost-effect')).toBeNull();
    // One request for the whole page of products.
    expect(api.requestsTo('/api/my-business/boost-effects').map((r) => r.url.searchParams.get('ad_ids'))).toEqual(['1,2,3']);
  });

  it('keeps the products usable when the boost figures cannot be read', async () => {
    renderDashboard({
      '/api/my-ads': () => ({ body: productsPage([phone]) }),
      '/api/my-business/boost-effects': () => ({ status: 500, body: { message: 'boom' } }),
    });
    expect(await screen.findByRole('button', { name: 'Désactiver « Tecno Spark 20 »' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Jamais boostée.')).toBeNull());
    expect(screen.queryByTestId('boost-effect')).toBeNull();
  });

  it('toggles active to inactive and back, replacing the row with the returned ad', async () => {
    let current: Ad = phone;
    const { api, user } = renderDashboard({
      '/api/my-ads': () => ({ body: productsPage([current]) }),
      '/api/ads/1/status': (_url, request) => {
        current = { ...current, status: (request.body as { status: Ad['status'] }).status };
        return { body: current };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Désactiver « Tecno Spark 20 »' }));
    expect(await screen.findByRole('button', { name: 'Activer « Tecno Spark 20 »' })).toBeInTheDocument();
    expect(within(rowOf('Tecno Spark 20')).getByText('Inactive', { selector: '[data-status]' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Activer « Tecno Spark 20 »' }));
    expect(await screen.findByRole('button', { name: 'Désactiver « Tecno Spark 20 »' })).toBeInTheDocument();
    expect(api.requestsTo('/api/ads/1/status').map((r) => [r.method, r.body])).toEqual([
      ['PATCH', { status: 'inactive' }],
      ['PATCH', { status: 'active' }],
    ]);
  });

  it.each([
    ['fr', 'En attente de validation par un administrateur', 'Refusée par un administrateur : modifiez-la'],
    ['en', 'Awaiting review by an administrator', 'Rejected by an administrator: edit it'],
  ] as const)('offers no status toggle on pending or rejected ads, and says why (%s)', async (locale, pending, rejected) => {
    const refused = makeAd({ id: 4, slug: 'tv-4', title: 'TV Samsung', status: 'rejected', rejection_reason: 'Photo floue' });
    renderDashboard({ '/api/my-ads': () => ({ body: productsPage([phone, moto, refused]) }) }, locale);
    await screen.findByRole('link', { name: 'TV Samsung' });
    for (const title of ['Moto Haojue', 'TV Samsung']) {
      expect(within(rowOf(title)).queryByRole('button', { name: /^(Activer|Désactiver|Activate|Deactivate) / })).toBeNull();
    }
    expect(within(rowOf('Moto Haojue')).getByText(new RegExp(pending))).toBeInTheDocument();
    expect(within(rowOf('TV Samsung')).getByText(new RegExp(rejected))).toBeInTheDocument();
    expect(within(rowOf('Tecno Spark 20')).getByRole('button', { name: /^(Désactiver|Deactivate) / })).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses the change, else a generic error", async () => {
    const { user } = renderDashboard({
      '/api/my-ads': () => ({ body: productsPage([fridge, phone]) }),
      '/api/ads/2/status': () => ({
        status: 403,
        body: { message: 'Cette annonce est en attente de validation par un administrateur' },
      }),
      '/api/ads/1/status': () => ({ status: 500, body: {} }),
    });
    await user.click(await screen.findByRole('button', { name: 'Activer « Frigo LG »' }));
    expect(await screen.findByText('Cette annonce est en attente de validation par un administrateur')).toBeInTheDocument();
    expect(screen.queryByText("Impossible de modifier le statut de l'annonce. Veuillez réessayer.")).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Désactiver « Tecno Spark 20 »' }));
    expect(await screen.findByText("Impossible de modifier le statut de l'annonce. Veuillez réessayer.")).toBeInTheDocument();
  });

  it('deletes a product after a confirm dialog naming it', async () => {
    let ads = [phone, fridge];
    const { api, user } = renderDashboard({
      '/api/my-ads': () => ({ body: productsPage(ads) }),
      '/api/ads/2': () => {
        ads = [phone];
        return { body: { message: 'Votre annonce a été supprimée.' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Supprimer « Frigo LG »' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('« Frigo LG » sera supprimé');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('« Frigo LG » a été supprimé.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Frigo LG' })).toBeNull());
    expect(api.requestsTo('/api/ads/2').map((r) => r.method)).toEqual(['DELETE']);
  });

  it.each([
    ['fr', 'Impossible de charger les produits'],
    ['en', 'Failed to load products'],
  ] as const)('says the products failed to load (%s)', async (locale, message) => {
    renderDashboard({ '/api/my-ads': () => ({ status: 500, body: { message: 'boom' } }) }, locale);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('offers the first product when there is none', async () => {
    renderDashboard({ '/api/my-ads': () => ({ body: productsPage([]) }) });
    expect(await screen.findByRole('link', { name: 'Ajouter mon premier produit' })).toHaveAttribute('href', '/post-ad');
  });

  it('saves the settings, and fails with its message when the answer has no business_profile', async () => {
    let answer: unknown = { business_profile: { ...profile, address: 'Limete' } };
    const { api, user, store } = renderDashboard(
      {
        '/api/my-ads': () => ({ body: productsPage([]) }),
        '/api/business-profile': () => ({ body: answer }),
      },
      'en',
    );
    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    const address = await screen.findByLabelText(/Address/);
    expect(screen.getByLabelText(/Business name/)).toHaveValue('Kin Électro');
    await user.clear(address);
    await user.type(address, 'Limete');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your business profile has been updated.')).toBeInTheDocument();
    expect(store.getState().session.user?.business_profile?.address).toBe('Limete');
    expect(api.requestsTo('/api/business-profile')[0]).toMatchObject({ method: 'PUT', body: { address: 'Limete', business_name: 'Kin Électro' } });

    answer = { profile: {} };
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByTestId('business-form-error')).toHaveTextContent('Invalid response from server');
  });
});
