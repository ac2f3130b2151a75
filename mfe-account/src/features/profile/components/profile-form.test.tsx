import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, type MockHandler } from '@sokoni/shared-ui/test';
import { makeUser } from '@sokoni/contracts/testing';
import { renderApp } from '../../../test/render-app';

/** The profile page's settings tab, where the form lives, with the calls it makes besides the save. */
function routes(save: MockHandler): Record<string, MockHandler> {
  return {
    'GET /api/user/statistics': () => ({
      body: { total_ads: 0, active_ads: 0, total_favorites: 0, total_conversations: 0 },
    }),
    'GET /api/my-ads': () => ({
      body: { data: [], current_page: 1, last_page: 1, per_page: 6, total: 0, counts: { all: 0 } },
    }),
    'GET /api/currencies': () => ({ body: { data: [] } }),
    'POST /api/user/profile': save,
  };
}

/** The profile form alone (the change-password form on the same tab has a current password too). */
const profileForm = async (locale: 'fr' | 'en') =>
  within(await screen.findByRole('form', { name: locale === 'fr' ? 'Modifier le profil' : 'Edit profile' }));

afterEach(() => {
  localStorage.clear();
});

describe('Profile form: the current password for a new email', () => {
  it.each([
    [
      'fr',
      /^Adresse email/,
      /^Mot de passe actuel/,
      'Enregistrer les modifications',
      "Saisissez votre mot de passe actuel pour changer d'adresse email",
    ],
    [
      'en',
      /^Email address/,
      /^Current password/,
      'Save changes',
      'Enter your current password to change your email address',
    ],
  ] as const)(
    'asks for it only when the email differs, and before sending (%s)',
    async (locale, emailLabel, passwordLabel, save, required) => {
      const api = mockApi(routes(() => ({ body: {} })));
      const { user } = renderApp('/profile?tab=settings', {
        user: makeUser({ email: 'amani@example.cd' }),
        locale,
      });
      const form = await profileForm(locale);
      const email = form.getByRole('textbox', { name: emailLabel });
      expect(form.queryByLabelText(passwordLabel)).not.toBeInTheDocument();

      await user.clear(email);
      await user.click(email);
      await user.paste('amani.new@example.cd');
      const password = form.getByLabelText(passwordLabel);
      expect(password).toHaveAttribute('type', 'password');
      expect(password).toHaveAttribute('autocomplete', 'current-password');

      await user.click(screen.getByRole('button', { name: save }));
      await waitFor(() => expect(password).toHaveAccessibleDescription(new RegExp(required)));
      expect(api.requestsTo('POST /api/user/profile')).toHaveLength(0);

      // The same address, whatever its case, needs no password.
      await user.clear(email);
      await user.click(email);
      await user.paste('AMANI@example.cd');
      expect(form.queryByLabelText(passwordLabel)).not.toBeInTheDocument();
    },
  );

  it.each([
    [
      'fr',
      /^Adresse email/,
      /^Mot de passe actuel/,
      'Enregistrer les modifications',
      'Le mot de passe actuel est incorrect',
    ],
    ['en', /^Email address/, /^Current password/, 'Save changes', 'The current password is incorrect'],
  ] as const)(
    "sends it with the new email and shows the server's verdict next to it (%s)",
    async (locale, emailLabel, passwordLabel, save, wrong) => {
      const api = mockApi(
        routes(() => ({
          status: 422,
          body: { message: 'x', errors: { current_password: [wrong] } },
        })),
      );
      const { user } = renderApp('/profile?tab=settings', {
        user: makeUser({ email: 'amani@example.cd' }),
        locale,
      });
      const form = await profileForm(locale);
      const email = form.getByRole('textbox', { name: emailLabel });
      await user.clear(email);
      await user.click(email);
      await user.paste('amani.new@example.cd');
      await user.click(form.getByLabelText(passwordLabel));
      await user.paste('not-my-password');
      await user.click(screen.getByRole('button', { name: save }));
      await waitFor(() =>
        expect(form.getByLabelText(passwordLabel)).toHaveAccessibleDescription(new RegExp(wrong)),
      );
      const body = api.requestsTo('POST /api/user/profile')[0].body as FormData;
      expect(body.get('email')).toBe('amani.new@example.cd');
      expect(body.get('current_password')).toBe('not-my-password');
    },
  );

  it('sends no password when the email is unchanged, and shows a too-many-attempts answer', async () => {
    const api = mockApi(
      routes(() => ({
        status: 429,
        body: { message: 'Too many attempts. Please try again in 1 minute(s).' },
      })),
    );
    const { user } = renderApp('/profile?tab=settings', { user: makeUser(), locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Too many attempts. Please try again in 1 minute(s).'),
    ).toBeInTheDocument();
    const body = api.requestsTo('POST /api/user/profile')[0].body as FormData;
    expect(body.has('current_password')).toBe(false);
  });
});
