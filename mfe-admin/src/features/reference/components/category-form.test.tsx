import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@sokoni/shared-ui/test';
import { renderAsAdmin } from '../../../test/admin';

const created = {
  id: 9,
  slug: 'telephones-mobiles',
  name_fr: 'Téléphones mobiles',
  name_en: 'Mobile phones',
  parent_id: null,
  position: 9,
  is_active: true,
  ads_count: 0,
};

describe('adding a category', () => {
  it('fills the slug from the French name as it is typed, until the slug is edited by hand', async () => {
    const api = mockApi({
      'GET /api/admin/categories': () => ({ body: { data: [] } }),
      'POST /api/admin/categories': () => ({ status: 201, body: created }),
    });
    const { user } = renderAsAdmin('/admin/categories');
    await user.click(await screen.findByRole('button', { name: 'Ajouter une catégorie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une catégorie' });
    const slug = within(dialog).getByRole('textbox', { name: /Slug/ });
    await user.type(within(dialog).getByRole('textbox', { name: /Nom en français/ }), 'Téléphones & Œuvres');
    expect(slug).toHaveValue('telephones-oeuvres');
    await user.clear(slug);
    await user.type(slug, 'telephones-mobiles');
    const french = within(dialog).getByRole('textbox', { name: /Nom en français/ });
    await user.clear(french);
    await user.type(french, 'Téléphones mobiles');
    // Typed by hand: the slug no longer follows the name.
    expect(slug).toHaveValue('telephones-mobiles');
    await user.type(within(dialog).getByRole('textbox', { name: /Nom en anglais/ }), 'Mobile phones');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.requestsTo('POST /api/admin/categories')).toHaveLength(1));
    expect(api.requestsTo('POST /api/admin/categories')[0].body).toEqual({
      slug: 'telephones-mobiles',
      name_fr: 'Téléphones mobiles',
      name_en: 'Mobile phones',
      parent_id: null,
    });
  });

  it.each([
    [
      'fr',
      'Ajouter une catégorie',
      /Nom en anglais/,
      'Enregistrer',
      "Indiquez un slug : il forme l'adresse de la page (par exemple « telephones-mobiles »).",
      'Le slug ne peut contenir que des lettres minuscules sans accents, des chiffres et des tirets entre les mots (par exemple « telephones-mobiles »).',
    ],
    [
      'en',
      'Add a category',
      /Name in English/,
      'Save',
      'Enter a slug: it makes the page’s address (for example “mobile-phones”).',
      'A slug may only hold lower-case letters without accents, digits and dashes between words (for example “mobile-phones”).',
    ],
  ] as const)(
    'says precisely what is wrong with an empty or invalid slug (%s)',
    async (locale, add, english, save, empty, invalid) => {
      const api = mockApi({ 'GET /api/admin/categories': () => ({ body: { data: [] } }) });
      const { user } = renderAsAdmin('/admin/categories', { locale });
      await user.click(await screen.findByRole('button', { name: add }));
      const dialog = await screen.findByRole('dialog', { name: add });
      await user.type(within(dialog).getByRole('textbox', { name: english }), 'Phones');
      await user.click(within(dialog).getByRole('button', { name: save }));
      const slug = within(dialog).getByRole('textbox', { name: /Slug/ });
      await waitFor(() => expect(slug).toHaveAccessibleDescription(expect.stringContaining(empty)));
      await user.type(slug, 'Téléphones!');
      await user.click(within(dialog).getByRole('button', { name: save }));
      await waitFor(() => expect(slug).toHaveAccessibleDescription(expect.stringContaining(invalid)));
      expect(api.requestsTo('/api/admin/categories').filter((call) => call.method === 'POST')).toHaveLength(0);
    },
  );

  it('shows the server’s message under its field', async () => {
    mockApi({
      'GET /api/admin/categories': () => ({ body: { data: [] } }),
      'POST /api/admin/categories': () => ({
        status: 422,
        body: { message: 'Les données sont invalides.', errors: { name_en: ['Ce champ est obligatoire'] } },
      }),
    });
    const { user } = renderAsAdmin('/admin/categories');
    await user.click(await screen.findByRole('button', { name: 'Ajouter une catégorie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une catégorie' });
    await user.type(within(dialog).getByRole('textbox', { name: /Nom en français/ }), 'Vélos');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Nom en anglais/ })).toHaveAccessibleDescription(
        expect.stringContaining('Ce champ est obligatoire'),
      ),
    );
  });
});
