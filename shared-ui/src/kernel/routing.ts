import type { ComponentType } from 'react';
import type { User } from '@sokoni/contracts';

/** Guards of spec §2. */
export type Guard = 'guest' | 'auth' | 'verified' | 'admin' | 'business';

/** A page a remote contributes; the shell mounts it under its layout and guards. */
export interface RemoteRoute {
  path: string;
  /** i18n key (with namespace) of the page name used in the document title. */
  titleKey: string;
  guards?: Guard[];
  Component: ComponentType;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string };

/**
 * The guard rules of spec §2, as one pure function so shell and standalone remotes agree.
 * `target` is the full path the user asked for (pathname + search + hash).
 */
export function decideGuards(
  guards: readonly Guard[] | undefined,
  session: { user: User | null; initialised: boolean },
  target: string,
): GuardDecision {
  if (!guards || guards.length === 0) return { kind: 'allow' };
  if (!session.initialised) return { kind: 'wait' };
  const user = session.user;
  if (guards.includes('guest') && user) return { kind: 'redirect', to: '/' };
  const needsLogin = guards.some((g) => g === 'auth' || g === 'verified' || g === 'admin' || g === 'business');
  if (needsLogin && !user) return { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(target)}` };
  if (user) {
    if (guards.includes('verified') && !user.email_verified_at) return { kind: 'redirect', to: '/?reason=unverified' };
    if (guards.includes('admin') && !user.is_admin) return { kind: 'redirect', to: '/' };
    if (guards.includes('business') && user.account_type !== 'business') return { kind: 'redirect', to: '/' };
  }
  return { kind: 'allow' };
}
