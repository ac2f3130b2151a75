import { screen, waitFor, within } from '@testing-library/react';
import type { AdminPlan } from '@sokoni/contracts';
import { mockApi } from '@sokoni/shared-ui/test';
import { renderAsAdmin } from '../../../test/admin';

const basic: AdminPlan = {
  id: 1,
  slug: 'basic-boost',
  name: 'Boost de base',
  description: 'Une semaine en tête',
  name_en: 'Basic Boost',
  description_en: 'A week on top',
  features_en: ['Top of the results'],
  price: 3,
  price_minor: 300,
  currency_code: 'USD',
  duration_days: 7,
  features: ['En tête des résultats'],
  boost_type: 'standard',
  is_active: true,
};

describe('promotion plans in French and English', () => {
  it('shows the English name and edits the English texts beside the French ones', async () => {
    const api = mockApi({
      'GET /api/admin/promotion-plans': () => ({ body: { data: [basic] } }),
      'PUT /api/admin/promotion-plans/1': () => ({ body: { ...basic, name_en: 'Starter Boost' } }),
    });
    const { user } = renderAsAdmin('/admin/promotions');
    expect(await screen.findByText('Basic Boost')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Modifier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la formule' });
    expect(within(dialog).getByLabelText(/Avantages \(anglais\)/)).toHaveValue('Top of the results');
    const name = within(dialog).getByLabelText(/Nom \(anglais\)/);
    await user.clear(name);
    await user.type(name, 'Starter Boost');
    await user.type(within(dialog).getByLabelText(/Avantages \(anglais\)/), '{enter}Boosted badge');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.requestsTo('/api/admin/promotion-plans/1')).toHaveLength(1));
    expect(api.requestsTo('/api/admin/promotion-plans/1')[0].body).toEqual({
      name: 'Boost de base',
      description: 'Une semaine en tête',
      name_en: 'Starter Boost',
      description_en: 'A week on top',
      price: 3,
      currency_code: 'USD',
      duration_days: 7,
      features: ['En tête des résultats'],
      features_en: ['Top of the results', 'Boosted badge'],
      boost_type: 'standard',
    });
  });
});
