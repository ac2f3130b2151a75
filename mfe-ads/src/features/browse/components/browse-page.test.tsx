import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, type MockResponse } from '@sokoni/shared-ui/test';
import { makeAd, currencies } from '@sokoni/contracts/testing';
import { categoryTree, locations, page } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

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
    const sent = api.requestsTo('/api/ads')[0].url.searchParams;
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

  it('shows a former category address (merged or renamed) as the category now there, keeping the other filters', async () => {
    const laptops = categoryTree.flatMap((parent) => parent.children).find((child) => child.slug === 'laptops')!;
    const api = mockApi({
      '/api/ads': () => ({ body: page([makeAd({ id: 1, title: 'Dell XPS' })]) }),
      '/api/categories': () => ({ body: { data: categoryTree } }),
      '/api/categories/*': () => ({ body: { ...laptops, parent: null, children: [] } }),
      '/api/locations': () => ({ body: { data: locations } }),
      '/api/currencies': () => ({ body: { data: currencies } }),
    });
    const { user } = renderApp('/ads?category=portables&q=dell&sort=price_asc');
    await waitFor(() =>
      expect(screen.getByTestId('current-url')).toHaveTextContent(/^\/ads\?category=laptops&q=dell&sort=price_asc$/),
    );
    await openFilters(user);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Catégorie' })).toHaveValue('laptops'));
    expect(await screen.findByRole('link', { name: 'Dell XPS' })).toBeInTheDocument();
    expect(api.requestsTo('/api/categories/portables')).toHaveLength(1);
  });

  it('asks nothing more for a category the list holds, nor for one that does not exist', async () => {
    const api = mockApi({
      '/api/ads': () => ({ body: page([]) }),
      '/api/categories': () => ({ body: { data: categoryTree } }),
      '/api/categories/*': () => ({ status: 404, body: { message: 'Catégorie introuvable' } }),
      '/api/locations': () => ({ body: { data: locations } }),
      '/api/currencies': () => ({ body: { data: currencies } }),
    });
    const { unmount } = renderApp('/ads?category=laptops');
    await waitFor(() => expect(api.requestsTo('/api/categories')).toHaveLength(1));
    await waitFor(() => expect(api.requestsTo('/api/ads')).toHaveLength(1));
    expect(api.requests.filter(({ url }) => url.pathname.startsWith('/api/categories/'))).toEqual([]);
    unmount();
    renderApp('/ads?category=nope');
    await waitFor(() => expect(api.requestsTo('/api/categories/nope')).toHaveLength(1));
    expect(screen.getByTestId('current-url')).toHaveTextContent(/^\/ads\?category=nope$/);
  });

  it("keeps the filters' categories, places and currencies for the post-ad form to open without signal", async () => {
    localStorage.removeItem('ad_form_catalogue');
    catalog(() => ({ body: page([]) }));
    renderApp('/ads');
    await waitFor(() => {
      const kept = JSON.parse(localStorage.getItem('ad_form_catalogue') ?? '{}') as Record<string, unknown[]>;
      expect([kept.categories?.length, kept.locations?.length, kept.currencies?.length]).toEqual([
        categoryTree.length,
        locations.length,
        currencies.length,
      ]);
    });
  });

  it('puts a changed filter in the URL, back to page 1, and fetches again', async () => {
    const api = catalog((url) => ({
      body: page([
        makeAd({ id: 1, title: url.searchParams.get('category') === 'laptops' ? 'Dell XPS' : 'Toyota RAV4' }),
      ]),
    }));
    const { user } = renderApp('/ads?page=3');
    await screen.findByRole('link', { name: 'Toyota RAV4' });
    await openFilters(user);
    await screen.findByRole('option', { name: 'Ordinateurs portables' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Catégorie' }), 'laptops');
    expect(screen.getByTestId('current-url')).toHaveTextContent(/^\/ads\?category=laptops$/);
    expect(await screen.findByRole('link', { name: 'Dell XPS' })).toBeInTheDocument();
    expect(api.requestsTo('/api/ads').at(-1)?.url.searchParams.get('category')).toBe('laptops');

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

  it('keeps the words typed but not yet submitted when a category or place is picked', async () => {
    const api = catalog(() => ({ body: page([makeAd({ id: 1, title: 'Toyota RAV4' })]) }));
    const { user } = renderApp('/ads');
    await screen.findByRole('link', { name: 'Toyota RAV4' });
    await openFilters(user);
    await screen.findByRole('option', { name: 'Ordinateurs portables' });
    await user.type(screen.getByRole('searchbox', { name: 'Mots-clés' }), 'toyota');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Catégorie' }), 'laptops');
    expect(screen.getByTestId('current-url')).toHaveTextContent(/^\/ads\?category=laptops&q=toyota$/);
    expect(screen.getByRole('searchbox', { name: 'Mots-clés' })).toHaveValue('toyota');
    await waitFor(() => expect(api.requestsTo('/api/ads').at(-1)?.url.searchParams.get('q')).toBe('toyota'));

    await user.clear(screen.getByRole('searchbox', { name: 'Mots-clés' }));
    await user.type(screen.getByRole('searchbox', { name: 'Mots-clés' }), 'rav4');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Lieu' }), 'gombe');
    expect(screen.getByTestId('current-url')).toHaveTextContent(
      /^\/ads\?category=laptops&q=rav4&location=gombe$/,
    );
    expect(screen.getByRole('searchbox', { name: 'Mots-clés' })).toHaveValue('rav4');
  });

  it('offers relevance as the default order and puts a chosen sort in the URL', async () => {
    catalog(() => ({ body: page([makeAd({ id: 1, title: 'Toyota RAV4' })]) }));
    const { user } = renderApp('/ads');
    await screen.findByRole('link', { name: 'Toyota RAV4' });
    const sort = screen.getByRole('combobox', { name: 'Trier par' });
    expect(sort).toHaveValue('relevance');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pertinence', 'Les plus récentes', 'Prix croissant', 'Prix décroissant']);
    await user.selectOptions(sort, 'newest');
    expect(screen.getByTestId('current-url')).toHaveTextContent(/^\/ads\?sort=newest$/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'relevance');
    expect(screen.getByTestId('current-url')).toHaveTextContent(/^\/ads$/);
  });

  it('scrolls to the top of the results on every page change', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    try {
      catalog((url) => ({
        body: page([makeAd({ id: 1, title: `Annonce de la page ${url.searchParams.get('page') ?? '1'}` })], {
          total: 100,
          last_page: 5,
          current_page: Number(url.searchParams.get('page') ?? 1),
        }),
      }));
      const { user } = renderApp('/ads');
      await screen.findByRole('link', { name: 'Annonce de la page 1' });
      expect(scrolled).toHaveLength(0);
      const nav = screen.getByRole('navigation', { name: 'Pages des résultats' });
      await user.click(within(nav).getAllByRole('link', { name: 'Page 2' })[0]);
      await screen.findByRole('link', { name: 'Annonce de la page 2' });
      expect(scrolled).toHaveLength(1);
      expect(scrolled[0]).toContainElement(screen.getByText('100 annonces'));
      await user.click(
        within(screen.getByRole('navigation', { name: 'Pages des résultats' })).getAllByRole('link', {
          name: 'Page 3',
        })[0],
      );
      await screen.findByRole('link', { name: 'Annonce de la page 3' });
      expect(scrolled).toHaveLength(2);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('says a page past the end does not exist and links to the last page', async () => {
    catalog(() => ({ body: page([], { total: 255, last_page: 11, current_page: 99 }) }));
    renderApp('/ads?q=moto&page=99');
    expect(await screen.findByRole('heading', { name: 'Cette page n’existe pas' })).toBeInTheDocument();
    expect(screen.getByText('Ces résultats tiennent sur 11 pages.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller à la dernière page' })).toHaveAttribute(
      'href',
      '/ads?q=moto&page=11',
    );
    expect(screen.queryByText('Aucune annonce ne correspond à votre recherche')).not.toBeInTheDocument();
  });

  it('says it in English too', async () => {
    catalog(() => ({ body: page([], { total: 30, last_page: 2, current_page: 7 }) }));
    renderApp('/ads?page=7', { locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'This page does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the last page' })).toHaveAttribute('href', '/ads?page=2');
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
    expect(within(nav).getAllByRole('link', { name: 'Page 3' })[0]).toHaveAttribute(
      'href',
      '/ads?q=moto&page=3',
    );
    expect(within(nav).getAllByRole('link', { name: 'Page 1' })[0]).toHaveAttribute('href', '/ads?q=moto');
  });

  it('says when nothing matches and resets the filters', async () => {
    catalog(() => ({ body: page([]) }));
    const { user } = renderApp('/ads?q=introuvable&sort=price_asc');
    expect(
      await screen.findByRole('heading', { name: 'Aucune annonce ne correspond à votre recherche' }),
    ).toBeInTheDocument();
    const empty = screen.getByRole('heading', { name: 'Aucune annonce ne correspond à votre recherche' })
      .parentElement as HTMLElement;
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
