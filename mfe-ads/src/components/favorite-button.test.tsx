import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@sokoni/shared-ui/test';
import { makeAd, makeUser } from '@sokoni/contracts/testing';
import { adPage, home, page } from '../test/fixtures';
import { adPageApi } from '../features/ad-details/api/ad-page-api';
import { adsApi } from '../features/browse/api/ads-api';
import { favoritesApi } from '../features/favorites/api/favorites-api';
import { homeApi } from '../features/home/api/home-api';
import { holdRequest } from '../test/held-request';
import { renderApp } from '../test/render-app';

const buyer = makeUser({ id: 50 });
const ads = [makeAd({ id: 1, title: 'Toyota RAV4 2015', is_favorited: false }), makeAd({ id: 2, title: 'Canapé 3 places', is_favorited: true })];

/** Holds the favourite call until the test lets it answer, to see the screen in between. */
const gatedFavorite = (status: number, body: unknown) => holdRequest((url) => url.endsWith('/favorite'), status, body);

async function cardOf(title: string) {
  return within((await screen.findByRole('link', { name: title })).closest('article') as HTMLElement);
}

describe('Favourite hearts', () => {
  it('fills the heart at once, before the server answers', async () => {
    mockApi({ '/api/ads': () => ({ body: page(ads) }) });
    const release = gatedFavorite(200, { message: 'Annonce ajoutée à vos favoris', is_favorited: true });
    const { user, store } = renderApp('/ads', { user: buyer });
    await user.click(await (await cardOf('Toyota RAV4 2015')).findByRole('button', { name: 'Ajouter aux favoris' }));
    expect(await (await cardOf('Toyota RAV4 2015')).findByRole('button', { name: 'Retirer des favoris' })).toBeInTheDocument();
    release();
    await waitFor(() =>
      expect(Object.values(store.getState().api.mutations).map((mutation) => mutation?.status)).toEqual(['fulfilled']),
    );
    expect((await cardOf('Toyota RAV4 2015')).getByRole('button', { name: 'Retirer des favoris' })).toBeInTheDocument();
    expect((await cardOf('Canapé 3 places')).getByRole('button', { name: 'Retirer des favoris' })).toBeInTheDocument();
  });

  it('puts the heart back and shows Failed to toggle favorite when the server fails', async () => {
    mockApi({ '/api/ads': () => ({ body: page(ads) }) });
    const release = gatedFavorite(500, {});
    const { user } = renderApp('/ads', { locale: 'en', user: buyer });
    await user.click(await (await cardOf('Canapé 3 places')).findByRole('button', { name: 'Remove from favorites' }));
    expect(await (await cardOf('Canapé 3 places')).findByRole('button', { name: 'Add to favorites' })).toBeInTheDocument();
    release();
    expect(await screen.findByText('Failed to toggle favorite')).toBeInTheDocument();
    expect(await (await cardOf('Canapé 3 places')).findByRole('button', { name: 'Remove from favorites' })).toBeInTheDocument();
  });

  it('flips the heart in every cached list holding the ad at once, and puts them all back on error', async () => {
    const car = makeAd({ id: 1, title: 'Toyota RAV4 2015', is_favorited: false });
    mockApi({
      '/api/ads': () => ({ body: page([car, ads[1]]) }),
      '/api/my-favorites': () => ({ body: page([car]) }),
      '/bff/home': () => ({ body: home({ recent_ads: [car], boosted_ads: [car] }) }),
      '/bff/ads/*': () => ({ body: adPage({ similar_ads: [car] }) }),
    });
    const release = gatedFavorite(500, {});
    const { user, store } = renderApp('/ads', { locale: 'en', user: buyer });
    const category = { category: 'vehicules' };
    const homeArgs = { display_currency: 'USD' };
    const adPageArgs = { slug: 'iphone-13-77', display_currency: 'USD' };
    await Promise.all([
      store.dispatch(adsApi.endpoints.listAds.initiate(category)),
      store.dispatch(favoritesApi.endpoints.listMyFavorites.initiate({})),
      store.dispatch(homeApi.endpoints.getHome.initiate(homeArgs)),
      store.dispatch(adPageApi.endpoints.getAdPage.initiate(adPageArgs)),
    ]);
    const hearts = () => {
      const state = store.getState();
      const data = {
        category: adsApi.endpoints.listAds.select(category)(state).data?.data,
        favorites: favoritesApi.endpoints.listMyFavorites.select({})(state).data?.data,
        home: homeApi.endpoints.getHome.select(homeArgs)(state).data,
        adPage: adPageApi.endpoints.getAdPage.select(adPageArgs)(state).data,
      };
      return [
        data.category?.[0],
        data.favorites?.[0],
        data.home?.recent_ads[0],
        data.home?.boosted_ads[0],
        data.adPage?.similar_ads[0],
      ].map((ad) => ad?.is_favorited);
    };
    expect(hearts()).toEqual([false, false, false, false, false]);

    await user.click(await (await cardOf('Toyota RAV4 2015')).findByRole('button', { name: 'Add to favorites' }));
    expect(await (await cardOf('Toyota RAV4 2015')).findByRole('button', { name: 'Remove from favorites' })).toBeInTheDocument();
    expect(hearts()).toEqual([true, true, true, true, true]);
    // The other ads keep their hearts.
    expect(adPageApi.endpoints.getAdPage.select(adPageArgs)(store.getState()).data?.ad.is_favorited).toBeUndefined();

    release();
    expect(await screen.findByText('Failed to toggle favorite')).toBeInTheDocument();
    expect(hearts()).toEqual([false, false, false, false, false]);
    expect((await cardOf('Toyota RAV4 2015')).getByRole('button', { name: 'Add to favorites' })).toBeInTheDocument();
  });

  it('toggles on the ad page too', async () => {
    const data = adPage();
    const api = mockApi({
      '/bff/ads/iphone-13-77': () => ({ body: { ...data, ad: { ...data.ad, is_favorited: false } } }),
      '/api/ads/77/favorite': () => ({ body: { message: 'Annonce ajoutée à vos favoris', is_favorited: true } }),
    });
    const { user } = renderApp('/ads/iphone-13-77', { user: buyer });
    await screen.findByRole('heading', { level: 1, name: 'iPhone 13 128 Go' });
    const summary = within(screen.getByRole('complementary'));
    await user.click(await summary.findByRole('button', { name: 'Ajouter aux favoris' }));
    const filled = await within(screen.getByRole('complementary')).findByRole('button', { name: 'Retirer des favoris' });
    expect(filled).toHaveFocus();
    await waitFor(() => expect(api.requestsTo('/api/ads/77/favorite')).toHaveLength(1));
  });

  it('asks a signed-out visitor to sign in and brings them back to the page', async () => {
    const api = mockApi({ '/api/ads': () => ({ body: page(ads) }) });
    const { user } = renderApp('/ads?q=toyota');
    await user.click(await (await cardOf('Toyota RAV4 2015')).findByRole('button', { name: 'Ajouter aux favoris' }));
    await waitFor(() => expect(screen.getByTestId('current-url')).toHaveTextContent('/login?redirect=%2Fads%3Fq%3Dtoyota'));
    expect(screen.getByText('Connectez-vous pour enregistrer vos annonces favorites.')).toBeInTheDocument();
    expect(api.requests.filter(({ url }) => url.pathname.endsWith('/favorite'))).toHaveLength(0);
  });

  it('shows no heart on the user’s own ads', async () => {
    mockApi({ '/api/ads': () => ({ body: page([makeAd({ id: 5, title: 'Mon vélo', user: { ...ads[0].user, id: 50 } })]) }) });
    renderApp('/ads', { user: buyer });
    await screen.findByRole('link', { name: 'Mon vélo' });
    expect(screen.queryByRole('button', { name: 'Ajouter aux favoris' })).toBeNull();
  });
});
