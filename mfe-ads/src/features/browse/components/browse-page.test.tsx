import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, restoreFetch, type MockResponse } from '../../../test/mock-api';
import { categoryTree, currencies, locations, makeAd, page } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

afterEach(restoreFetch);

/** jsdom applies no media queries: the page renders its phone layout, with the filters folded. */
async function openFilters(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Filtres' }));
}

function catalog(ads: (url: URL) => MockResponse) {
  return mockApi({
    '/api/ads': ads,
    '/api/categories': () => ({ body: { data: categoryTree } }),
    '/api/locations': () => ({ body: { data: locations } }),
    '/api/currencies': () => ({ body: { data: currencies } }),
  });
}

describe('Browse Ads', () => {
  it('reads its filters from the URL and sends them to the api', async () => {
    const api = catalog(() => ({ body: page([makeAd({ id: 1, title: 'Toyota RAV4' })]) }));
    const { user } = renderApp(
      '/ads?q=toyota&category=cars&location=gombe&min_price=100&max_price=5000&price_currency=USD&sort=price_asc&page=2',
    );
    expect(await screen.findByRole('link', { name: 'Toyota RAV4' })).toBeInTheDocument();
    await openFilters(user);
    expect(screen.getByRole('heading', { level: 1, name: 'Résultats pour « toyota »' })).toBeInTheDocument();
    const sent = api.callsTo('/api/ads')[0].searchParams;
    expect(Object.fromEntries(sent)).toEqual({
      q: 'toyota',
      category: 'cars',
      location: 'gombe',
      min_price: '100',
      max_price: '5000',
      price_currency: 'USD',
      sort: 'price_asc',
      page: '2',
      display_currency: 'USD',
      per_page: '24',
    });
    expect(screen.getByRole('searchbox', { name: 'Mots-clés' })).toHaveValue('toyota');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Catégorie' })).toHaveValue('cars'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Lieu' })).toHaveValue('gombe'));
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toHaveValue('price_asc');
  });

  it('puts a changed filter in the URL, back to page 1, and fetches again', async () => {
    const api = catalog((url) => ({
      body: page([makeAd({ id: 1, title: url.searchParams.get('category') === 'laptops' ? 'Dell XPS' : 'Toyota RAV4' })]),
    }));
    const { user } = renderApp('/ads?page=3');
    await screen.findByRole('link', { name: 'Toyota RAV4' });
    await openFilters(user);
    await screen.findByRole('option', { name: 'Ordinateurs portables' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Catégorie' }), 'laptops');
    expect(screen.getByTestId('current-url')).toHaveTextContent(/^\/ads\?category=laptops$/);
    expect(await screen.findByRole('link', { name: 'Dell XPS' })).toBeInTheDocument();
    expect(api.callsTo('/api/ads').at(-1)?.searchParams.get('category')).toBe('laptops');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'price_desc');
    expect(screen.getByTestId('current-url')).toHaveTextContent('/ads?category=laptops&sort=price_desc');

    await user.type(screen.getByRole('searchbox', { name: 'Mots-clés' }), 'dell');
    await user.type(screen.getByRole('spinbutton', { name: 'Prix minimum' }), '200');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Devise du prix' }), 'CDF');
    await user.click(screen.getByRole('button', { name: 'Appliquer les filtres' }));
    expect(screen.getByTestId('current-url')).toHaveTextContent(
      '/ads?category=laptops&sort=price_desc&q=dell&min_price=200&price_currency=CDF',
    );
  });

  it('refuses a minimum price above the maximum', async () => {
    catalog(() => ({ body: page([]) }));
    const { user } = renderApp('/ads');
    await openFilters(user);
    await user.type(screen.getByRole('spinbutton', { name: 'Prix minimum' }), '500');
    await user.type(screen.getByRole('spinbutton', { name: 'Prix maximum' }), '100');
    await user.click(screen.getByRole('button', { name: 'Appliquer les filtres' }));
    expect(screen.getByText('Le prix minimum doit être inférieur au prix maximum')).toBeInTheDocument();
    expect(screen.getByTestId('current-url')).toHaveTextContent(/^\/ads$/);
  });

  it('shows the count and pages that keep the search', async () => {
    catalog(() => ({ body: page([makeAd({ id: 1 })], { total: 100, last_page: 5, current_page: 2 }) }));
    renderApp('/ads?q=moto&page=2');
    expect(await screen.findByText('100 annonces')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pages des résultats' });
    expect(within(nav).getAllByRole('link', { name: 'Page 3' })[0]).toHaveAttribute('href', '/ads?q=moto&page=3');
    expect(within(nav).getAllByRole('link', { name: 'Page 1' })[0]).toHaveAttribute('href', '/ads?q=moto');
  });

  it('says when nothing matches and resets the filters', async () => {
    catalog(() => ({ body: page([]) }));
    const { user } = renderApp('/ads?q=introuvable&sort=price_asc');
    expect(await screen.findByRole('heading', { name: 'Aucune annonce ne correspond à votre recherche' })).toBeInTheDocument();
    const empty = screen.getByRole('heading', { name: 'Aucune annonce ne correspond à votre recherche' }).parentElement as HTMLElement;
    await user.click(within(empty).getByRole('button', { name: 'Réinitialiser les filtres' }));
    expect(screen.getByTestId('current-url')).toHaveTextContent(/^\/ads$/);
  });

  it('shows the error with a retry', async () => {
    let calls = 0;
    catalog(() => {
      calls += 1;
      return calls === 1 ? { status: 500, body: {} } : { body: page([makeAd({ id: 5, title: 'Frigo LG' })]) };
    });
    const { user } = renderApp('/ads');
    expect(await screen.findByText('Impossible de charger les annonces')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'Frigo LG' })).toBeInTheDocument();
  });

  it('says the default error in English', async () => {
    catalog(() => ({ status: 500, body: {} }));
    renderApp('/ads', { locale: 'en' });
    expect(await screen.findByText('Failed to fetch ads')).toBeInTheDocument();
  });

  it('folds the filters behind a button on phones', async () => {
    catalog(() => ({ body: page([]) }));
    const { user } = renderApp('/ads');
    const toggle = screen.getByRole('button', { name: 'Filtres' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
