import type { ComponentType } from 'react';
import {
  ROUTES,
  routeNamesOwnedBy,
  type RemoteName,
  type RouteGuard,
  type RouteNameOf,
  type User,
} from '@sokoni/contracts';

/** A page's guards (declared with the page table in `@sokoni/contracts`; docs/routes-and-guards.md#guards). */
export type Guard = RouteGuard;

/** A page a remote contributes; the shell mounts it under its layout and guards. */
export interface RemoteRoute {
  path: string;
  /** i18n key (with namespace) of the page name used in the document title. */
  titleKey: string;
  guards?: readonly Guard[];
  Component: ComponentType;
}

/** What a remote gives each page it owns: a title and a component. Path and guards are the page table's. */
export type RemotePages<O extends RemoteName> = Record<
  RouteNameOf<O>,
  Pick<RemoteRoute, 'titleKey' | 'Component'>
>;

/**
 * A remote's route list: every page the table of `@sokoni/contracts` gives `owner`, in table order, with the
 * table's pattern and guards. The table is the one place to change a page's address or guards; a page added
 * there fails the remote's typecheck until the remote draws it.
 */
export function remoteRoutes<O extends RemoteName>(owner: O, pages: RemotePages<O>): RemoteRoute[] {
  return routeNamesOwnedBy(owner).map((name) => ({
    path: ROUTES[name].pattern,
    guards: ROUTES[name].guards,
    ...pages[name],
  }));
}

/** Why a guarded page sent the user away, said after the redirect. */
export type GuardNotice = 'loginRequired' | 'forbidden';

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string; notice?: GuardNotice };

/**
 * The guard rules (docs/routes-and-guards.md#guard-decisions), as one pure function so shell and standalone remotes
 * agree. `target` is the full path the user asked for (pathname + search + hash).
 */
export function decideGuards(
  guards: readonly Guard[] | undefined,
  session: { user: User | null; initialised: boolean; signedOutFrom?: string | null },
  target: string,
): GuardDecision {
  if (!guards || guards.length === 0) return { kind: 'allow' };
  if (!session.initialised) return { kind: 'wait' };
  const user = session.user;
  if (guards.includes('guest') && user) return { kind: 'redirect', to: redirectTargetOf(target) ?? '/' };
  const needsLogin = guards.some((g) => g === 'auth' || g === 'verified' || g === 'admin' || g === 'business');
  if (needsLogin && !user) {
    // Signing out on a protected page returns Home, not to a login form for that page.
    if (session.signedOutFrom && session.signedOutFrom === target) return { kind: 'redirect', to: '/' };
    return { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(target)}`, notice: 'loginRequired' };
  }
  if (user) {
    if (guards.includes('verified') && !user.email_verified_at) return { kind: 'redirect', to: '/?reason=unverified' };
    if (guards.includes('admin') && !user.is_admin) return { kind: 'redirect', to: '/', notice: 'forbidden' };
    if (guards.includes('business') && user.account_type !== 'business')
      return { kind: 'redirect', to: '/', notice: 'forbidden' };
  }
  return { kind: 'allow' };
}

/**
 * A `redirect` value that is safe to follow: a path on this site (`/profile`, `/ads?q=x`), never another
 * origin (`//evil.com`, `/\\evil.com`, `https://…`) nor anything with control characters.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

/**
 * Where a guest page (login, register, social login) sends a user once signed in: the page's own
 * `redirect` query when it is a safe same-site path (the page the user wanted before logging in), else null.
 */
export function redirectTargetOf(target: string): string | null {
  const queryStart = target.indexOf('?');
  if (queryStart < 0) return null;
  const query = target.slice(queryStart + 1).split('#', 1)[0];
  return safeRedirectPath(new URLSearchParams(query).get('redirect'));
}
