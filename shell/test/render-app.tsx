import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { configure } from '@testing-library/dom';
import type { User } from '@sokoni/contracts';
import type { RemoteRoute, RootState } from '@sokoni/shared-ui';
import { loadPreferencesState } from '@sokoni/shared-ui';
import { mockApi, renderWithProviders, type MockApi, type MockRoutes } from '@sokoni/shared-ui/test';
import '../src/app/i18n';
import { App } from '../src/app/app';
import { resetRemoteLoader } from '../src/features/remotes/load-remote-routes';
import { loadRemoteModule, registerRemote } from '../src/features/remotes/mf-runtime';

// Test files call `jest.mock('../src/features/remotes/mf-runtime')`; these are the mocked functions.
export const mockedLoadRemote = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;
export const mockedRegisterRemote = registerRemote as jest.MockedFunction<typeof registerRemote>;

// jsdom ignores media queries, so the desktop-only parts of the navbar count as hidden there.
configure({ defaultHidden: true });

/** The shell's network: the manifest, settings and currencies the frame reads, plus `routes` (which win). */
export function mockShellApi(routes: MockRoutes = {}): MockApi {
  return mockApi({
    'GET /mf-manifest.json': () => ({
      body: {
        remotes: Object.fromEntries(
          ['ads', 'account', 'business', 'admin', 'payments'].map((r) => [
            r,
            { name: `mfe_${r}`, entry: `/remotes/${r}/remoteEntry.js` },
          ]),
        ),
      },
    }),
    'GET /api/settings': () => ({ body: { site_name: 'Sokoni' } }),
    'GET /api/currencies': () => ({ body: { data: [] } }),
    ...routes,
  });
}

/** A fake remote: its route table is what the mocked runtime hands back. */
export function provideRemotes(tables: Record<string, RemoteRoute[]>) {
  mockedRegisterRemote.mockImplementation(() => undefined);
  mockedLoadRemote.mockImplementation(async (id: string) => {
    const name = id.split('/')[0].replace('mfe_', '');
    const routes = tables[name];
    if (!routes) throw new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008');
    return { routes } as never;
  });
}

export interface RenderAppOptions {
  route?: string;
  user?: User | null;
  preferences?: Partial<RootState['preferences']>;
}

/** Rendered inside an awaited act so a remote's route table (React `use`) can resolve. */
export async function renderApp({ route = '/about', user = null, preferences = {} }: RenderAppOptions = {}) {
  let result: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    result = renderAppSync(route, user, preferences);
  });
  return result as ReturnType<typeof renderWithProviders>;
}

/** Shows where the router is, so tests can assert redirects exactly. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderAppSync(route: string, user: User | null, preferences: Partial<RootState['preferences']>) {
  return renderWithProviders(
    <>
      <App />
      <LocationProbe />
    </>,
    {
      route,
      preloadedState: {
        session: { token: user ? 'token-1' : null, user, initialised: true },
        preferences: { ...loadPreferencesState(), cookieConsent: 'accepted', ...preferences },
      },
    },
  );
}

export function resetApp() {
  localStorage.clear();
  resetRemoteLoader();
  jest.restoreAllMocks();
  jest.clearAllMocks();
}

export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}
