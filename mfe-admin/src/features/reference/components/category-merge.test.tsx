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
    expect(within(dialog).getByText(/Ses 3 annonces et ses sous-catégories/)).toBeInTheDocument();
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
});
