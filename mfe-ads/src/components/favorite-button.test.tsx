import { act, screen, waitFor, within } from '@testing-library/react';
import { mockApi, restoreFetch } from '../test/mock-api';
import { adPage, makeAd, page } from '../test/fixtures';
import { renderApp, sessionOf } from '../test/render-app';

jest.setTimeout(20_000);
afterEach(restoreFetch);

const buyer = sessionOf({ id: 50 });
const ads = [makeAd({ id: 1, title: 'Toyota RAV4 2015', is_favorited: false }), makeAd({ id: 2, title: 'Canapé 3 places', is_favorited: true })];

/** Holds the favourite call until the test lets it answer, to see the screen in between. */
function gatedFavorite(status: number, body: unknown) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const fetchMock = globalThis.fetch as jest.Mock;
  const answer = fetchMock.getMockImplementation() as (input: RequestInfo | URL) => Promise<Response>;
  fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith('/favorite')) {
      await gate;
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }
    return answer(input);
  });
  return () => release();
}

async function cardOf(title: string) {
  return within((await screen.findByRole('link', { name: title })).closest('article') as HTMLElement);
}

describe('Favourite hearts', () => {
  it('fills the heart at once, before the server answers', async () => {
    mockApi({ '/api/ads': () => ({ body: page(ads) }) });
    const release = gatedFavorite(200, { message: 'Annonce ajoutée à vos favoris', is_favorited: true });
    const { user } = renderApp('/ads', { preloadedState: { session: buyer } });
    await user.click(await (await cardOf('Toyota RAV4 2015')).findByRole('button', { name: 'Ajouter aux favoris' }));
    expect(await (await cardOf('Toyota RAV4 2015')).findByRole('button', { name: 'Retirer des favoris' })).toBeInTheDocument();
    await act(async () => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect((await cardOf('Toyota RAV4 2015')).getByRole('button', { name: 'Retirer des favoris' })).toBeInTheDocument();
    expect((await cardOf('Canapé 3 places')).getByRole('button', { name: 'Retirer des favoris' })).toBeInTheDocument();
  });

  it('puts the heart back and shows Failed to toggle favorite when the server fails', async () => {
    mockApi({ '/api/ads': () => ({ body: page(ads) }) });
    const release = gatedFavorite(500, {});
    const { user } = renderApp('/ads', { locale: 'en', preloadedState: { session: buyer } });
    await user.click(await (await cardOf('Canapé 3 places')).findByRole('button', { name: 'Remove from favorites' }));
    expect(await (await cardOf('Canapé 3 places')).findByRole('button', { name: 'Add to favorites' })).toBeInTheDocument();
    release();
    expect(await screen.findByText('Failed to toggle favorite')).toBeInTheDocument();
    expect(await (await cardOf('Canapé 3 places')).findByRole('button', { name: 'Remove from favorites' })).toBeInTheDocument();
  });

  it('toggles on the ad page too', async () => {
    const data = adPage();
    const api = mockApi({
      '/bff/ads/iphone-13-77': () => ({ body: { ...data, ad: { ...data.ad, is_favorited: false } } }),
      '/api/ads/77/favorite': () => ({ body: { message: 'Annonce ajoutée à vos favoris', is_favorited: true } }),
    });
    const { user } = renderApp('/ads/iphone-13-77', { preloadedState: { session: buyer } });
    await screen.findByRole('heading', { level: 1, name: 'iPhone 13 128 Go' });
    const summary = within(screen.getByRole('complementary'));
    await user.click(await summary.findByRole('button', { name: 'Ajouter aux favoris' }));
    const filled = await within(screen.getByRole('complementary')).findByRole('button', { name: 'Retirer des favoris' });
    expect(filled).toHaveFocus();
    await waitFor(() => expect(api.callsTo('/api/ads/77/favorite')).toHaveLength(1));
  });

  it('asks a signed-out visitor to sign in and brings them back to the page', async () => {
    const api = mockApi({ '/api/ads': () => ({ body: page(ads) }) });
    const { user } = renderApp('/ads?q=toyota');
    await user.click(await (await cardOf('Toyota RAV4 2015')).findByRole('button', { name: 'Ajouter aux favoris' }));
    await waitFor(() => expect(screen.getByTestId('current-url')).toHaveTextContent('/login?redirect=%2Fads%3Fq%3Dtoyota'));
    expect(screen.getByText('Connectez-vous pour enregistrer vos annonces favorites.')).toBeInTheDocument();
    expect(api.calls.filter((url) => url.pathname.endsWith('/favorite'))).toHaveLength(0);
  });

  it('shows no heart on the user’s own ads', async () => {
    mockApi({ '/api/ads': () => ({ body: page([makeAd({ id: 5, title: 'Mon vélo', user: { ...ads[0].user, id: 50 } })]) }) });
    renderApp('/ads', { preloadedState: { session: buyer } });
    await screen.findByRole('link', { name: 'Mon vélo' });
    expect(screen.queryByRole('button', { name: 'Ajouter aux favoris' })).toBeNull();
  });
});
