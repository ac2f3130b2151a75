import { screen, waitFor, within } from '@testing-library/react';
import type { Ad, MyAdsResponse } from '@sokoni/contracts';
import { mockApi, type MockResponse } from '@sokoni/shared-ui/test';
import { makeAd, makeUser } from '@sokoni/contracts/testing';
import { holdRequest } from '../../../test/held-request';
import { renderApp } from '../../../test/render-app';

const seller = makeUser({ id: 3 });
const counts = { all: 4, active: 1, pending: 1, inactive: 0, sold: 0, archived: 0, rejected: 1, expired: 1 };
const active = makeAd({ id: 1, slug: 'tv-1', title: 'Téléviseur Samsung 55 pouces', status: 'active' });
const pending = makeAd({ id: 2, slug: 'moto-2', title: 'Moto Haojue 125', status: 'pending' });
const rejected = makeAd({
  id: 3,
  slug: 'terrain-3',
  title: 'Terrain à Kintambo',
  status: 'rejected',
  rejection_reason: 'Photos floues, prises de trop loin.',
});
const expired = makeAd({ id: 4, slug: 'table-4', title: 'Table en bois massif', status: 'expired' });

function myAdsPage(ads: Ad[], overrides: Partial<MyAdsResponse> = {}): MyAdsResponse {
  return { data: ads, current_page: 1, last_page: 1, per_page: 12, total: ads.length, counts, ...overrides };
}

function cardOf(title: string) {
  return screen.getByRole('link', { name: title }).closest('article') as HTMLElement;
}

function renderMyAds(
  routes: Record<string, (url: URL) => MockResponse>,
  url = '/my-ads',
  locale: 'fr' | 'en' = 'fr',
) {
  const api = mockApi(routes);
  return { api, ...renderApp(url, { locale, user: seller }) };
}

describe('My Ads', () => {
  it('filters by status with counts and offers only the actions each status allows', async () => {
    const { api, user } = renderMyAds({
      '/api/my-ads': (url) => ({
        body: myAdsPage(
          url.searchParams.get('status') === 'pending' ? [pending] : [active, pending, rejected, expired],
        ),
      }),
    });
    expect(await screen.findByRole('tab', { name: 'Toutes (4)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'En attente (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Refusée (1)' })).toBeInTheDocument();

    const live = within(cardOf('Téléviseur Samsung 55 pouces'));
    expect(live.getByRole('link', { name: 'Voir' })).toHaveAttribute('href', '/ads/tv-1');
    expect(live.getByRole('link', { name: 'Modifier' })).toHaveAttribute('href', '/edit-ad/tv-1');
    expect(live.getByRole('link', { name: 'Promouvoir' })).toHaveAttribute('href', '/promote/1');
    expect(live.getByRole('button', { name: 'Marquer vendue' })).toBeInTheDocument();
    expect(live.getByRole('button', { name: 'Désactiver' })).toBeInTheDocument();

    const waiting = within(cardOf('Moto Haojue 125'));
    expect(waiting.getByText('En attente', { selector: '[data-status]' })).toBeInTheDocument();
    expect(waiting.getByText(/En attente de validation par un administrateur/)).toBeInTheDocument();
    expect(waiting.queryByRole('link', { name: 'Promouvoir' })).toBeNull();
    expect(waiting.queryByRole('button', { name: 'Marquer vendue' })).toBeNull();
    expect(waiting.queryByRole('button', { name: 'Désactiver' })).toBeNull();
    expect(waiting.getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();

    expect(
      within(cardOf('Terrain à Kintambo')).getByText(
        'Refusée : Photos floues, prises de trop loin. Modifiez-la pour la soumettre à nouveau.',
      ),
    ).toBeInTheDocument();
    expect(
      within(cardOf('Table en bois massif')).getByRole('button', { name: 'Renouveler' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'En attente (1)' }));
    await waitFor(() =>
      expect(screen.getByTestId('current-url')).toHaveTextContent('/my-ads?status=pending'),
    );
    await waitFor(() =>
      expect(api.requestsTo('/api/my-ads').at(-1)?.url.searchParams.get('status')).toBe('pending'),
    );
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Téléviseur Samsung 55 pouces' })).toBeNull(),
    );
  });

  it('marks an ad sold at once and says so', async () => {
    const { api, user } = renderMyAds({
      '/api/my-ads': () => ({ body: myAdsPage([active]) }),
      '/api/ads/1/status': () => ({ body: { ...active, status: 'sold' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Marquer vendue' }));
    expect(
      await screen.findByText('« Téléviseur Samsung 55 pouces » est marquée comme vendue.'),
    ).toBeInTheDocument();
    expect(api.requestsTo('/api/ads/1/status')).toHaveLength(1);
  });

  it('rolls an optimistic status change back with an error toast when the server refuses', async () => {
    const routes = {
      '/api/my-ads': () => ({ body: myAdsPage([active]) }),
    };
    const api = mockApi(routes);
    const answer = holdRequest((url) => url.includes('/api/ads/1/status'), 422, {
      message: 'Une annonce active ne peut pas passer à cet état',
    });
    const { user } = renderApp('/my-ads', { user: seller });
    const card = within(await screen.findByRole('article'));
    await user.click(card.getByRole('button', { name: 'Désactiver' }));
    // At once: the badge says inactive and the active-only actions are gone.
    expect(await card.findByText('Inactive', { selector: '[data-status]' })).toBeInTheDocument();
    expect(card.queryByRole('link', { name: 'Promouvoir' })).toBeNull();
    answer();
    expect(await screen.findByText('Une annonce active ne peut pas passer à cet état')).toBeInTheDocument();
    expect(card.queryByText('Inactive', { selector: '[data-status]' })).toBeNull();
    expect(card.getByRole('link', { name: 'Promouvoir' })).toBeInTheDocument();
    expect(api.requests.length).toBeGreaterThan(0);
  });

  it('asks before deleting, naming the ad, then removes it', async () => {
    let deleted = false;
    const { user } = renderMyAds({
      '/api/my-ads': () => ({
        body: myAdsPage(deleted ? [] : [active], { counts: { ...counts, all: deleted ? 3 : 4 } }),
      }),
      '/api/ads/1': () => {
        deleted = true;
        return { body: { message: 'Votre annonce a été supprimée.' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', { name: /^Supprimer l'annonce\s\?$/ });
    expect(dialog).toHaveTextContent(
      '« Téléviseur Samsung 55 pouces » sera retirée du site et de vos annonces.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Votre annonce a été supprimée.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Téléviseur Samsung 55 pouces' })).toBeNull(),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells the seller in English when a deletion fails', async () => {
    const { user } = renderMyAds(
      {
        '/api/my-ads': () => ({ body: myAdsPage([active]) }),
        '/api/ads/1': () => ({ status: 500, body: {} }),
      },
      '/my-ads',
      'en',
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this ad?' });
    expect(dialog).toHaveTextContent('“Téléviseur Samsung 55 pouces” will be removed');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting ad: Failed to delete ad')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Téléviseur Samsung 55 pouces' })).toBeInTheDocument();
  });

  it('invites a seller without ads to post one', async () => {
    renderMyAds({ '/api/my-ads': () => ({ body: myAdsPage([], { counts: { all: 0 } }) }) });
    expect(
      await screen.findByRole('heading', { name: "Vous n'avez pas encore d'annonce" }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Publier une annonce' })[1]).toHaveAttribute(
      'href',
      '/post-ad',
    );
  });
});
