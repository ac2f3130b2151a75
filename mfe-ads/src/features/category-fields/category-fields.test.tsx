import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '@sokoni/shared-ui/test';
import { fieldsOfAd } from '@sokoni/contracts';
import { currencies, makeAd, makeUser } from '@sokoni/contracts/testing';
import { carFields, catalogueRoutes, categoryTree, locations, page } from '../../test/fixtures';
import { fakeUploadsInEachTest } from '../../test/mock-xhr';
import { renderApp } from '../../test/render-app';
import { fieldRows } from './ad-field-table';

const xhr = fakeUploadsInEachTest();

const seller = makeUser({ id: 3, name: 'Patrick' });
type User = ReturnType<typeof renderApp>['user'];

async function fillCarAd(
  user: User,
  names: { title: string; category: string; sub: string; description: string; place: string },
) {
  await user.type(await screen.findByRole('textbox', { name: names.title }), 'Toyota RAV4 2014');
  await user.selectOptions(screen.getByRole('combobox', { name: names.category }), '2');
  await user.selectOptions(screen.getByRole('combobox', { name: names.sub }), '9');
  await user.type(
    screen.getByRole('textbox', { name: names.description }),
    'Dédouanée, très propre, entretien à jour.',
  );
  await user.selectOptions(screen.getByRole('combobox', { name: names.place }), '40');
}

describe('category fields in the ad form', () => {
  it("shows the car's fields with their unit and range, checks them as the api does, and sends them as JSON", async () => {
    mockApi(catalogueRoutes());
    const { user } = renderApp('/post-ad', { locale: 'fr', user: seller });
    await fillCarAd(user, {
      title: 'Titre',
      category: 'Catégorie',
      sub: 'Sous-catégorie',
      description: 'Description',
      place: 'Ville ou commune',
    });
    expect(screen.getByRole('combobox', { name: 'Marque' })).toBeInTheDocument();
    const mileage = screen.getByRole('textbox', { name: 'Kilométrage (km)' });
    expect(mileage).toHaveAccessibleDescription(/^Entre 0 et 2\s000\s000$/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Marque' }), 'toyota');
    await user.type(screen.getByRole('textbox', { name: 'Année' }), '1850');
    await user.type(mileage, 'beaucoup');
    await user.click(screen.getByRole('button', { name: "Publier l'annonce" }));
    expect(screen.getByRole('textbox', { name: 'Année' })).toHaveAccessibleDescription(
      expect.stringContaining('La valeur doit être supérieure ou égale à 1960'),
    );
    expect(mileage).toHaveAccessibleDescription(expect.stringContaining('Ce champ doit être un nombre'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Année' })).toHaveFocus());
    expect(xhr.requests).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: 'Année' }));
    await user.type(screen.getByRole('textbox', { name: 'Année' }), '2014');
    await user.clear(mileage);
    await user.type(mileage, '145 000');
    await user.click(screen.getByRole('button', { name: "Publier l'annonce" }));
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    expect(JSON.parse(xhr.requests[0].field('attributes') as string)).toEqual({
      make: 'toyota',
      year: '2014',
      mileage_km: '145 000',
    });
    await xhr.requests[0].respond(422, {
      message: 'Veuillez vérifier le formulaire et corriger les erreurs',
      errors: { 'attributes.year': ['Année refusée par le serveur'] },
    });
    expect(await screen.findByRole('textbox', { name: 'Année' })).toHaveAccessibleDescription(
      expect.stringContaining('Année refusée par le serveur'),
    );
  });

  it('speaks English, and empties the fields when the category changes', async () => {
    mockApi(catalogueRoutes());
    const { user } = renderApp('/post-ad', { locale: 'en', user: seller });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Category' }), '2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sub-category' }), '9');
    await user.type(screen.getByRole('textbox', { name: 'Year' }), '2031');
    await user.click(screen.getByRole('button', { name: 'Post the ad' }));
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveAccessibleDescription(
      expect.stringContaining('The value must be less than or equal to 2030'),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), '1');
    expect(screen.queryByRole('textbox', { name: 'Year' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), '2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sub-category' }), '9');
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveValue('');
  });
});

