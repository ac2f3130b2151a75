import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { User } from '@sokoni/contracts';
import { makeUser } from '@sokoni/contracts/testing';
import { mockApi, renderWithProviders } from '../test';
import { makeStore } from '../kernel/store';
import { sessionInitialised, sessionStarted } from '../kernel/session-slice';
import type { RemoteRoute } from '../kernel/routing';
import { registerStandaloneTranslations } from './i18n';
import { StandaloneApp } from './standalone-app';
import { fillPath, routeParams } from './page-list';

registerStandaloneTranslations();

/** The demo user of the QA bar. */
const makeDemoUser = (overrides: Partial<User> = {}) =>
  makeUser({ name: 'Grace Mukendi', email: 'grace.mukendi@example.cd', ...overrides });

function Where() {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
}

/** The QA bar's line saying who is signed in (toasts are status regions too). */
const barStatus = () =>
  within(screen.getByRole('region', { name: /^(Barre de test|Test bar)/ })).getByRole('status');

const page = (text: string) =>
  function Page() {
    return <h2>{text}</h2>;
  };

const routes: RemoteRoute[] = [
  { path: '/transactions', titleKey: 'Historique', guards: ['auth'], Component: page('Transactions page') },
  { path: '/promote/:adId', titleKey: 'Promouvoir', guards: ['auth'], Component: page('Promote page') },
  { path: '/boost/:adId?', titleKey: 'Booster', guards: ['auth'], Component: page('Boost page') },
  { path: '/admin', titleKey: 'Administration', guards: ['auth', 'admin'], Component: page('Admin page') },
];

function renderStandalone(route: string, user?: User) {
  const store = makeStore();
  store.dispatch(sessionInitialised());
  if (user) store.dispatch(sessionStarted({ token: 'tok-1', user }));
  return renderWithProviders(
    <>
      <StandaloneApp name="payments" routes={routes} />
      <Where />
    </>,
    { store, route },
  );
}

beforeEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('a remote opened alone (standalone mode)', () => {
  it("lists the remote's pages with links and guards at its root", () => {
    mockApi({});
    renderStandalone('/');
    expect(screen.getByRole('heading', { name: 'Pages du module payments' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Historique' })).toHaveAttribute('href', '/transactions');
    expect(within(main).getByText('connexion requise, administrateur')).toBeInTheDocument();
    // A page with a parameter gets a field per parameter instead of a link.
    expect(within(main).queryByRole('link', { name: 'Promouvoir' })).not.toBeInTheDocument();
    expect(within(main).getAllByRole('textbox', { name: 'Valeur de « adId »' })).toHaveLength(2);
    // An optional parameter: a link to the page without it, and a field to give it.
    expect(within(main).getByRole('link', { name: 'Booster' })).toHaveAttribute('href', '/boost');
    expect(screen.getByRole('region', { name: 'Barre de test (QA)' })).toBeInTheDocument();
    expect(barStatus()).toHaveTextContent('Non connecté');
  });

  it('opens a page with parameters from its fields', async () => {
    mockApi({});
    const { user } = renderStandalone('/', makeDemoUser());
    const promote = screen.getByRole('group', { name: 'Promouvoir' });
    await user.type(within(promote).getByRole('textbox', { name: 'Valeur de « adId »' }), '42');
    await user.click(within(promote).getByRole('link', { name: 'Ouvrir' }));
    expect(await screen.findByRole('heading', { name: 'Promote page' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/promote/42');
  });

  it("turns the guard's /login into a sign-in that goes on to the guarded page, with a toast", async () => {
    const api = mockApi({
      'POST /api/login': () => ({ body: { token: 'tok-demo', user: makeDemoUser() } }),
    });
    const { user, store } = renderStandalone('/transactions');
    expect(await screen.findByRole('heading', { name: 'Connexion nécessaire' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/login?redirect=%2Ftransactions');
    const form = screen.getByRole('form', { name: 'Se connecter pour tester' });
    // The demo user is the first choice and needs no password.
    expect(within(form).queryByLabelText(/^Mot de passe/)).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('heading', { name: 'Transactions page' })).toBeInTheDocument();
    const login = api.requestsTo('/api/login')[0];
    expect(login?.body).toEqual({
      email: 'grace.mukendi@example.cd',
      password: 'sokoni-demo-2026',
      locale: 'fr',
    });
    expect(store.getState().session.token).toBe('tok-demo');
    expect(barStatus()).toHaveTextContent('Connecté : Grace Mukendi (grace.mukendi@example.cd, particulier)');
    expect(screen.getByText('Connecté en tant que Grace Mukendi.')).toBeInTheDocument();
  });

  it('asks for the administrator password, sends what was typed and shows the api refusal', async () => {
    let answer: { status: number; body: unknown } = {
      status: 401,
      body: { message: 'Identifiants invalides.' },
    };
    const api = mockApi({ 'POST /api/login': () => answer });
    const { user } = renderStandalone('/admin');
    const bar = screen.getByRole('region', { name: 'Barre de test (QA)' });
    await user.click(within(bar).getByRole('button', { name: 'Se connecter' }));
    const form = within(bar).getByRole('form', { name: 'Se connecter pour tester' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Compte' }), 'admin');
    expect(within(form).getByRole('textbox', { name: /^Adresse email/ })).toHaveValue('admin@sokoni.cd');
    await user.type(within(form).getByLabelText(/^Mot de passe/), 'wrong-one');
    await user.click(within(form).getByRole('button', { name: 'Se connecter' }));
    expect(await within(form).findByText('Identifiants invalides.')).toBeInTheDocument();
    expect(api.requestsTo('/api/login')[0]?.body).toMatchObject({
      email: 'admin@sokoni.cd',
      password: 'wrong-one',
    });

    answer = {
      status: 200,
      body: {
        token: 'tok-admin',
        user: makeDemoUser({ name: 'Admin', email: 'admin@sokoni.cd', is_admin: true }),
      },
    };
    await user.clear(within(form).getByLabelText(/^Mot de passe/));
    await user.type(within(form).getByLabelText(/^Mot de passe/), 'the-right-one');
    await user.click(within(form).getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('heading', { name: 'Admin page' })).toBeInTheDocument();
    expect(barStatus()).toHaveTextContent('administrateur');
  });

  it('signs in any account with the typed address and password', async () => {
    const api = mockApi({
      'POST /api/login': () => ({
        body: { token: 'tok-any', user: makeDemoUser({ name: 'Amani', email: 'amani@mail.cd' }) },
      }),
    });
    const { user } = renderStandalone('/');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Compte' }), 'other');
    await user.type(screen.getByRole('textbox', { name: /^Adresse email/ }), 'amani@mail.cd');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'secret-2026');
    await user.click(
      within(screen.getByRole('form', { name: 'Se connecter pour tester' })).getByRole('button', {
        name: 'Se connecter',
      }),
    );
    await waitFor(() => expect(barStatus()).toHaveTextContent('Connecté : Amani'));
    expect(api.requestsTo('/api/login')[0]?.body).toMatchObject({
      email: 'amani@mail.cd',
      password: 'secret-2026',
    });
    // The panel closes once signed in; the page stays where it was.
    expect(screen.queryByRole('form', { name: 'Se connecter pour tester' })).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('signs out: tells the api, clears the session, says so, and the guard leaves the page', async () => {
    const api = mockApi({ 'POST /api/logout': () => ({ body: { message: 'ok' } }) });
    const { user, store } = renderStandalone('/transactions', makeDemoUser());
    expect(screen.getByRole('heading', { name: 'Transactions page' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(store.getState().session.user).toBeNull());
    expect(api.requestsTo('/api/logout')[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(await screen.findByText('Vous êtes déconnecté.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(barStatus()).toHaveTextContent('Non connecté');
  });

  it('switches language and theme, and saves them for a signed-in user', async () => {
    const api = mockApi({
      'PUT /api/user/language': () => ({ body: { user: makeDemoUser({ preferred_language: 'en' }) } }),
      'PUT /api/user/profile': () => ({
        body: { user: makeDemoUser({ preferred_language: 'en', preferred_theme: 'dark' }) },
      }),
    });
    const { user, store } = renderStandalone('/', makeDemoUser());
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Pages of the payments module' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.requestsTo('/api/user/language').length > 0).toBe(true));
    expect(api.requestsTo('/api/user/language')[0]?.body).toEqual({
      preferred_language: 'en',
    });

    await user.click(screen.getByRole('button', { name: 'Dark theme' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    await waitFor(() =>
      expect(api.requestsTo('/api/user/profile')[0]?.body).toEqual({
        preferred_theme: 'dark',
      }),
    );
    expect(store.getState().session.user?.preferred_theme).toBe('dark');
    expect(screen.getByRole('button', { name: 'Light theme' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Français' }));
  });

  it("offers another remote's page as a link to the whole site and back to this remote's pages", () => {
    mockApi({});
    renderStandalone('/ads?q=velo');
    expect(screen.getByRole('link', { name: 'L’ouvrir sur le site' }).getAttribute('href') ?? '').toBe(
      '/ads?q=velo',
    );
    expect(screen.getByRole('link', { name: 'Voir les pages de ce module' })).toHaveAttribute('href', '/');
  });
});

describe('routeParams', () => {
  it('reads the parameters of a path', () => {
    expect(routeParams('/ads/:slug/edit')).toEqual([{ name: 'slug', optional: false }]);
    expect(routeParams('/u/:username/:tab?')).toEqual([
      { name: 'username', optional: false },
      { name: 'tab', optional: true },
    ]);
    expect(routeParams('/transactions')).toEqual([]);
  });
});

describe('fillPath', () => {
  it('gives the parameters of a path, leaving out an optional one without a value', () => {
    expect(fillPath('/ads/:slug/edit', { slug: 'iphone-12' })).toBe('/ads/iphone-12/edit');
    expect(fillPath('/u/:username/:tab?', { username: 'kin-electro' })).toBe('/u/kin-electro');
    expect(fillPath('/u/:username/:tab?', { username: 'kin electro', tab: 'ads' })).toBe(
      '/u/kin%20electro/ads',
    );
    expect(fillPath('/transactions', {})).toBe('/transactions');
    expect(fillPath('/', {})).toBe('/');
  });
});
