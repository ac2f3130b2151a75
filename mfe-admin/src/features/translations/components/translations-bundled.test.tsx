import { screen, waitFor, within } from '@testing-library/react';
import { registerTranslations } from '@sokoni/shared-ui';
import { mockApi } from '@sokoni/shared-ui/test';
import { renderAsAdmin } from '../../../test/admin';

const NAMES: Record<string, string> = { fr: 'French', en: 'English', ln: 'Lingala', sw: 'Swahili' };

/** Language rows as the admin list gives them, `active` ones switched on. */
function languages(active: string[], all: string[] = active) {
  return all.map((code) => ({
    code,
    name: NAMES[code],
    native_name: NAMES[code],
    is_active: active.includes(code),
    is_default: code === 'fr',
  }));
}

describe('translations missing compared with the bundled dictionaries', () => {
  it('lists keys one language lacks, less the stored ones, and opens the editor on one', async () => {
    registerTranslations('payments', {
      fr: { plans: { title: 'Choisissez une formule', help: 'Aide' } },
      en: { plans: { title: 'Choose a plan' } },
    });
    const api = mockApi({
      'GET /api/translations/fr': () => ({ body: { success: true, translations: {} } }),
      'GET /api/translations/en': () => ({ body: { success: true, translations: {} } }),
      'GET /api/admin/languages': () => ({ body: { data: languages(['fr', 'en']) } }),
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
      'GET /api/admin/languages': () => ({ body: { data: languages(['fr', 'en']) } }),
    });
    renderAsAdmin('/admin/translations?view=bundled&group=business', { locale: 'en' });
    expect(await screen.findByText('No missing texts.')).toBeInTheDocument();
  });

  it('counts what each active language lacks, a language without texts included, and lists one language', async () => {
    registerTranslations('account', {
      fr: { profile: { title: 'Mon profil', save: 'Enregistrer' } },
      en: { profile: { title: 'My profile' } },
    });
    const api = mockApi({
      'GET /api/admin/languages': () => ({ body: { data: languages(['fr', 'en', 'ln'], ['fr', 'en', 'ln', 'sw']) } }),
      'GET /api/translations/fr': () => ({ body: { success: true, translations: {} } }),
      'GET /api/translations/en': () => ({ body: { success: true, translations: {} } }),
      'GET /api/translations/ln': () => ({
        body: { success: true, translations: { account: { 'profile.title': 'Profil na ngai' } } },
      }),
    });
    const { user } = renderAsAdmin('/admin/translations?view=bundled&group=account');
    const counts = await screen.findByRole('region', { name: 'Textes manquants par langue' });
    const links = within(counts).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'FRFrançais0 manquant',
      'ENAnglais1 manquant',
      'LNLingala1 manquant',
    ]);
    // An inactive language is not compared.
    expect(api.requestsTo('/api/translations/sw')).toHaveLength(0);
    expect(screen.getByText(/2 textes du site manquent/)).toBeInTheDocument();

    await user.click(within(counts).getByRole('link', { name: /Lingala/ }));
    expect(await screen.findByText(/1 texte du site manque/)).toBeInTheDocument();
    expect(within(counts).getByRole('link', { name: /Lingala/ })).toHaveAttribute('aria-current', 'true');
    const row = screen.getByText('account:profile.save').closest('tr') as HTMLElement;
    expect(within(row).getByText('LN')).toBeInTheDocument();
    expect(within(row).getByText('FR : Enregistrer')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'EN' })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /Traduire/ }));
    expect(await screen.findByRole('dialog', { name: 'Modifier account:profile.save (LN)' })).toBeInTheDocument();
  });
});
