import { Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '@sokoni/contracts';
import { RouteGuard, ToastViewport, loadPreferencesState, type RootState } from '@sokoni/shared-ui';
import { renderWithProviders } from '@sokoni/shared-ui/test';
import { routes } from '../app/routes';

/** Shows the router's current URL so tests can assert where the user went. */
function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="current-url">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderAppOptions {
  locale?: 'fr' | 'en';
  /** Signed in as this user (token "test-token"); signed out when omitted. */
  user?: User;
  preloadedState?: Partial<RootState>;
}

/**
 * Renders the remote's route table at `url` with the guards, the way the shell mounts it, plus a Home
 * stand-in and the toasts.
 */
export function renderApp(url: string, options: RenderAppOptions = {}) {
  return renderWithProviders(
    <>
      <Routes>
        {routes.map(({ path, guards, Component }) => (
          <Route
            key={path}
            path={path}
            element={
              <RouteGuard guards={guards}>
                <Component />
              </RouteGuard>
            }
          />
        ))}
        <Route path="/" element={<p>Home page</p>} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <CurrentUrl />
      <ToastViewport />
    </>,
    {
      route: url,
      preloadedState: {
        preferences: { ...loadPreferencesState(), locale: options.locale ?? 'fr' },
        session: options.user
          ? { token: 'test-token', user: options.user, initialised: true }
          : { token: null, user: null, initialised: true },
        ...options.preloadedState,
      },
    },
  );
}

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
