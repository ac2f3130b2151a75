import { act, screen, waitFor } from '@testing-library/react';
import { mockApi } from '@sokoni/shared-ui/test';
import { makeUser } from '@sokoni/contracts/testing';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  localStorage.clear();
});

const noProviders = { 'GET /api/auth/providers': () => ({ status: 404, body: {} }) };

/** A birth date `years` years before today (local time), as the date input gives it. */
function yearsAgo(years: number, extraDays = 0): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() + extraDays);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const fr = {
  name: 'Nom complet',
  email: 'Adresse email',
  phone: 'Téléphone',
  birth: 'Date de naissance',
  password: /^Mot de passe/,
  confirmation: 'Confirmez le mot de passe',
  language: 'Langue préférée',
  submit: 'Créer mon compte',
};
const en = {
  name: 'Full name',
  email: 'Email address',
  phone: 'Phone',
  birth: 'Date of birth',
  password: /^Password/,
  confirmation: 'Confirm password',
  language: 'Preferred language',
  submit: 'Create my account',
};

describe('Register', () => {
  it('shows every check of the form in French', async () => {
    const api = mockApi(noProviders);
    const { user } = renderApp('/register');
    await user.click(await screen.findByRole('button', { name: fr.submit }));
    expect(screen.getByText('Veuillez vérifier le formulaire et corriger les erreurs')).toBeInTheDocument();
    expect(screen.getAllByText('Ce champ est obligatoire')).toHaveLength(5);
    await user.type(screen.getByLabelText(fr.email, { exact: false }), 'amani@example');
    await user.type(screen.getByLabelText(fr.password), 'court');
    await user.type(screen.getByLabelText(fr.confirmation, { exact: false }), 'autre');
    await user.type(screen.getByLabelText(fr.birth, { exact: false }), yearsAgo(18, 1));
    expect(screen.getByText('Veuillez entrer un email valide')).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeInTheDocument();
    expect(screen.getByText('Les mots de passe doivent correspondre')).toBeInTheDocument();
    expect(screen.getByText('Vous devez avoir au moins 18 ans')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/register')).toHaveLength(0);
  });

  it('shows every check of the form in English', async () => {
    mockApi(noProviders);
    const { user } = renderApp('/register', { locale: 'en' });
    await user.type(await screen.findByLabelText(en.email, { exact: false }), 'nope');
    await user.type(screen.getByLabelText(en.password), 'short');
    await user.type(screen.getByLabelText(en.confirmation, { exact: false }), 'other');
    await user.type(screen.getByLabelText(en.birth, { exact: false }), yearsAgo(10));
    await user.click(screen.getByRole('button', { name: en.submit }));
    expect(screen.getByText('Please check the form and correct any errors')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    expect(screen.getByText('You must be at least 18 years old')).toBeInTheDocument();
  });

  it('states each rule once: the hint gives way to the error in the same words', async () => {
    mockApi(noProviders);
    const { user } = renderApp('/register');
    const password = await screen.findByLabelText(fr.password);
    const birth = screen.getByLabelText(fr.birth, { exact: false });
    expect(password).toHaveAccessibleDescription('Le mot de passe doit contenir au moins 8 caractères');
    expect(birth).toHaveAccessibleDescription('Vous devez avoir au moins 18 ans');
    await user.type(password, 'court');
    await user.type(birth, yearsAgo(10));
    await user.click(screen.getByRole('button', { name: fr.submit }));
    expect(screen.getAllByText(/au moins 8 caractères/)).toHaveLength(1);
    expect(screen.getAllByText(/au moins 18 ans/)).toHaveLength(1);
    expect(password).toHaveAccessibleDescription('Le mot de passe doit contenir au moins 8 caractères');
    // Another rule failing keeps the rule's hint, since the texts then differ.
    await user.clear(password);
    expect(password).toHaveAccessibleDescription(
      'Le mot de passe doit contenir au moins 8 caractères Ce champ est obligatoire',
    );
  });

  it("puts the server's per-field errors next to their fields", async () => {
    mockApi({
      ...noProviders,
      'POST /api/register': () => ({
        status: 422,
        body: {
          message: 'Veuillez vérifier le formulaire et corriger les erreurs',
          errors: {
            email: ['Cette adresse email est déjà utilisée'],
            password: ['Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.'],
          },
        },
      }),
    });
    const { user } = renderApp('/register');
    await user.type(await screen.findByLabelText(fr.name, { exact: false }), 'Amani Kabila');
    await user.type(screen.getByLabelText(fr.email, { exact: false }), 'kin.electro@example.cd');
    await user.type(screen.getByLabelText(fr.birth, { exact: false }), '1990-04-12');
    await user.type(screen.getByLabelText(fr.password), 'password1');
    await user.type(screen.getByLabelText(fr.confirmation, { exact: false }), 'password1');
    await user.click(screen.getByRole('button', { name: fr.submit }));
    const email = screen.getByLabelText(fr.email, { exact: false });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Cette adresse email est déjà utilisée'));
    expect(screen.getByLabelText(fr.password)).toHaveAccessibleDescription(
      /Ce mot de passe est trop courant/,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Veuillez vérifier le formulaire et corriger les erreurs',
    );
  });

  it('registers, shows the saving state, then signs in with a toast and goes to the redirect target', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const api = mockApi({
      ...noProviders,
      'POST /api/register': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user, store } = renderApp('/register?redirect=%2Fpost-ad');
    await user.type(await screen.findByLabelText(fr.name, { exact: false }), ' Amani Kabila ');
    await user.type(screen.getByLabelText(fr.email, { exact: false }), 'amani@example.cd');
    await user.type(screen.getByLabelText(fr.phone, { exact: false }), '081 234 5678');
    await user.type(screen.getByLabelText(fr.birth, { exact: false }), '1990-04-12');
    await user.type(screen.getByLabelText(fr.password), 'sokoni-2026');
    await user.type(screen.getByLabelText(fr.confirmation, { exact: false }), 'sokoni-2026');
    await user.selectOptions(screen.getByLabelText(fr.language), 'en');
    await user.click(screen.getByRole('button', { name: fr.submit }));
    expect(screen.getByRole('button', { name: fr.submit })).toBeDisabled();
    await act(async () =>
      answer({
        status: 201,
        body: { user: makeUser({ preferred_language: 'en', email_verified_at: null }), token: 'tok-new' },
      }),
    );
    await waitFor(() => expect(screen.getByTestId('current-url')).toHaveTextContent('/post-ad'));
    expect(api.requestsTo('POST /api/register')[0].body).toEqual({
      name: 'Amani Kabila',
      email: 'amani@example.cd',
      phone: '081 234 5678',
      date_of_birth: '1990-04-12',
      password: 'sokoni-2026',
      password_confirmation: 'sokoni-2026',
      preferred_language: 'en',
    });
    expect(store.getState().session.token).toBe('tok-new');
    expect(store.getState().preferences.locale).toBe('en');
    expect(
      screen.getByText('Welcome to Sokoni! A verification link has been sent to your email address.'),
    ).toBeInTheDocument();
  });

  it("says 'Registration failed' when the server gives no message", async () => {
    mockApi({ ...noProviders, 'POST /api/register': () => ({ status: 500, body: {} }) });
    const { user } = renderApp('/register', { locale: 'en' });
    await user.type(await screen.findByLabelText(en.name, { exact: false }), 'Amani');
    await user.type(screen.getByLabelText(en.email, { exact: false }), 'amani@example.cd');
    await user.type(screen.getByLabelText(en.birth, { exact: false }), '1990-04-12');
    await user.type(screen.getByLabelText(en.password), 'sokoni-2026');
    await user.type(screen.getByLabelText(en.confirmation, { exact: false }), 'sokoni-2026');
    await user.click(screen.getByRole('button', { name: en.submit }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
  });

  it('offers only the languages the site is offered in (Admin → Languages)', async () => {
    const mark = document.createElement('meta');
    mark.name = 'sokoni-languages';
    mark.content = 'fr';
    document.head.append(mark);
    try {
      mockApi(noProviders);
      renderApp('/register');
      const select = await screen.findByLabelText(fr.language, { exact: false });
      expect([...(select as HTMLSelectElement).options].map((option) => option.value)).toEqual(['fr']);
    } finally {
      mark.remove();
    }
  });
});
