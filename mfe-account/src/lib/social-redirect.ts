import { safeRedirectPath } from '@sokoni/shared-ui';

const KEY = 'sokoni.social-redirect';

/**
 * The page to return to after a social login, kept in this tab while the browser visits the provider
 * (the provider comes back to a fixed callback URL, without our query).
 */
export function rememberSocialRedirect(redirect: string | null): void {
  try {
    if (redirect && safeRedirectPath(redirect)) sessionStorage.setItem(KEY, redirect);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage disabled: the user lands on Home instead.
  }
}

/** Reads and forgets the page to return to; null when there is none or it is not a same-site path. */
export function takeSocialRedirect(): string | null {
  try {
    const value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return safeRedirectPath(value);
  } catch {
    return null;
  }
}
