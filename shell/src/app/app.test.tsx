import { act, screen, waitFor, within } from '@testing-library/react';
import { paths, type RemoteRoute } from '@sokoni/shared-ui';
import { makeUser } from '@sokoni/contracts/testing';
import { mockApi } from '@sokoni/shared-ui/test';
import { currentLocation, mockShellApi, mockedLoadRemote, provideRemotes, renderApp, resetApp } from '../../test/render-app';

jest.mock('../features/remotes/mf-runtime');

function page(text: string): RemoteRoute['Component'] {
  return function Page() {
    return <h1>{text}</h1>;
  };
}

const adsRoutes: RemoteRoute[] = [
  { path: '/', titleKey: 'Accueil', Component: page('Home page') },
  { path: '/ads', titleKey: 'Annonces', Component: page('Browse page') },
  { path: '/ads/:slug', titleKey: 'Annonce', Component: page('Ad page') },
  { path: '/post-ad', titleKey: 'Publier', guards: ['auth', 'verified'], Component: page('Post ad page') },
  { path: '/my-ads', titleKey: 'Mes annonces', guards: ['auth'], Component: page('My ads page') },
];
const accountRoutes: RemoteRoute[] = [
  { path: '/login', titleKey: 'Connexion', guards: ['guest'], Component: page('Login page') },
  { path: '/profile', titleKey: 'Profil', guards: ['auth'], Component: page('Profile page') },
];
const adminRoutes: RemoteRoute[] = [
  { path: '/admin/dashboard', titleKey: 'Admin', guards: ['auth', 'admin'], Component: page('Admin page') },
];
const businessRoutes: RemoteRoute[] = [
  {
    path: '/business/dashboard',
    titleKey: 'Business',
    guards: ['auth', 'business'],
    Component: page('Business page'),
  },
];

beforeEach(() => {
  resetApp();
  mockShellApi();
  provideRemotes({ ads: adsRoutes, account: accountRoutes, admin: adminRoutes, business: businessRoutes });
});

const navbar = () => screen.getAllByRole('navigation', { name: 'Navigation principale' })[0];

