import { mockedLoadRemote, mockShellApi, provideRemotes, resetApp } from '../../../test/render-app';
import { getRemoteRoutes, loadEveryRemote } from './load-remote-routes';

jest.mock('./mf-runtime');

beforeEach(() => {
  resetApp();
  mockShellApi();
});

describe('loading every remote (the administrators’ comparison of bundled texts)', () => {
  it('loads each remote once, and forgets one that failed so its pages try again', async () => {
    const page = { path: '/x', titleKey: 'X', Component: () => null };
    provideRemotes({ ads: [page], account: [page], business: [page], admin: [page] });
    await expect(loadEveryRemote()).resolves.toBeUndefined();
    expect(mockedLoadRemote.mock.calls.map(([id]) => id).sort()).toEqual([
      'mfe_account/routes',
      'mfe_admin/routes',
      'mfe_ads/routes',
      'mfe_business/routes',
      'mfe_payments/routes',
    ]);

    provideRemotes({ ads: [page], account: [page], business: [page], admin: [page], payments: [page] });
    await expect(getRemoteRoutes('payments')).resolves.toEqual([page]);
    await getRemoteRoutes('ads');
    expect(mockedLoadRemote.mock.calls.filter(([id]) => id === 'mfe_ads/routes')).toHaveLength(1);
  });
});
