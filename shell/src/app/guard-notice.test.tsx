import { screen } from '@testing-library/react';
import type { RemoteRoute } from '@sokoni/shared-ui';
import { makeUser } from '@sokoni/contracts/testing';
import { currentLocation, mockShellApi, provideRemotes, renderApp, resetApp } from '../../test/render-app';

jest.mock('../features/remotes/mf-runtime');

function page(text: string): RemoteRoute['Component'] {
  return function Page() {
    return <h1>{text}</h1>;
  };
}

beforeEach(() => {
  resetApp();
  mockShellApi();
  provideRemotes({
    ads: [
      { path: '/', titleKey: 'Accueil', Component: page('Home page') },
      { path: '/my-ads', titleKey: 'Mes annonces', guards: ['auth'], Component: page('My ads page') },
    ],
    account: [{ path: '/login', titleKey: 'Connexion', guards: ['guest'], Component: page('Login page') }],
    admin: [
      { path: '/admin/dashboard', titleKey: 'Admin', guards: ['auth', 'admin'], Component: page('Admin page') },
    ],
    business: [
      {
        path: '/business/dashboard',
        titleKey: 'Business',
        guards: ['auth', 'business'],
        Component: page('Business page'),
      },
    ],
  });
});

describe('a guarded page says why it sends the user away', () => {
  it('asks a visitor to log in', async () => {
    await renderApp({ route: '/my-ads' });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(currentLocation()).toBe('/login?redirect=%2Fmy-ads');
    expect(await screen.findByText('Veuillez vous connecter pour accéder à cette page')).toBeInTheDocument();
  });

  it('asks a visitor to log in (en)', async () => {
    await renderApp({ route: '/my-ads', preferences: { locale: 'en' } });
    expect(await screen.findByText('Please log in to access this page')).toBeInTheDocument();
  });

  it('tells a signed-in user without the role that the page is not theirs to see', async () => {
    await renderApp({ route: '/admin/dashboard', user: makeUser() });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(
      await screen.findByText("Vous n'avez pas la permission d'accéder à cette page"),
    ).toBeInTheDocument();
  });

  it('says it in English too, from the business dashboard', async () => {
    await renderApp({ route: '/business/dashboard', user: makeUser(), preferences: { locale: 'en' } });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(await screen.findByText('You do not have permission to access this page')).toBeInTheDocument();
  });

  it('says nothing to a signed-in user sent away from the login page', async () => {
    await renderApp({ route: '/login', user: makeUser() });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(screen.queryByText(/permission|Veuillez vous connecter/)).not.toBeInTheDocument();
  });
});