describe('category fields in the filter panel', () => {
  function catalog() {
    return mockApi({
      '/api/ads': () => ({ body: page([makeAd({ id: 1, title: 'Toyota Hilux' })]) }),
      '/api/categories': () => ({ body: { data: categoryTree } }),
      '/api/locations': () => ({ body: { data: locations } }),
      '/api/currencies': () => ({ body: { data: currencies } }),
    });
  }

  it("offers the chosen category's fields, sends them as attr.* and drops them with the category", async () => {
    const api = catalog();
    const { user } = renderApp('/ads?category=cars');
    await screen.findByRole('link', { name: 'Toyota Hilux' });
    await user.click(screen.getByRole('button', { name: 'Filtres' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Marque' }), 'toyota');
    await waitFor(() => expect(screen.getByTestId('current-url')).toHaveTextContent('attr.make=toyota'));
    await user.type(await screen.findByRole('textbox', { name: 'Année minimum' }), '2015');
    await user.type(screen.getByRole('textbox', { name: 'Kilométrage maximum' }), '100000');
    await user.click(screen.getByRole('button', { name: 'Appliquer les filtres' }));
    await waitFor(() =>
      expect(screen.getByTestId('current-url')).toHaveTextContent(
        '/ads?category=cars&attr.make=toyota&attr.year_min=2015&attr.mileage_km_max=100000',
      ),
    );
    await waitFor(() => {
      const sent = Object.fromEntries(api.requestsTo('/api/ads').at(-1)!.url.searchParams);
      expect(sent).toMatchObject({
        category: 'cars',
        'attr.make': 'toyota',
        'attr.year_min': '2015',
        'attr.mileage_km_max': '100000',
      });
    });
    await user.click(screen.getByRole('button', { name: 'Filtres' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Catégorie' }), 'laptops');
    await waitFor(() =>
      expect(screen.getByTestId('current-url')).toHaveTextContent(/^\/ads\?category=laptops$/),
    );
  });

  it('refuses a minimum above the maximum before sending, in English', async () => {
    catalog();
    const { user } = renderApp('/ads?category=cars', { locale: 'en' });
    await screen.findByRole('link', { name: 'Toyota Hilux' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.type(await screen.findByRole('textbox', { name: 'Minimum Year' }), '2020');
    await user.type(screen.getByRole('textbox', { name: 'Maximum Year' }), '2010');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByRole('textbox', { name: 'Minimum Year' })).toHaveAccessibleDescription(
      'The minimum must be less than or equal to the maximum',
    );
    expect(screen.getByTestId('current-url')).toHaveTextContent(/^\/ads\?category=cars$/);
  });
});

describe('the ad page table', () => {
  it('shows labels, option names and units in the page language, in the category order', () => {
    const values = makeAd({ attributes: { mileage_km: 145000, make: 'toyota', year: 2014 } }).attributes;
    expect(fieldRows(carFields, values, 'en')).toEqual([
      { key: 'make', label: 'Make', value: 'Toyota' },
      { key: 'year', label: 'Year', value: '2014' },
      { key: 'mileage_km', label: 'Mileage', value: '145,000 km' },
    ]);
    expect(fieldRows(carFields, { year: 2014 }, 'fr')).toEqual([
      { key: 'year', label: 'Année', value: '2014' },
    ]);
  });

  it("reads the same from the ad's own fields (only those it has a value for, only the option chosen)", () => {
    const values = { mileage_km: 145000, make: 'toyota', year: 2014 };
    const carried = fieldsOfAd(carFields, values);
    expect(carried.map((field) => field.key)).toEqual(['make', 'year', 'mileage_km']);
    expect(carried[0].options?.map((option) => option.value)).toEqual(['toyota']);
    for (const language of ['fr', 'en'])
      expect(fieldRows(carried, values, language)).toEqual(fieldRows(carFields, values, language));
  });
});

describe('a place named in the words', () => {
  it('says which place the list was narrowed to and offers it as the place filter', async () => {
    const api = mockApi({
      '/api/ads': (url) => ({
        body: url.searchParams.get('location')
          ? page([makeAd({ id: 2, title: 'Toyota Hilux' })])
          : { ...page([makeAd({ id: 2, title: 'Toyota Hilux' })]), place: { slug: 'kinshasa', name: 'Kinshasa', path: 'Kinshasa' } },
      }),
      '/api/categories': () => ({ body: { data: categoryTree } }),
      '/api/locations': () => ({ body: { data: locations } }),
      '/api/currencies': () => ({ body: { data: currencies } }),
    });
    const { user } = renderApp('/ads?q=toyota%20Kinshasa', { locale: 'en' });
    expect(await screen.findByTestId('place-suggestion')).toHaveTextContent('Ads in Kinshasa and the places within it.');
    await user.click(screen.getByRole('button', { name: 'Filter by place: Kinshasa' }));
    await waitFor(() => expect(screen.getByTestId('current-url')).toHaveTextContent('/ads?q=toyota&location=kinshasa'));
    await waitFor(() => expect(screen.queryByTestId('place-suggestion')).not.toBeInTheDocument());
    expect(api.requestsTo('/api/ads').at(-1)!.url.searchParams.get('location')).toBe('kinshasa');
  });
});
