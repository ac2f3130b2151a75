import { act, screen, waitFor, within } from '@testing-library/react';
import { mockApi, type MockHandler } from '@sokoni/shared-ui/test';
import { currencies, makeAd, makeUser } from '@sokoni/contracts/testing';
import { renderApp } from '../../../test/render-app';

const stats = { total_ads: 12, active_ads: 9, total_favorites: 4, total_conversations: 3 };

function baseRoutes(overrides: Record<string, MockHandler> = {}): Record<string, MockHandler> {
  return {
    'GET /api/user/statistics': () => ({ body: stats }),
    'GET /api/my-ads': () => ({
      body: { data: [makeAd({ title: 'Samsung Galaxy A54 128 Go' })], current_page: 1, last_page: 1, per_page: 6, total: 1, counts: { all: 1 } },
    }),
    'GET /api/currencies': () => ({ body: { data: currencies } }),
    ...overrides,
  };
}

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

afterEach(() => {
  localStorage.clear();
});

describe('My Profile', () => {
  it('sends a logged-out visitor to login with the way back', async () => {
    mockApi(baseRoutes());
    renderApp('/profile');
    await waitFor(() =>
      expect(screen.getByTestId('current-url')).toHaveTextContent('/login?redirect=%2Fprofile'),
    );
  });

  it('shows the account statistics and the user ads with a link to My Ads', async () => {
    const api = mockApi(baseRoutes());
    renderApp('/profile', { user: makeUser() });
    const statistics = await screen.findByRole('region', { name: 'Statistiques du compte' });
    await waitFor(() => expect(within(statistics).getByText('12')).toBeInTheDocument());
    for (const [label, value] of [
      ['Annonces au total', '12'],
      ['Annonces actives', '9'],
      ['Favoris', '4'],
      ['Conversations', '3'],
    ]) {
      expect(within(statistics).getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    expect(await screen.findByRole('link', { name: 'Samsung Galaxy A54 128 Go' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir toutes mes annonces' })).toHaveAttribute('href', '/my-ads');
    expect(api.requestsTo('GET /api/my-ads')[0].url.searchParams.get('per_page')).toBe('6');
    expect(screen.getByRole('tab', { name: 'Mes annonces' })).toHaveAttribute('aria-selected', 'true');
  });

  it('offers the business upgrade to an individual, not to a business', async () => {
    mockApi(baseRoutes());
    const { unmount } = renderApp('/profile', { user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Vous vendez beaucoup ?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Créer mon entreprise' })).toHaveAttribute(
      'href',
      '/business/setup',
    );
    unmount();
    renderApp('/profile', { user: makeUser({ account_type: 'business' }) });
    expect(await screen.findByText('Compte entreprise')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Créer mon entreprise' })).toBeNull();
  });

  it("says 'Failed to fetch statistics' when the server gives no message", async () => {
    mockApi(baseRoutes({ 'GET /api/user/statistics': () => ({ status: 500, body: {} }) }));
    renderApp('/profile', { user: makeUser(), locale: 'en' });
    expect(await screen.findByText('Failed to fetch statistics')).toBeInTheDocument();
  });

  it('delete needs the word DELETE and the password, then logs out Home with the 30-day notice', async () => {
    const api = mockApi(
      baseRoutes({
        'DELETE /api/user/account': () => ({
          body: {
            message:
              'Votre compte a été supprimé. Vous pouvez le restaurer pendant 30 jours en vous reconnectant.',
          },
        }),
      }),
    );
    const { user, store } = renderApp('/profile?tab=settings', { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer votre compte ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer le compte' }));
    expect(within(dialog).getByText('Tapez DELETE pour confirmer', { selector: 'span' })).toBeInTheDocument();
    expect(within(dialog).getByText('Ce champ est obligatoire')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Tapez DELETE/), 'delete');
    expect(within(dialog).getByText('Tapez DELETE pour confirmer', { selector: 'span' })).toBeInTheDocument();
    expect(api.requestsTo('DELETE /api/user/account')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText(/^Tapez DELETE/));
    await user.type(within(dialog).getByLabelText(/^Tapez DELETE/), 'DELETE');
    await user.type(within(dialog).getByLabelText(/^Mot de passe/), 'sokoni-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer le compte' }));
    await waitFor(() => expect(screen.getByTestId('current-url')).toHaveTextContent(/^\/$/));
    expect(api.requestsTo('DELETE /api/user/account')[0].body).toEqual({
      confirmation: 'DELETE',
      password: 'sokoni-2026',
    });
    expect(store.getState().session).toMatchObject({ token: null, user: null });
    expect(screen.getByText(/restaurer pendant 30 jours/)).toBeInTheDocument();
  });

  it('shows a wrong password next to the field in the delete dialog', async () => {
    mockApi(
      baseRoutes({
        'DELETE /api/user/account': () => ({
          status: 422,
          body: {
            message: 'Please check the form and correct any errors',
            errors: { password: ['The password is incorrect'] },
          },
        }),
      }),
    );
    const { user } = renderApp('/profile?tab=settings', { user: makeUser(), locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Type DELETE/), 'DELETE');
    await user.type(within(dialog).getByLabelText(/^Password/), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Delete the account' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Password/)).toHaveAccessibleDescription(
        'The password is incorrect',
      ),
    );
  });
});

describe('Profile settings', () => {
  it('saves the non-null fields as multipart PUT, shows the saving state and the email-changed notice', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const api = mockApi(
      baseRoutes({ 'POST /api/user/profile': () => new Promise((resolve) => (answer = resolve)) }),
    );
    const { user, store } = renderApp('/profile?tab=settings', {
      user: makeUser({ bio: 'Vendeur à Gombe' }),
    });
    const email = await screen.findByRole('textbox', { name: /^Adresse email/ });
    await user.clear(email);
    await user.type(email, 'amani.k@example.cd');
    const profileForm = within(screen.getByRole('form', { name: 'Modifier le profil' }));
    await user.click(profileForm.getByLabelText(/^Mot de passe actuel/));
    await user.paste('Mbote-Kinshasa-2024');
    await user.selectOptions(screen.getByLabelText('Thème préféré'), 'dark');
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'CDF · Franc congolais' })).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByLabelText('Devise préférée'), 'CDF');
    const photo = new File([new Uint8Array(1024)], 'moi.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Photo de profil'), photo);
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(screen.getByRole('button', { name: 'Enregistrer les modifications' })).toBeDisabled();
    const updated = makeUser({
      email: 'amani.k@example.cd',
      email_verified_at: null,
      preferred_theme: 'dark',
    });
    await act(async () =>
      answer({
        body: {
          user: updated,
          message:
            'Votre profil a été mis à jour. Un lien de vérification a été envoyé à votre nouvelle adresse email.',
          email_changed: true,
        },
      }),
    );
    expect(
      await screen.findAllByText(
        'Votre profil a été mis à jour. Un lien de vérification a été envoyé à votre nouvelle adresse email.',
      ),
    ).not.toHaveLength(0);
    const body = api.requestsTo('POST /api/user/profile')[0].body as FormData;
    expect(body.get('_method')).toBe('PUT');
    expect(body.get('email')).toBe('amani.k@example.cd');
    expect(body.get('current_password')).toBe('Mbote-Kinshasa-2024');
    expect(body.get('bio')).toBe('Vendeur à Gombe');
    expect(body.get('preferred_theme')).toBe('dark');
    expect(body.get('preferred_currency')).toBe('CDF');
    expect((body.get('profile_image') as File).name).toBe('moi.png');
    expect(store.getState().session.user?.email).toBe('amani.k@example.cd');
  });

  it('refuses a photo over 2 MB before sending anything', async () => {
    const api = mockApi(baseRoutes());
    const { user } = renderApp('/profile?tab=settings', { user: makeUser(), locale: 'en' });
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(await screen.findByLabelText('Profile photo'), big);
    expect(screen.getByText('The profile image must not exceed 2 MB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(api.requestsTo('POST /api/user/profile')).toHaveLength(0);
  });

  it("puts the server's errors next to the fields, 'Failed to update profile' when it gives no message", async () => {
    let calls = 0;
    mockApi(
      baseRoutes({
        'POST /api/user/profile': () => {
          calls += 1;
          return calls === 1
            ? {
                status: 422,
                body: {
                  message: 'Please check the form and correct any errors',
                  errors: { email: ['This email address is already in use'] },
                },
              }
            : { status: 500, body: {} };
        },
      }),
    );
    const { user } = renderApp('/profile?tab=settings', { user: makeUser(), locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Email address/ })).toHaveAccessibleDescription(
        /This email address is already in use/,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
  });

  it('checks the new password, then shows the server message for a wrong current one', async () => {
    const api = mockApi(
      baseRoutes({
        'PUT /api/user/password': () => ({
          status: 422,
          body: {
            message: 'Veuillez vérifier le formulaire et corriger les erreurs',
            errors: { current_password: ['Le mot de passe actuel est incorrect'] },
          },
        }),
      }),
    );
    const { user } = renderApp('/profile?tab=settings', { user: makeUser() });
    const form = (await screen.findByRole('heading', { name: 'Changer le mot de passe' })).closest(
      'form',
    ) as HTMLElement;
    await user.type(within(form).getByLabelText(/^Nouveau mot de passe/), 'court');
    await user.type(within(form).getByLabelText(/^Confirmez/), 'autre');
    await user.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
    expect(within(form).getByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(within(form).getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeInTheDocument();
    expect(within(form).getByText('Les mots de passe doivent correspondre')).toBeInTheDocument();
    expect(api.requestsTo('PUT /api/user/password')).toHaveLength(0);
    await user.type(within(form).getByLabelText(/^Mot de passe actuel/), 'ancien-2026');
    await user.clear(within(form).getByLabelText(/^Nouveau mot de passe/));
    await user.type(within(form).getByLabelText(/^Nouveau mot de passe/), 'nouveau-2026');
    await user.clear(within(form).getByLabelText(/^Confirmez/));
    await user.type(within(form).getByLabelText(/^Confirmez/), 'nouveau-2026');
    await user.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Mot de passe actuel/)).toHaveAccessibleDescription(
        'Le mot de passe actuel est incorrect',
      ),
    );
    expect(api.requestsTo('PUT /api/user/password')[0].body).toEqual({
      current_password: 'ancien-2026',
      password: 'nouveau-2026',
      password_confirmation: 'nouveau-2026',
    });
  });

  it('refuses a new password equal to the current one, before sending and when the server says so', async () => {
    const api = mockApi(
      baseRoutes({
        'PUT /api/user/password': () => ({
          status: 422,
          body: {
            message: 'Please check the form and correct any errors',
            errors: { password: ['The new password must be different from the current one.'] },
          },
        }),
      }),
    );
    const { user } = renderApp('/profile?tab=settings', { user: makeUser(), locale: 'en' });
    const form = (await screen.findByRole('heading', { name: 'Change password' })).closest(
      'form',
    ) as HTMLElement;
    await user.type(within(form).getByLabelText(/^Current password/), 'Mbote-Kinshasa-2024');
    await user.type(within(form).getByLabelText(/^New password/), 'Mbote-Kinshasa-2024');
    await user.type(within(form).getByLabelText(/^Confirm/), 'Mbote-Kinshasa-2024');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByLabelText(/^New password/)).toHaveAccessibleDescription(
      expect.stringContaining('The new password must be different from the current one.'),
    );
    expect(api.requestsTo('PUT /api/user/password')).toHaveLength(0);

    // Told apart only by letter case here, so the server is the one that knows: its answer shows by the field.
    await user.clear(within(form).getByLabelText(/^Current password/));
    await user.type(within(form).getByLabelText(/^Current password/), 'mbote-kinshasa-2024');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(api.requestsTo('PUT /api/user/password')).toHaveLength(1));
    await waitFor(() =>
      expect(within(form).getByLabelText(/^New password/)).toHaveAccessibleDescription(
        expect.stringContaining('The new password must be different from the current one.'),
      ),
    );
  });

  it.each([
    ['fr', 'Devise préférée', ['USD · Dollar américain', 'CDF · Franc congolais']],
    ['en', 'Preferred currency', ['USD · US Dollar', 'CDF · Congolese Franc']],
  ] as const)('names the currencies in the page language (%s)', async (locale, label, names) => {
    mockApi(baseRoutes({}));
    renderApp('/profile?tab=settings', { locale, user: makeUser({ preferred_currency: 'USD' }) });
    const select = await screen.findByLabelText(label);
    await waitFor(() =>
      expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(names),
    );
  });

  it('says it in French too', async () => {
    const api = mockApi(baseRoutes({}));
    const { user } = renderApp('/profile?tab=settings', { user: makeUser() });
    const form = (await screen.findByRole('heading', { name: 'Changer le mot de passe' })).closest(
      'form',
    ) as HTMLElement;
    await user.type(within(form).getByLabelText(/^Mot de passe actuel/), 'Mbote-Kinshasa-2024');
    await user.type(within(form).getByLabelText(/^Nouveau mot de passe/), 'Mbote-Kinshasa-2024');
    await user.type(within(form).getByLabelText(/^Confirmez/), 'Mbote-Kinshasa-2024');
    await user.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
    expect(
      within(form).getByText('Le nouveau mot de passe doit être différent de l’actuel.'),
    ).toBeInTheDocument();
    expect(api.requestsTo('PUT /api/user/password')).toHaveLength(0);
  });

  it('checks the recovery state of the own address and refreshes the email status', async () => {
    const api = mockApi(
      baseRoutes({
        'POST /api/account/check-recovery': () => ({
          body: {
            status: 'active',
            message: 'Ce compte est actif. Vous pouvez vous connecter.',
            days_remaining: 0,
            days_overdue: 0,
          },
        }),
        'GET /api/email/verify-status': () => ({
          body: { email_verified: true, user: makeUser({ email_verified_at: '2026-03-02T00:00:00.000Z' }) },
        }),
      }),
    );
    const { user, store } = renderApp('/profile?tab=settings', {
      user: makeUser({ email_verified: false, email_verified_at: null }),
    });
    await user.click(await screen.findByRole('button', { name: "Vérifier l'état du compte" }));
    expect(await screen.findByText('Ce compte est actif. Vous pouvez vous connecter.')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/account/check-recovery')[0].body).toEqual({ email: 'amani@example.cd' });
    expect(screen.getByText('Non vérifiée')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "J'ai ouvert le lien : actualiser" }));
    expect(await screen.findByText('Vérifiée')).toBeInTheDocument();
    expect(store.getState().session.user?.email_verified_at).toBe('2026-03-02T00:00:00.000Z');
  });
});
