import { PREFERENCE_COOKIE_MAX_AGE_SECONDS } from '@sokoni/contracts';

/** Browser storage that never throws (private mode, full quota, server-side rendering). */
export function readStorage(key: string): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (typeof localStorage === 'undefined') return;
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the in-memory state still holds the value for this visit.
  }
}

export function readJson<T>(key: string): T | null {
  const raw = readStorage(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/**
 * The page's cookies by name, from one read of `document.cookie`: each read asks the browser's cookie store
 * and waits for its answer, so the preferences read them once rather than once a preference.
 */
export function readPreferenceCookies(): Map<string, string> {
  const cookies = new Map<string, string>();
  try {
    if (typeof document === 'undefined') return cookies;
    for (const pair of document.cookie.split(';')) {
      const separator = pair.indexOf('=');
      if (separator === -1) continue;
      const name = pair.slice(0, separator).trim();
      if (!cookies.has(name)) cookies.set(name, decodeURIComponent(pair.slice(separator + 1).trim()));
    }
  } catch {
    // Cookies disabled, or a value that is not URI-encoded: what was read so far stands.
  }
  return cookies;
}

/**
 * A copy of a preference in a cookie of the same name, so the server renders the page in the visitor's
 * language, theme and currency. Not a secret and not read by scripts of other sites (SameSite=Lax).
 */
export function writePreferenceCookie(key: string, value: string | null): void {
  try {
    if (typeof document === 'undefined') return;
    const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
    document.cookie =
      value === null
        ? `${key}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
        : `${key}=${encodeURIComponent(value)}; Path=/; Max-Age=${PREFERENCE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  } catch {
    // Cookies disabled: the server renders the defaults and the browser corrects them.
  }
}
