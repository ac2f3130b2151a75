import { makeStore } from '@sokoni/shared-ui';
import { mockShellApi, resetApp } from '../../../test/render-app';
import { DEFAULT_SETTINGS, settingsApi } from './settings-api';

jest.mock('../remotes/mf-runtime');

beforeEach(() => resetApp());

async function fetchSettings() {
  const store = makeStore();
  return store.dispatch(settingsApi.endpoints.getSiteSettings.initiate()).unwrap();
}

describe('site settings', () => {
  it('uses a copy younger than 5 minutes without calling the server', async () => {
    const api = mockShellApi();
    localStorage.setItem(
      'settings',
      JSON.stringify({ data: { ...DEFAULT_SETTINGS, site_name: 'Cache' }, stored_at: Date.now() }),
    );
    expect((await fetchSettings()).site_name).toBe('Cache');
    expect(api.requests).toHaveLength(0);
  });

  it('refreshes a stale copy and stores it with a timestamp', async () => {
    mockShellApi({ 'GET /api/settings': () => ({ body: { ...DEFAULT_SETTINGS, site_name: 'Frais' } }) });
    localStorage.setItem(
      'settings',
      JSON.stringify({ data: DEFAULT_SETTINGS, stored_at: Date.now() - 6 * 60 * 1000 }),
    );
    expect((await fetchSettings()).site_name).toBe('Frais');
    expect(JSON.parse(localStorage.getItem('settings') ?? '{}').stored_at).toBeGreaterThan(Date.now() - 1000);
  });

  it('falls back to the stale copy, then to the defaults, when the server fails', async () => {
    mockShellApi({ 'GET /api/settings': () => ({ status: 503, body: { message: 'down' } }) });
    localStorage.setItem(
      'settings',
      JSON.stringify({ data: { ...DEFAULT_SETTINGS, site_name: 'Ancien' }, stored_at: 0 }),
    );
    expect((await fetchSettings()).site_name).toBe('Ancien');
    localStorage.clear();
    expect((await fetchSettings()).site_name).toBe('Sokoni');
  });
});
