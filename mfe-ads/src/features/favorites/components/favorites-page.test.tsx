import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '@sokoni/shared-ui/test';
import { makeAd, makeUser } from '@sokoni/contracts/testing';
import { page } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const buyer = makeUser({ id: 50 });

describe('My Favorites', () => {
  it('lists the saved ads, and one leaves the list once its heart is pressed', async () => {
    let favorites = [makeAd({ id: 1, title: 'Toyota RAV4 2015', is_favorited: true }), makeAd({ id: 2, title: 'Canapé 3 places', is_favorited: true })];
    const api = mockApi({
      '/api/my-favorites': () => ({ body: page(favorites, { total: favorites.length }) }),
      '/api/ads/1/favorite': () => {
        favorites = favorites.filter((ad) => ad.id !== 1);
        return { body: { message: 'Annonce retirée de vos favoris', is_favorited: false } };
      },
    });
    const { user } = renderApp('/favorites', { user: buyer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes favoris' })).toBeInTheDocument();
    expect(await screen.findByText('2 annonces enregistrées')).toBeInTheDocument();
    const buttons = await screen.findAllByRole('button', { name: 'Retirer des favoris' });
    await user.click(buttons[0]);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Toyota RAV4 2015' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Canapé 3 places' })).toBeInTheDocument();
    expect(api.requestsTo('/api/my-favorites').length).toBeGreaterThanOrEqual(2);
  });

  it('explains how to add favourites when there are none, with a way to browse', async () => {
    mockApi({ '/api/my-favorites': () => ({ body: page([]) }) });
    renderApp('/favorites', { locale: 'en', user: buyer });
    expect(await screen.findByRole('heading', { name: 'No favorites yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse ads' })).toHaveAttribute('href', '/ads');
  });
});
