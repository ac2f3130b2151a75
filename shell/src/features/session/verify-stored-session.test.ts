import { makeStore } from '@sokoni/shared-ui';
import '../../app/i18n';
import { makeUser } from '@sokoni/contracts/testing';
import { mockShellApi, resetApp } from '../../../test/render-app';
import { verifyStoredSession } from './verify-stored-session';

jest.mock('../remotes/mf-runtime');

beforeEach(() => resetApp());

function storeWithToken() {
  return makeStore({ session: { token: 'stale', user: makeUser(), initialised: false } });
}

describe('startup session check', () => {
  it('keeps a session the server confirms, with the fresh user', async () => {
    // The api answers the bare User (contracts ProfileResponseSchema).
    mockShellApi({ 'GET /api/user/profile': () => ({ body: makeUser({ name: 'Amani K.' }) }) });
    const store = storeWithToken();
    await verifyStoredSession(store);
    expect(store.getState().session).toMatchObject({
      token: 'stale',
      initialised: true,
      user: { name: 'Amani K.' },
    });
  });

  it('logs out with "Failed to verify authentication" when the check fails', async () => {
    mockShellApi({ 'GET /api/user/profile': () => ({ status: 404, body: { message: 'Not found' } }) });
    const store = storeWithToken();
    await verifyStoredSession(store);
    expect(store.getState().session).toMatchObject({ token: null, user: null, initialised: true });
    expect(store.getState().toasts.map((toast) => [toast.type, toast.message])).toEqual([
      ['error', "Échec de la vérification de l'authentification"],
    ]);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the stored session, without a word, when there is no network (offline)', async () => {
    mockShellApi({
      'GET /api/user/profile': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const store = storeWithToken();
    await verifyStoredSession(store);
    expect(store.getState().session).toMatchObject({ token: 'stale', initialised: true });
    expect(store.getState().session.user).not.toBeNull();
    expect(store.getState().toasts).toEqual([]);
  });

  it('does nothing but mark the session ready when there is no token', async () => {
    const api = mockShellApi();
    const store = makeStore({ session: { token: null, user: null, initialised: false } });
    await verifyStoredSession(store);
    expect(store.getState().session.initialised).toBe(true);
    expect(api.requests).toHaveLength(0);
  });
});
