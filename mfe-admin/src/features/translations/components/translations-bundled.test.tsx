import { screen, waitFor, within } from '@testing-library/react';
import { registerTranslations } from '@sokoni/shared-ui';
import { mockApi } from '@sokoni/shared-ui/test';
import { renderAsAdmin } from '../../../test/admin';

describe('translations missing compared with the bundled dictionaries', () => {
  it('lists keys one language lacks, less the stored ones, and opens the editor on one', async () => {
    registerTranslations('payments', {
      fr: { plans: { title: 'Choisissez une formule', help: 'Aide' } },
      en: { plans: { title: 'Choose a plan' } },
    });
    const api = mockApi({
      'GET /api/translations/fr': () => ({ body: { success: true, translations: {} } }),
      'GET /api/translations/en': () => ({ body: { success: true, translations: {} } }),
      'PUT /api/admin/translations': () => ({ body: { message: 'La traduction a été enregistrée.' } }),
    });
    const { user } = renderAsAdmin('/admin/translations?view=bundled&group=payments');
    const row = (await screen.findByText('payments:plans.help')).closest('tr') as HTMLElement;
    expect(within(row).getByText('EN')).toBeInTheDocument();
    expect(within(row).getByText('FR : Aide')).toBeInTheDocument();
    expect(screen.getByText(/1 texte du site manque dans une langue/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manquants par rapport au site' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(row).getByRole('button', { name: /Traduire/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier payments:plans.help (EN)' });
    await user.type(within(dialog).getByLabelText(/Texte/), 'Help');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.requestsTo('/api/admin/translations')).toHaveLength(1));
    expect(api.requestsTo('/api/admin/translations')[0].body).toEqual({
      locale: 'en',
      group: 'payments',
      key: 'plans.help',
      value: 'Help',
    });
  });

  it('counts a stored text as present', async () => {
    registerTranslations('business', { fr: { a: 'Un' }, en: {} });
    mockApi({
      'GET /api/translations/fr': () => ({ body: { success: true, translations: {} } }),
      'GET /api/translations/en': () => ({
        body: { success: true, translations: { business: { a: 'One' } } },
      }),
    });
    renderAsAdmin('/admin/translations?view=bundled&group=business', { locale: 'en' });
    expect(await screen.findByText('No missing texts.')).toBeInTheDocument();
  });
});
