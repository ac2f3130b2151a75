import { ROUTES, type User } from '@sokoni/contracts';
import { decideGuards, remoteRoutes, safeRedirectPath } from './routing';

const baseUser = {
  id: 1,
  email_verified_at: '2026-01-01T00:00:00.000Z',
  is_admin: false,
  account_type: 'individual',
} as User;

describe('decideGuards (the guard decisions)', () => {
  const ready = (user: User | null) => ({ user, initialised: true });

  it('lets anyone through a page without guards', () => {
    expect(decideGuards(undefined, ready(null), '/ads')).toEqual({ kind: 'allow' });
  });

  it('waits for the session to be initialised before deciding', () => {
    expect(decideGuards(['auth'], { user: null, initialised: false }, '/profile')).toEqual({ kind: 'wait' });
  });

  it('sends a logged-out user to login with the full target path, saying why', () => {
    expect(decideGuards(['auth'], ready(null), '/my-ads?status=active#top')).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fmy-ads%3Fstatus%3Dactive%23top',
      notice: 'loginRequired',
    });
  });

  it('sends a user who signed out on a protected page Home, and later visits to Login', () => {
    const signedOut = { user: null, initialised: true, signedOutFrom: '/profile?tab=settings' };
    expect(decideGuards(['auth'], signedOut, '/profile?tab=settings')).toEqual({ kind: 'redirect', to: '/' });
    expect(decideGuards(['auth'], signedOut, '/my-ads')).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fmy-ads',
      notice: 'loginRequired',
    });
  });

  it('sends a logged-in user away from guest pages to Home', () => {
    expect(decideGuards(['guest'], ready(baseUser), '/login')).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends a user who has just signed in on a guest page to its safe redirect target', () => {
    expect(decideGuards(['guest'], ready(baseUser), '/login?redirect=%2Fprofile%3Ftab%3Dsettings')).toEqual({
      kind: 'redirect',
      to: '/profile?tab=settings',
    });
    for (const unsafe of ['//evil.com', 'https://evil.com', '/\\evil.com', 'profile']) {
      expect(decideGuards(['guest'], ready(baseUser), `/login?redirect=${encodeURIComponent(unsafe)}`)).toEqual({
        kind: 'redirect',
        to: '/',
      });
    }
  });

  it('accepts only same-site paths as redirect targets', () => {
    expect(safeRedirectPath('/ads?q=rav4')).toBe('/ads?q=rav4');
    expect(safeRedirectPath('//evil.com/x')).toBeNull();
    expect(safeRedirectPath('/\\evil.com')).toBeNull();
    expect(safeRedirectPath('/x\nSet-Cookie')).toBeNull();
    expect(safeRedirectPath('javascript:alert(1)')).toBeNull();
    expect(safeRedirectPath(null)).toBeNull();
  });

  it('sends an unverified user to Home with reason=unverified', () => {
    const user = { ...baseUser, email_verified_at: null };
    expect(decideGuards(['auth', 'verified'], ready(user), '/post-ad')).toEqual({
      kind: 'redirect',
      to: '/?reason=unverified',
    });
  });

  it('sends users without the admin or business role Home, saying they may not see the page', () => {
    expect(decideGuards(['auth', 'admin'], ready(baseUser), '/admin/dashboard')).toEqual({
      kind: 'redirect',
      to: '/',
      notice: 'forbidden',
    });
    expect(decideGuards(['auth', 'business'], ready(baseUser), '/business/dashboard')).toEqual({
      kind: 'redirect',
      to: '/',
      notice: 'forbidden',
    });
    expect(decideGuards(['auth', 'admin'], ready({ ...baseUser, is_admin: true }), '/admin/dashboard')).toEqual({
      kind: 'allow',
    });
  });
});

describe('remoteRoutes', () => {
  it("takes each page's address and guards from the page table, in its order, with the remote's title and component", () => {
    const Component = () => null;
    const routes = remoteRoutes('payments', {
      transactions: { titleKey: 'payments:pages.transactions', Component },
      promote: { titleKey: 'payments:pages.promote', Component },
    });
    expect(routes).toEqual([
      { path: ROUTES.promote.pattern, guards: ROUTES.promote.guards, titleKey: 'payments:pages.promote', Component },
      {
        path: ROUTES.transactions.pattern,
        guards: ROUTES.transactions.guards,
        titleKey: 'payments:pages.transactions',
        Component,
      },
    ]);
  });
});
