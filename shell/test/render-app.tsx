import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { configure } from '@testing-library/dom';
import type { User } from '@sokoni/contracts';
import type { RemoteRoute, RootState } from '@sokoni/shared-ui';
import { loadPreferencesState } from '@sokoni/shared-ui';
import { renderWithProviders } from '@sokoni/shared-ui/test';
import '../src/app/i18n';
import { App } from '../src/app/app';
import { resetRemoteLoader } from '../src/features/remotes/load-remote-routes';
import { loadRemoteModule, registerRemote } from '../src/features/remotes/mf-runtime';

// Test files call `jest.mock('../src/features/remotes/mf-runtime')`; these are the mocked functions.
export const mockedLoadRemote = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;
export const mockedRegisterRemote = registerRemote as jest.MockedFunction<typeof registerRemote>;

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    name: 'Amani Kabila',
    username: null,
    email: 'amani@example.cd',
    phone: null,
    bio: null,
    profile_image: null,
    email_verified: true,
    email_verified_at: '2026-01-01T00:00:00.000Z',
    account_type: 'individual',
    is_admin: false,
    is_banned: false,
    is_verified: false,
    verification_reason: null,
    preferred_language: 'fr',
    preferred_theme: null,
    preferred_currency: null,
    business_profile: null,
    deleted_at: null,
    created_at: '2025-06-01T00:00:00.000Z',
    ...overrides,
  };
}

// jsdom ignores media queries, so the desktop-only parts of the navbar count as hidden there.
configure({ defaultHidden: true });

// The browser resolves `/api/...` against the page; Node's Request needs an absolute URL.
const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? `http://localhost${input}` : input, init);
  }
}
globalThis.Request = PageRequest as typeof Request;

type Handler = (init: RequestInit | undefined, url: string) => { status?: number; body: unknown };

/** Answers the calls the frame makes; `handlers` override by "METHOD /path". */
export function mockFetch(handlers: Record<string, Handler> = {}) {
  const defaults: Record<string, Handler> = {
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
  };
  const all = { ...defaults, ...handlers };
  return jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : null;
      const url = new URL(request ? request.url : String(input), 'http://localhost');
      const method = (request?.method ?? init?.method ?? 'GET').toUpperCase();
      const handler = all[`${method} ${url.pathname}`];
      const { status = 200, body } = handler
        ? handler(init, url.href)
        : { status: 404, body: { message: 'Not found' } };
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
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
