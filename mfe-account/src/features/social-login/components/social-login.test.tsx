import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '@sokoni/shared-ui/test';
import { makeUser } from '@sokoni/contracts/testing';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  sessionStorage.clear();
});

describe('Social login pages', () => {
  it('trades code, state and iss for a session, then returns to the page kept before leaving', async () => {
    sessionStorage.setItem('sokoni.social-redirect', '/my-ads');
    const api = mockApi({
      'POST /api/auth/google/callback': () => ({ body: { user: makeUser(), token: 'tok-social' } }),
    });
    const { store } = renderApp(
      '/auth/google/callback?code=c0de&state=st4te&iss=https%3A%2F%2Faccounts.google.com',
    );
    await waitFor(() => expect(screen.getByTestId('current-url')).toHaveTextContent('/my-ads'));
    expect(api.requestsTo('POST /api/auth/google/callback')).toHaveLength(1);
    expect(api.requestsTo('POST /api/auth/google/callback')[0].body).toEqual({
      code: 'c0de',
      state: 'st4te',
      iss: 'https://accounts.google.com',
    });
    expect(store.getState().session.token).toBe('tok-social');
    expect(sessionStorage.getItem('sokoni.social-redirect')).toBeNull();
  });

  it('goes to the social error page when the server refuses', async () => {
    mockApi({ 'POST /api/auth/google/callback': () => ({ status: 422, body: { message: 'no' } }) });
    renderApp('/auth/google/callback?code=c0de&state=st4te');
    expect(
      await screen.findByText('La connexion via le réseau social a échoué. Veuillez réessayer.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('current-url')).toHaveTextContent('/auth/social-error');
  });

  it('stores a session handed over as a token once the server confirms it', async () => {
    const api = mockApi({ 'GET /api/user/profile': () => ({ body: makeUser({ name: 'Grace M.' }) }) });
    const { store } = renderApp('/auth/social-callback?token=tok-url');
    await waitFor(() => expect(screen.getByText('Home page')).toBeInTheDocument());
    expect(api.requestsTo('GET /api/user/profile')[0].headers.get('Authorization')).toBe('Bearer tok-url');
    expect(store.getState().session).toMatchObject({ token: 'tok-url', user: { name: 'Grace M.' } });
  });

  it('shows the social error text in English', async () => {
    mockApi({});
    renderApp('/auth/social-error', { locale: 'en' });
    expect(await screen.findByText('Social login failed. Please try again.')).toBeInTheDocument();
  });
});
