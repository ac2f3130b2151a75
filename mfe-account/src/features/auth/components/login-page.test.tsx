import { act, screen, waitFor } from '@testing-library/react';
import { mockApi } from '@sokoni/shared-ui/test';
import { makeUser } from '@sokoni/contracts/testing';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  localStorage.clear();
});

const noProviders = { 'GET /api/auth/providers': () => ({ status: 404, body: { message: 'Not found' } }) };

async function fillAndSubmit(
  user: ReturnType<typeof renderApp>['user'],
  email: string,
  password: string,
  locale = 'fr',
) {
  const labels =
    locale === 'fr'
      ? ['Adresse email', 'Mot de passe', 'Se connecter']
      : ['Email address', 'Password', 'Log in'];
  await screen.findByRole('button', { name: labels[2] });
  if (email) await user.type(screen.getByLabelText(labels[0], { exact: false }), email);
  if (password) await user.type(screen.getByLabelText(labels[1], { exact: false }), password);
  await user.click(screen.getByRole('button', { name: labels[2] }));
}

describe('Login', () => {
  it('checks the fields with the form texts in French', async () => {
    const api = mockApi(noProviders);
    const { user } = renderApp('/login');
    await fillAndSubmit(user, '', '');
    expect(screen.getByText('Veuillez vérifier le formulaire et corriger les erreurs')).toBeInTheDocument();
    expect(screen.getAllByText('Ce champ est obligatoire')).toHaveLength(2);
    await user.type(screen.getByLabelText('Adresse email', { exact: false }), 'amani@');
    expect(screen.getByText('Veuillez entrer un email valide')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/login')).toHaveLength(0);
  });

  it('checks the fields with the form texts in English', async () => {
    mockApi(noProviders);
    const { user } = renderApp('/login', { locale: 'en' });
    await fillAndSubmit(user, 'not-an-email', '', 'en');
    expect(screen.getByText('Please check the form and correct any errors')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
  });

  it('signs in with the language chosen on this browser, stores the session and goes to the redirect target', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const api = mockApi({
      ...noProviders,
      'POST /api/login': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user, store } = renderApp('/login?redirect=%2Fprofile%3Ftab%3Dsettings', { locale: 'en' });
    await fillAndSubmit(user, 'amani@example.cd', 'sokoni-2026', 'en');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
    await act(async () => answer({ body: { user: makeUser({ preferred_language: 'en' }), token: 'tok-1' } }));
    await waitFor(() => expect(screen.getByTestId('current-url')).toHaveTextContent('/profile?tab=settings'));
    expect(api.requestsTo('POST /api/login')[0].body).toEqual({
      email: 'amani@example.cd',
      password: 'sokoni-2026',
      locale: 'en',
    });
    expect(store.getState().session.token).toBe('tok-1');
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(localStorage.getItem('locale')).toBe('en');
  });

  it("keeps the account's saved language on a new browser: nothing overwrites it, the page switches to it", async () => {
    const api = mockApi({
      ...noProviders,
      'POST /api/login': () => ({ body: { user: makeUser({ preferred_language: 'en' }), token: 'tok-2' } }),
    });
    // A new browser: nothing stored, the page in the default French.
    const { user, store } = renderApp('/login');
    await fillAndSubmit(user, 'amani@example.cd', 'sokoni-2026');
    await waitFor(() => expect(store.getState().preferences.locale).toBe('en'));
    const body = api.requestsTo('POST /api/login')[0].body as Record<string, unknown>;
    expect(body).not.toHaveProperty('locale');
    expect(api.requestsTo('PUT /api/user/language')).toHaveLength(0);
    expect(localStorage.getItem('locale')).toBe('en');
  });

  it('never follows a redirect to another site', async () => {
    mockApi({ ...noProviders, 'POST /api/login': () => ({ body: { user: makeUser(), token: 'tok-1' } }) });
    const { user } = renderApp('/login?redirect=%2F%2Fevil.com');
    await fillAndSubmit(user, 'amani@example.cd', 'sokoni-2026');
    await waitFor(() => expect(screen.getByTestId('current-url')).toHaveTextContent(/^\/$/));
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it("shows the server's message, or 'Login failed' when there is none", async () => {
    let calls = 0;
    mockApi({
      ...noProviders,
      'POST /api/login': () => {
        calls += 1;
        return calls === 1
          ? { status: 422, body: { message: 'Ces identifiants ne correspondent à aucun compte.' } }
          : { status: 500, body: {} };
      },
    });
    const { user } = renderApp('/login');
    await fillAndSubmit(user, 'amani@example.cd', 'wrong-password');
    expect(await screen.findByText('Ces identifiants ne correspondent à aucun compte.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Échec de la connexion')).toBeInTheDocument();
  });

  it.each([
    [
      'fr',
      "Par sécurité, une connexion depuis ce réseau demande un code : si le mot de passe est correct, nous venons d'envoyer un code à 6 chiffres à l'adresse email du compte. Saisissez-le avec votre mot de passe.",
      'Code reçu par email',
      'Ce code ou ce mot de passe est incorrect, ou le code a expiré.',
      'Se connecter',
    ],
    [
      'en',
      "For your security, signing in from this network needs a code: if the password is right, we have just emailed a 6-digit code to the account's address. Enter it with your password.",
      'Code received by email',
      'This code or this password is wrong, or the code has expired.',
      'Log in',
    ],
  ])(
    'asks for the mailed code when the server wants one, then signs in with it (%s)',
    async (locale, asked, label, wrong, submit) => {
      let calls = 0;
      const api = mockApi({
        ...noProviders,
        'POST /api/login': () => {
          calls += 1;
          if (calls === 1) return { status: 401, body: { status: 'code_required', message: asked } };
          if (calls === 2) return { status: 422, body: { message: wrong, errors: { code: [wrong] } } };
          return {
            body: { user: makeUser({ preferred_language: locale as 'fr' | 'en' }), token: 'tok-code' },
          };
        },
      });
      const { user, store } = renderApp('/login', { locale: locale as 'fr' | 'en' });
      expect(screen.queryByLabelText(label, { exact: false })).not.toBeInTheDocument();
      await fillAndSubmit(user, 'amani@example.cd', 'sokoni-2026', locale);
      expect(await screen.findByText(asked)).toBeInTheDocument();
      await user.type(screen.getByLabelText(label, { exact: false }), '111111');
      await user.click(screen.getByRole('button', { name: submit }));
      expect(await screen.findAllByText(wrong)).not.toHaveLength(0);
      await user.clear(screen.getByLabelText(label, { exact: false }));
      await user.type(screen.getByLabelText(label, { exact: false }), '482 913');
      await user.click(screen.getByRole('button', { name: submit }));
      await waitFor(() => expect(store.getState().session.token).toBe('tok-code'));
      const bodies = api.requestsTo('POST /api/login').map((request) => request.body);
      // English was chosen on this browser, so it goes with the credentials; French is the untouched default.
      const chosen = locale === 'en' ? { locale: 'en' } : {};
      expect(bodies).toEqual([
        { email: 'amani@example.cd', password: 'sokoni-2026', ...chosen },
        { email: 'amani@example.cd', password: 'sokoni-2026', ...chosen, code: '111111' },
        { email: 'amani@example.cd', password: 'sokoni-2026', ...chosen, code: '482 913' },
      ]);
    },
  );

  it('offers to restore a deleted account, then signs in', async () => {
    const api = mockApi({
      ...noProviders,
      'POST /api/login': () => ({
        status: 403,
        body: {
          message: 'Ce compte a été supprimé. Vous pouvez encore le restaurer pendant 27 jour(s).',
          status: 'deleted',
          days_remaining: 27,
        },
      }),
      'POST /api/account/restore': () => ({
        body: {
          user: makeUser(),
          token: 'tok-restored',
          message: 'Votre compte a été restauré. Bon retour parmi nous !',
          days_remaining_before_deletion: 27,
        },
      }),
    });
    const { user, store } = renderApp('/login');
    await fillAndSubmit(user, 'amani@example.cd', 'sokoni-2026');
    expect(
      await screen.findByText(
        'Ce compte a été supprimé. Vous pouvez encore le restaurer pendant 27 jour(s).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Il reste 27 jours avant sa suppression définitive/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restaurer mon compte' }));
    expect(
      await screen.findByText('Votre compte a été restauré. Bon retour parmi nous !'),
    ).toBeInTheDocument();
    expect(api.requestsTo('POST /api/account/restore')[0].body).toEqual({
      email: 'amani@example.cd',
      password: 'sokoni-2026',
    });
    expect(store.getState().session.token).toBe('tok-restored');
    // The toast shows as the session starts; the guest page sends the user Home on the next render.
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('says when the grace period is over', async () => {
    mockApi({
      ...noProviders,
      'POST /api/login': () => ({ status: 403, body: { message: '', status: 'expired', days_remaining: 0 } }),
    });
    const { user } = renderApp('/login', { locale: 'en' });
    await fillAndSubmit(user, 'amani@example.cd', 'sokoni-2026', 'en');
    expect(
      await screen.findByText(
        'The recovery period of this account has expired: it can no longer be restored.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore my account' })).not.toBeInTheDocument();
  });

  it('links to the forgotten password page and to register with the same redirect', async () => {
    mockApi(noProviders);
    renderApp('/login?redirect=%2Fmy-ads');
    expect(await screen.findByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
      'href',
      '/register?redirect=%2Fmy-ads',
    );
  });
});
