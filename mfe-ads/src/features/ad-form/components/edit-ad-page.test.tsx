import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@sokoni/shared-ui/test';
import { makeAd, makeAdImage, makeUser } from '@sokoni/contracts/testing';
import { catalogueRoutes, photoFile } from '../../../test/fixtures';
import { fakeUploadsInEachTest } from '../../../test/mock-xhr';
import { renderApp } from '../../../test/render-app';

const xhr = fakeUploadsInEachTest();

const owner = makeUser({ id: 3, name: 'Patrick' });
const ad = makeAd({
  id: 55,
  slug: 'canape-55',
  title: 'Canapé trois places',
  description: 'Canapé en cuir, très confortable, peu servi.',
  price: 300,
  is_negotiable: true,
  category: {
    id: 6,
    name: 'Téléphones',
    slug: 'mobile-phones',
    parent: { id: 1, name: 'Électronique', slug: 'electronics' },
  },
  location: { id: 40, name: 'Gombe', slug: 'gombe', path: 'Gombe, Kinshasa' },
  images: [makeAdImage(1), makeAdImage(2), makeAdImage(3)].map((image, position) => ({ ...image, position })),
});

function renderEdit(
  options: {
    session?: ReturnType<typeof makeUser>;
    locale?: 'fr' | 'en';
    adRoute?: () => { status?: number; body: unknown };
  } = {},
) {
  mockApi({ ...catalogueRoutes(), '/api/ads/canape-55': options.adRoute ?? (() => ({ body: ad })) });
  return renderApp('/edit-ad/canape-55', {
    locale: options.locale,
    user: options.session ?? owner,
  });
}

describe('Edit Ad', () => {
  it('fills the form with the ad, sends removed photos as delete_images and the kept order as image_order', async () => {
    const { user } = renderEdit();
    expect(await screen.findByRole('textbox', { name: 'Titre' })).toHaveValue('Canapé trois places');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Canapé en cuir, très confortable, peu servi.',
    );
    expect(screen.getByRole('textbox', { name: 'Prix' })).toHaveValue('300');
    expect(screen.getByRole('checkbox', { name: 'Prix négociable' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Catégorie' })).toHaveValue('1');
    expect(screen.getByRole('combobox', { name: 'Sous-catégorie' })).toHaveValue('6');
    expect(screen.getByRole('combobox', { name: 'Province' })).toHaveValue('1');
    expect(screen.getByRole('combobox', { name: 'Ville ou commune' })).toHaveValue('40');
    const tiles = screen.getAllByTestId('photo-tile');
    expect(tiles.map((tile) => within(tile).getByRole('img').getAttribute('src'))).toEqual([
      '/media/ads/1/1-400.webp',
      '/media/ads/1/2-400.webp',
      '/media/ads/1/3-400.webp',
    ]);

    await user.click(screen.getByRole('button', { name: 'Retirer la photo 2' }));
    await user.click(screen.getByRole('button', { name: 'Déplacer la photo 2 vers la gauche' }));
    await user.upload(screen.getByLabelText('Choisir des photos'), photoFile('new.jpg'));
    await waitFor(() => expect(screen.getAllByTestId('photo-tile')).toHaveLength(3));
    await user.clear(screen.getByRole('textbox', { name: 'Titre' }));
    await user.type(screen.getByRole('textbox', { name: 'Titre' }), 'Canapé 3 places en cuir');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));

    const request = xhr.requests[0];
    expect(request.url).toBe('/api/ads/55');
    expect(request.field('_method')).toBe('PUT');
    expect(request.field('title')).toBe('Canapé 3 places en cuir');
    expect(request.fields().filter(([name]) => name.startsWith('delete_images'))).toEqual([
      ['delete_images[0]', '2'],
    ]);
    expect(request.fields().filter(([name]) => name.startsWith('image_order'))).toEqual([
      ['image_order[0]', '3'],
      ['image_order[1]', '1'],
    ]);
    expect(request.files().map(([name, file]) => [name, file.name])).toEqual([['images[0]', 'new.jpg']]);

    await request.respond(200, {
      ...ad,
      title: 'Canapé 3 places en cuir',
      images: [3, 1, 9].map((id, position) => ({ ...makeAdImage(id), position })),
    });
    await waitFor(() => expect(screen.getByTestId('current-url')).toHaveTextContent('/ads/canape-55'));
    expect(screen.getByText('Votre annonce a été mise à jour.')).toBeInTheDocument();
  });

  it("says so when the ad is not the user's", async () => {
    renderEdit({ session: makeUser({ id: 77 }) });
    expect(
      await screen.findByRole('heading', { name: "Vous n'avez pas la permission de modifier cette annonce" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Titre' })).toBeNull();
  });

  it('says so in English when the server refuses with 403', async () => {
    renderEdit({
      locale: 'en',
      adRoute: () => ({ status: 403, body: { message: 'You do not have permission to edit this ad' } }),
    });
    expect(
      await screen.findByRole('heading', { name: 'You do not have permission to edit this ad' }),
    ).toBeInTheDocument();
  });

  it('says Ad not found for an unknown ad', async () => {
    renderEdit({ locale: 'en', adRoute: () => ({ status: 404, body: { message: 'Ad not found' } }) });
    expect(await screen.findByRole('heading', { name: 'Ad not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my ads' })).toHaveAttribute('href', '/my-ads');
  });
});