describe('navbar', () => {
  it('shows Home, Browse ads, About, Contact, Post ad, Login and Register to a visitor', async () => {
    await renderApp({ route: '/about' });
    const nav = navbar();
    for (const name of ['Accueil', 'Parcourir les annonces', 'À propos', 'Contact']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: /Publier une annonce/ })).toHaveAttribute(
      'href',
      '/post-ad',
    );
    expect(within(header).getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Inscription' })).toHaveAttribute('href', '/register');
    expect(await screen.findByRole('heading', { name: 'À propos de Sokoni' })).toBeInTheDocument();
  });

  it('marks Browse ads active on every path starting with /ads, and only there', async () => {
    await renderApp({ route: '/ads/toyota-rav4-2015' });
    await screen.findByText('Ad page');
    expect(within(navbar()).getByRole('link', { name: 'Parcourir les annonces' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(navbar()).getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
  });

  it('marks Home active on / only', async () => {
    const { user } = await renderApp({ route: '/' });
    await screen.findByText('Home page');
    expect(within(navbar()).getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(navbar()).getByRole('link', { name: 'Parcourir les annonces' }));
    await screen.findByText('Browse page');
    expect(within(navbar()).getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
  });

  /** The links every signed-in account has, before those of its kind. */
  const everyAccount = [
    'Profil',
    'Mes annonces',
    'Messages',
    'Favoris',
    'Mes recherches',
    'Historique des transactions',
  ];
  it.each([
    ['an individual', makeUser(), [...everyAccount, 'Créer mon entreprise']],
    ['a business', makeUser({ account_type: 'business' }), [...everyAccount, 'Tableau de bord entreprise']],
    [
      'an admin',
      makeUser({ is_admin: true }),
      [...everyAccount, 'Créer mon entreprise', 'Tableau de bord admin', 'Promotions', 'Paramètres admin'],
    ],
  ])('gives %s the right dropdown links, then Logout', async (_who, account, expected) => {
    const { user } = await renderApp({ route: '/about', user: account });
    expect(screen.queryByRole('link', { name: 'Connexion' })).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'Menu du compte de Amani Kabila' });
    await user.click(trigger);
    const menu = document.getElementById(trigger.getAttribute('aria-controls') ?? '') as HTMLElement;
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(expected);
    expect(within(menu).getByRole('button', { name: 'Déconnexion' })).toBeInTheDocument();
  });

  it('closes the dropdown on Escape and on a click outside', async () => {
    const { user } = await renderApp({ route: '/about', user: makeUser() });
    const trigger = screen.getByRole('button', { name: 'Menu du compte de Amani Kabila' });
    await user.click(trigger);
    expect(screen.getByRole('link', { name: 'Profil' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Profil' })).not.toBeInTheDocument();
    await user.click(trigger);
    await user.click(await screen.findByRole('heading', { name: 'À propos de Sokoni' }));
    expect(screen.queryByRole('link', { name: 'Profil' })).not.toBeInTheDocument();
  });

  it('logs out even when the server call fails, and returns Home', async () => {
    resetApp();
    mockShellApi({ 'POST /api/logout': () => ({ status: 500, body: { message: 'boom' } }) });
    provideRemotes({ ads: adsRoutes });
    const { user, store } = await renderApp({ route: '/about', user: makeUser() });
    await user.click(screen.getByRole('button', { name: 'Menu du compte de Amani Kabila' }));
    await user.click(screen.getByRole('button', { name: 'Déconnexion' }));
    await screen.findByText('Home page');
    expect(store.getState().session.user).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('link', { name: 'Connexion' })).toBeInTheDocument();
  });

  it('mobile menu mirrors the navbar without Transaction history or Business dashboard, and closes on navigation', async () => {
    const { user } = await renderApp({
      route: '/about',
      user: makeUser({ account_type: 'business', is_admin: true }),
    });
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    const panel = document.getElementById(
      screen.getByRole('button', { name: 'Fermer le menu' }).getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    const labels = within(panel)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Accueil',
        'Profil',
        'Mes annonces',
        'Messages',
        'Favoris',
        'Tableau de bord admin',
      ]),
    );
    expect(labels).not.toContain('Historique des transactions');
    expect(labels).not.toContain('Tableau de bord entreprise');
    await user.click(within(panel).getByRole('link', { name: 'Contact' }));
    await screen.findByRole('heading', { name: 'Contactez-nous' });
    // The menu closes on the route change, which may land a render after the new page's heading.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Fermer le menu' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toBeInTheDocument();
  });
});

describe('language and theme', () => {
  it('switching to English stores `locale` and changes the texts', async () => {
    const { user } = await renderApp({ route: '/about' });
    await user.click(screen.getByRole('button', { name: /^FR · USD/ }));
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(localStorage.getItem('locale')).toBe('en');
    expect(
      await within(screen.getByRole('banner')).findByRole('link', { name: 'Browse ads' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'About Sokoni' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Français' })[0]);
    expect(localStorage.getItem('locale')).toBe('fr');
  });

  it('saves the language on the server when signed in', async () => {
    resetApp();
    const api = mockShellApi({
      'PUT /api/user/language': () => ({ body: { user: makeUser({ preferred_language: 'en' }) } }),
    });
    const { user } = await renderApp({ route: '/about', user: makeUser() });
    await user.click(screen.getByRole('button', { name: /^FR · USD/ }));
    await user.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(api.requestsTo('/api/user/language').length > 0).toBe(true));
  });

  it('offers only the languages the administrator left active, and leaves a deactivated one', async () => {
    resetApp();
    mockShellApi({ 'GET /api/settings': () => ({ body: { site_name: 'Sokoni', languages: ['fr'] } }) });
    // A visitor who had chosen English before it was deactivated.
    const { user, store } = await renderApp({ route: '/about', preferences: { locale: 'en' } });
    await waitFor(() => expect(store.getState().preferences.locale).toBe('fr'));
    expect(await screen.findByRole('heading', { name: 'À propos de Sokoni' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^FR · USD/ }));
    expect(screen.queryByRole('button', { name: 'English' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Langue' })).toBeNull();
  });

  it('takes the languages the page was served for over settings kept from before', async () => {
    resetApp();
    const mark = document.createElement('meta');
    mark.name = 'sokoni-languages';
    mark.content = 'fr';
    document.head.append(mark);
    try {
      const { user } = await renderApp({ route: '/about' });
      await user.click(screen.getByRole('button', { name: /^FR · USD/ }));
      expect(screen.queryByRole('button', { name: 'English' })).toBeNull();
    } finally {
      mark.remove();
    }
  });

  it('theme toggle flips dark/light and stores the choice', async () => {
    const { user } = await renderApp({ route: '/about', preferences: { theme: 'light' } });
    await user.click(screen.getByRole('button', { name: 'Passer au thème sombre' }));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Passer au thème clair' }));
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});

describe('banners and helpers', () => {
  it('cookie banner stores the choice and hides', async () => {
    const { user } = await renderApp({ route: '/about', preferences: { cookieConsent: null } });
    const banner = await screen.findByRole('region', { name: 'Cookies' });
    expect(within(banner).getByRole('link', { name: 'En savoir plus' })).toHaveAttribute(
      'href',
      paths.privacy.getHref(),
    );
    await user.click(within(banner).getByRole('button', { name: 'Refuser' }));
    expect(localStorage.getItem('cookie_consent')).toBe('declined');
    expect(screen.queryByRole('region', { name: 'Cookies' })).not.toBeInTheDocument();
  });

  it('scroll-to-top appears only after 300 px', async () => {
    await renderApp({ route: '/about' });
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    scrollTo(300);
    expect(screen.queryByRole('button', { name: 'Remonter en haut de la page' })).not.toBeInTheDocument();
    scrollTo(301);
    expect(await screen.findByRole('button', { name: 'Remonter en haut de la page' })).toBeInTheDocument();
    scrollTo(0);
    expect(screen.queryByRole('button', { name: 'Remonter en haut de la page' })).not.toBeInTheDocument();
  });

  it('email reminder: resend is disabled while sending, then a success toast', async () => {
    resetApp();
    let answer: (value: Response) => void = () => undefined;
    mockApi({
      '/api/email/verification-notification': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = await renderApp({
      route: '/about',
      user: makeUser({ email_verified_at: null, email_verified: false }),
    });
    const button = await screen.findByRole('button', { name: "Renvoyer l'email de vérification" });
    await user.click(button);
    expect(button).toBeDisabled();
    await act(async () =>
      answer(
        new Response(JSON.stringify({ message: 'Lien envoyé.' }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    expect(await screen.findByText('Lien envoyé.')).toBeInTheDocument();
  });

  it('translation debugger: Ctrl+Shift+T shows keys and lists missing ones, then turns off', async () => {
    const { user } = await renderApp({ route: '/about' });
    const header = screen.getByRole('banner');
    expect(within(header).getAllByRole('link', { name: 'Accueil' })[0]).toBeInTheDocument();
    await user.keyboard('{Control>}{Shift>}T{/Shift}{/Control}');
    expect(await within(header).findByRole('link', { name: 'nav.home' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Débogueur de traductions' })).toBeInTheDocument();
    await user.keyboard('{Control>}{Shift>}T{/Shift}{/Control}');
    expect(await within(header).findByRole('link', { name: 'Accueil' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Débogueur de traductions' })).not.toBeInTheDocument();
  });

  it('translation debugger opens from ?debug_translations', async () => {
    await renderApp({ route: '/about?debug_translations' });
    expect(
      await screen.findByRole('complementary', { name: 'Débogueur de traductions' }),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByRole('banner')).findByRole('link', { name: 'nav.contact' }),
    ).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'Fermer le débogueur' }).click());
    expect(
      await within(screen.getByRole('banner')).findByRole('link', { name: 'Contact' }),
    ).toBeInTheDocument();
  });
});

describe('guards through the router', () => {
  it('sends a visitor from an auth page to /login with the full target path', async () => {
    await renderApp({ route: '/my-ads?status=active' });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(currentLocation()).toBe('/login?redirect=%2Fmy-ads%3Fstatus%3Dactive');
  });

  it.each([
    { name: 'a signed-in user away from a guest page to Home', route: '/login', user: {}, home: '/' },
    {
      name: 'an unverified user from a verified page to Home with reason=unverified',
      route: '/post-ad',
      user: { email_verified_at: null },
      home: '/?reason=unverified',
    },
    {
      name: 'users without the role from admin and business pages to Home',
      route: '/admin/dashboard',
      user: {},
      home: '/',
    },
    {
      name: 'a non-business user from the business dashboard to Home, and lets a business user in',
      route: '/business/dashboard',
      user: {},
      home: '/',
    },
  ])('sends $name', async ({ route, user, home }) => {
    await renderApp({ route, user: makeUser(user) });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(currentLocation()).toBe(home);
  });

  it('lets a business user into the business dashboard', async () => {
    await renderApp({ route: '/business/dashboard', user: makeUser({ account_type: 'business' }) });
    expect(await screen.findByText('Business page')).toBeInTheDocument();
  });
});

describe('pages', () => {
  it('shows the 404 page with a link home for unknown paths', async () => {
    await renderApp({ route: '/nowhere/at/all' });
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Retour à l'accueil/ })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page introuvable | Sokoni'));
  });

  it('shows the 404 page for unknown paths inside a remote', async () => {
    await renderApp({ route: '/ads/a/b/c' });
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
  });

  it('redirects /terms to the terms of service', async () => {
    await renderApp({ route: '/terms' });
    expect(
      await screen.findByRole('heading', { name: "Conditions d'utilisation", level: 1 }),
    ).toBeInTheDocument();
    expect(currentLocation()).toBe('/legal/terms-of-service');
    await waitFor(() => expect(document.title).toBe("Conditions d'utilisation | Sokoni"));
  });

  it('titles pages "<page> | <site name>" with the site name from the settings', async () => {
    resetApp();
    mockShellApi({ 'GET /api/settings': () => ({ body: { site_name: 'Sokoni RDC' } }) });
    await renderApp({ route: '/about' });
    await waitFor(() => expect(document.title).toBe('À propos | Sokoni RDC'));
    expect(JSON.parse(localStorage.getItem('settings') ?? '{}')).toMatchObject({
      data: { site_name: 'Sokoni RDC' },
    });
  });
});

describe('remote loading', () => {
  it('keeps a failing remote contained, with a Retry that loads it again', async () => {
    provideRemotes({ ads: adsRoutes });
    await renderApp({ route: '/profile', user: makeUser() });
    expect(
      await screen.findByRole('heading', { name: "Cette partie du site n'a pas pu être chargée" }),
    ).toBeInTheDocument();
    expect(within(navbar()).getByRole('link', { name: 'Accueil' })).toBeInTheDocument();
    expect(screen.getByText('Fait en RDC')).toBeInTheDocument();

    provideRemotes({ ads: adsRoutes, account: accountRoutes });
    // An awaited act lets React resume the suspended remote (user-event wraps clicks in a synchronous act).
    await act(async () => screen.getByRole('button', { name: 'Réessayer' }).click());
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
  });

  it('loads only the remote that owns the path', async () => {
    await renderApp({ route: '/ads' });
    await screen.findByText('Browse page');
    expect(mockedLoadRemote.mock.calls.map(([id]) => id)).toEqual(['mfe_ads/routes']);
  });

  it('other parts keep working while one remote is down', async () => {
    provideRemotes({ account: accountRoutes });
    const { user } = await renderApp({ route: '/' });
    await screen.findByRole('button', { name: 'Réessayer' });
    await user.click(within(navbar()).getByRole('link', { name: 'À propos' }));
    expect(await screen.findByRole('heading', { name: 'À propos de Sokoni' })).toBeInTheDocument();
  });
});
