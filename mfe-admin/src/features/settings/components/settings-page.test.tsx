import { screen, waitFor, within } from '@testing-library/react';
import type { Settings } from '@sokoni/contracts';
import { mockApi } from '@sokoni/shared-ui/test';
import { currencies } from '@sokoni/contracts/testing';
import { renderAsAdmin } from '../../../test/admin';

const settings: Settings = {
  site_name: 'Sokoni',
  site_description: 'Achetez et vendez',
  default_language: 'fr',
  maintenance_mode: false,
  default_currency: 'USD',
  auto_approve_ads: false,
  max_images_per_ad: 10,
  ad_expiry_days: 30,
  expiry_reminder_days: 3,
  featured_ad_price: 5,
  admin_email: 'admin@sokoni.cd',
  enable_email_notifications: true,
};

describe('admin settings', () => {
  it('sends every field, maintenance included, and says it is saved', async () => {
    const api = mockApi({
      'GET /api/admin/settings': () => ({ body: settings }),
      'POST /api/admin/settings': (_url, call) => ({ body: { ...settings, ...(call.body as object) } }),
      '/api/currencies': () => ({ body: { data: [] } }),
    });
    const { user } = renderAsAdmin('/admin/settings');
    await user.click(await screen.findByRole('checkbox', { name: 'Mode maintenance' }));
    await user.click(screen.getByRole('checkbox', { name: 'Approuver les annonces automatiquement' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));
    await waitFor(() =>
      expect(api.requestsTo('/api/admin/settings').filter((c) => c.method === 'POST')).toHaveLength(1),
    );
    expect(api.requestsTo('/api/admin/settings').find((c) => c.method === 'POST')?.body).toEqual({
      ...settings,
      maintenance_mode: true,
      auto_approve_ads: true,
    });
    expect(await screen.findByText('Les paramètres ont été enregistrés.')).toBeInTheDocument();
  });

  it.each([
    ['fr', 'Devise par défaut', ['USD – Dollar américain', 'CDF – Franc congolais']],
    ['en', 'Default currency', ['USD – US Dollar', 'CDF – Congolese Franc']],
  ] as const)('names the currencies in the page language (%s)', async (locale, label, names) => {
    mockApi({
      'GET /api/admin/settings': () => ({ body: settings }),
      '/api/currencies': () => ({ body: { data: currencies } }),
    });
    renderAsAdmin('/admin/settings', { locale });
    const select = await screen.findByLabelText(label);
    await waitFor(() =>
      expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(names),
    );
  });

  it.each([
    ['fr', 'Enregistrer les paramètres', 'Échec de la mise à jour des paramètres'],
    ['en', 'Save settings', 'Failed to update settings'],
  ] as const)(
    'shows the save failure when the server gives no message (%s)',
    async (locale, save, failure) => {
      mockApi({
        'GET /api/admin/settings': () => ({ body: settings }),
        'POST /api/admin/settings': () => ({ status: 500, body: {} }),
        '/api/currencies': () => ({ body: { data: [] } }),
      });
      const { user } = renderAsAdmin('/admin/settings', { locale });
      await user.click(await screen.findByRole('button', { name: save }));
      expect(await screen.findByText(failure)).toBeInTheDocument();
    },
  );

  it.each([
    [
      'fr',
      'Veuillez vérifier le formulaire et corriger les erreurs',
      'La valeur doit être supérieure ou égale à 1',
    ],
    ['en', 'Please check the form and correct any errors', 'The value must be greater than or equal to 1'],
  ] as const)('shows the per-field errors the server returns (%s)', async (locale, message, field) => {
    mockApi({
      'GET /api/admin/settings': () => ({ body: settings }),
      'POST /api/admin/settings': () => ({
        status: 422,
        body: { message, errors: { max_images_per_ad: [field] } },
      }),
      '/api/currencies': () => ({ body: { data: [] } }),
    });
    const { user } = renderAsAdmin('/admin/settings', { locale });
    await user.click(
      await screen.findByRole('button', {
        name: locale === 'fr' ? 'Enregistrer les paramètres' : 'Save settings',
      }),
    );
    expect(await screen.findByText(field)).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });
});
