import { screen, waitFor } from '@testing-library/react';
import { makeUser } from '@sokoni/contracts/testing';
import { mockShellApi, renderApp, resetApp } from '../../../test/render-app';

jest.mock('../remotes/mf-runtime');

beforeEach(() => resetApp());

describe('theme toggle when signed in', () => {
  it("follows and saves the user's preferred_theme", async () => {
    const api = mockShellApi({
      'PUT /api/user/profile': () => ({
        body: { user: makeUser({ preferred_theme: 'dark' }), message: 'ok', email_changed: false },
      }),
    });
    const { user, store } = await renderApp({
      route: '/about',
      user: makeUser({ preferred_theme: 'light' }),
    });
    expect(document.documentElement.dataset.theme).toBe('light');
    await user.click(screen.getByRole('button', { name: 'Passer au thème sombre' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    await waitFor(() => {
      const saved = api.requestsTo('/api/user/profile')[0];
      expect(saved).toBeDefined();
    });
    const request = api.requestsTo('/api/user/profile')[0];
    expect(request.method).toBe('PUT');
    expect(request.body).toEqual({ preferred_theme: 'dark' });
    expect(store.getState().session.user?.preferred_theme).toBe('dark');
  });

  it('puts the theme back and says so when saving fails', async () => {
    mockShellApi({ 'PUT /api/user/profile': () => ({ status: 500, body: {} }) });
    const { user, store } = await renderApp({
      route: '/about',
      user: makeUser({ preferred_theme: 'light' }),
    });
    await user.click(screen.getByRole('button', { name: 'Passer au thème sombre' }));
    expect(await screen.findByText('Échec de la mise à jour du profil')).toBeInTheDocument();
    expect(store.getState().session.user?.preferred_theme).toBe('light');
  });
});
