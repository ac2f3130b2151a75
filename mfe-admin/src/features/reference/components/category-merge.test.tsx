import { screen, waitFor, within } from '@testing-library/react';
import type { AdminCategory } from '@sokoni/contracts';
import { mockApi } from '@sokoni/shared-ui/test';
import { renderAsAdmin } from '../../../test/admin';

const category = (values: Partial<AdminCategory> & { id: number; name_fr: string }): AdminCategory => ({
  slug: values.name_fr.toLowerCase(),
  name_en: values.name_fr,
  parent_id: null,
  position: values.id,
  is_active: true,
  ads_count: 0,
  attributes: [],
  ...values,
});
const phones = category({ id: 1, name_fr: 'Téléphones', name_en: 'Phones', ads_count: 4 });
const mobiles = category({ id: 2, name_fr: 'Mobiles', ads_count: 3 });
const smartphones = category({ id: 3, name_fr: 'Smartphones', parent_id: 2 });

describe('categories: edit names and merge', () => {
  it('edits the French and English names', async () => {
    const api = mockApi({
      'GET /api/admin/categories': () => ({ body: { data: [phones, mobiles, smartphones] } }),
      'PUT /api/admin/categories/1': () => ({ body: { ...phones, name_en: 'Mobile phones' } }),
    });
    const { user } = renderAsAdmin('/admin/categories');
    await user.click(await screen.findByRole('button', { name: 'Modifier « Téléphones »' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la catégorie' });
    const english = within(dialog).getByLabelText(/Nom en anglais/);
    expect(english).toHaveValue('Phones');
    await user.clear(english);
    await user.type(english, 'Mobile phones');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.requestsTo('/api/admin/categories/1')).toHaveLength(1));
    expect(api.requestsTo('/api/admin/categories/1')[0].body).toEqual({
      slug: 'téléphones',
      name_fr: 'Téléphones',
      name_en: 'Mobile phones',
      parent_id: null,
      // The category's fields go back as they were (it has none).
      attributes: [],
    });
    expect(await screen.findByText('« Téléphones » a été enregistré.')).toBeInTheDocument();
  });

  it('merges into another category, never into its own sub-categories', async () => {
    const api = mockApi({
      'GET /api/admin/categories': () => ({ body: { data: [phones, mobiles, smartphones] } }),
      'POST /api/admin/categories/2/merge': () => ({
        body: {
          message: 'La catégorie a été fusionnée.',
          moved_ads: 3,
          category: { ...phones, ads_count: 7 },
        },
      }),
    });
    const { user } = renderAsAdmin('/admin/categories');
    await user.click(await screen.findByRole('button', { name: 'Fusionner « Mobiles »' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Fusionner « Mobiles » dans une autre catégorie',
    });
    expect(
      within(dialog).getByText(
        '3 annonces de « Mobiles » passeront dans la catégorie choisie, avec ses sous-catégories et les recherches enregistrées, puis « Mobiles » sera supprimée.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Son adresse, /category/mobiles, mènera ensuite à la catégorie choisie : les liens partagés continuent de fonctionner.',
      ),
    ).toBeInTheDocument();
    const select = within(dialog).getByLabelText(/Fusionner dans/);
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Choisissez une catégorie', 'Téléphones']);
    expect(within(dialog).getByRole('button', { name: 'Fusionner' })).toBeDisabled();
    await user.selectOptions(select, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Fusionner' }));
    await waitFor(() => expect(api.requestsTo('/api/admin/categories/2/merge')).toHaveLength(1));
    expect(api.requestsTo('/api/admin/categories/2/merge')[0].body).toEqual({ into_id: 1 });
    expect(await screen.findByText('« Mobiles » a été fusionnée dans « Téléphones ».')).toBeInTheDocument();
  });

  it('says when a category without ads is merged (English)', async () => {
    mockApi({ 'GET /api/admin/categories': () => ({ body: { data: [phones, mobiles, smartphones] } }) });
    const { user } = renderAsAdmin('/admin/categories', { locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Merge “Smartphones”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge “Smartphones” into another category' });
    expect(
      within(dialog).getByText(
        '“Smartphones” has no ads. Its sub-categories and saved searches will move to the chosen category, then it will be deleted.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Its address, /category/smartphones, will then lead to the chosen category: links shared keep working.'),
    ).toBeInTheDocument();
  });

  it('renames a category in place in both languages; Escape leaves it as it was', async () => {
    const api = mockApi({
      'GET /api/admin/categories': () => ({ body: { data: [phones, mobiles, smartphones] } }),
      'PUT /api/admin/categories/1': () => ({
        body: { ...phones, name_fr: 'Téléphones & tablettes', name_en: 'Phones & tablets' },
      }),
    });
    const { user } = renderAsAdmin('/admin/categories');
    await user.click(await screen.findByRole('button', { name: 'Renommer « Mobiles »' }));
    let form = screen.getByRole('form', { name: 'Renommer « Mobiles »' });
    await user.type(within(form).getByLabelText(/Nom en français/), ' neufs');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: 'Renommer « Mobiles »' })).not.toBeInTheDocument();
    expect(screen.getByText('Mobiles / Mobiles')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Renommer « Téléphones »' }));
    form = screen.getByRole('form', { name: 'Renommer « Téléphones »' });
    const french = within(form).getByLabelText(/Nom en français/);
    const english = within(form).getByLabelText(/Nom en anglais/);
    expect(french).toHaveFocus();
    await user.clear(english);
    await user.click(within(form).getByRole('button', { name: 'Enregistrer les noms' }));
    expect(await within(form).findByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(api.requestsTo('/api/admin/categories/1')).toHaveLength(0);
    await user.clear(french);
    await user.type(french, 'Téléphones & tablettes');
    await user.type(english, 'Phones & tablets{Enter}');
    await waitFor(() => expect(api.requestsTo('/api/admin/categories/1')).toHaveLength(1));
    expect(api.requestsTo('/api/admin/categories/1')[0].body).toEqual({
      name_fr: 'Téléphones & tablettes',
      name_en: 'Phones & tablets',
    });
    expect(
      await screen.findByText('La catégorie s’appelle maintenant « Téléphones & tablettes ».'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Renommer « Téléphones »' })).not.toBeInTheDocument();
  });

  it('shows the server’s message under the name it is about (English)', async () => {
    mockApi({
      'GET /api/admin/categories': () => ({ body: { data: [phones] } }),
      'PUT /api/admin/categories/1': () => ({
        status: 422,
        body: { message: 'The given data was invalid.', errors: { name_en: ['This field is required'] } },
      }),
    });
    const { user } = renderAsAdmin('/admin/categories', { locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Rename “Téléphones”' }));
    const form = screen.getByRole('form', { name: 'Rename “Téléphones”' });
    await user.type(within(form).getByLabelText(/Name in English/), ' & tablets');
    await user.click(within(form).getByRole('button', { name: 'Save the names' }));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Name in English/)).toHaveValue('Phones & tablets');
  });
});
