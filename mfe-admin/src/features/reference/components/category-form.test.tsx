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
  attributes: [],
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
      attributes: [],
    });
  });

  it("edits a category's fields as a JSON list, checked by the api's rule before sending", async () => {
    const year = { key: 'year', type: 'number', label: { fr: 'Année', en: 'Year' }, min: 1960, max: 2030 };
    const api = mockApi({
      'GET /api/admin/categories': () => ({ body: { data: [{ ...created, attributes: [year] }] } }),
      'PUT /api/admin/categories/9': () => ({ body: created }),
    });
    const { user } = renderAsAdmin('/admin/categories', { locale: 'en' });
    await user.click(await screen.findByRole('button', { name: /Edit.*Téléphones mobiles/ }));
    const dialog = await screen.findByRole('dialog');
    const fields = within(dialog).getByRole('textbox', { name: 'Ad fields (JSON)' });
    expect(JSON.parse((fields as HTMLTextAreaElement).value)).toEqual([year]);
    await user.clear(fields);
    await user.click(fields);
    await user.paste(JSON.stringify([year, { ...year, min: 2030, max: 1960 }]));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(fields).toHaveAccessibleDescription(expect.stringContaining('Field 2 (key): duplicate key'));
    await user.clear(fields);
    await user.click(fields);
    await user.paste('[{"key": "year"');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(fields).toHaveAccessibleDescription(expect.stringContaining('This text is not a valid JSON list'));
    expect(api.requestsTo('PUT /api/admin/categories/9')).toHaveLength(0);
    await user.clear(fields);
    await user.click(fields);
    await user.paste(JSON.stringify([{ ...year, max: 2035 }]));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.requestsTo('PUT /api/admin/categories/9')).toHaveLength(1));
    expect(api.requestsTo('PUT /api/admin/categories/9')[0].body).toMatchObject({ attributes: [{ ...year, max: 2035 }] });
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
