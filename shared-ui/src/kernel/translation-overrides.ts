import type { TranslationGroupsResponse } from '@sokoni/contracts';
import { isTranslationGroup, isTranslationKey, SETTINGS_CACHE_MS } from '@sokoni/contracts';
import { baseApi } from './base-api';
import { apiRequest } from './endpoint-request';
import type { Locale } from '@sokoni/contracts';
import { i18n, restoreBundledTexts } from './i18n';
import { readJson, writeStorage } from './storage';

/** Stored translations are cached like the settings: fresh for 5 minutes, kept with a timestamp. */
export const TRANSLATIONS_CACHE_MS = SETTINGS_CACHE_MS;
const storageKey = (locale: string) => `translations_${locale}`;

type Groups = TranslationGroupsResponse['translations'];
interface CachedTranslations {
  data: Groups;
  stored_at: number;
}

/**
 * "nav.home" → { nav: { home } }, so an override lands where the bundled dictionary keeps the same text. The
 * tree is made of objects without a prototype, and a key that is not plain names (`__proto__.x`, `constructor`)
 * is dropped: what an administrator typed can never reach `Object.prototype` of the page.
 */
export function nested(flat: Record<string, string>): Record<string, unknown> {
  const tree: Record<string, unknown> = Object.create(null);
  for (const [key, value] of Object.entries(flat)) {
    if (!isTranslationKey(key) || typeof value !== 'string') continue;
    const parts = key.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) {
      if (typeof node[part] !== 'object' || node[part] === null) node[part] = Object.create(null);
      node = node[part] as Record<string, unknown>;
    }
    node[parts[parts.length - 1]] = value;
  }
  return tree;
}

/** Lays texts stored by an administrator over the bundled dictionaries (group = i18n namespace). */
export function applyTranslationOverrides(locale: string, groups: Groups): void {
  let applied = false;
  for (const [group, texts] of Object.entries(groups)) {
    if (!isTranslationGroup(group) || !texts || typeof texts !== 'object' || Object.keys(texts).length === 0) continue;
    i18n.addResourceBundle(locale, group, nested(texts), true, true);
    applied = true;
  }
  // react-i18next re-renders on this event, so the new texts show without a reload.
  if (applied && i18n.language === locale) i18n.emit('languageChanged', locale);
}

/**
 * The stored texts of `locale` exactly as given, none older: the server renderer draws each page with the texts
 * stored when it renders (the page carries them, see `adoptServerTranslations`).
 */
export function replaceTranslationOverrides(locale: Locale, groups: Groups): void {
  restoreBundledTexts(locale);
  applyTranslationOverrides(locale, groups);
}

/**
 * The stored texts a server-rendered page was drawn with: laid over the dictionaries before the browser's first
 * render (so it draws the same texts and takes the page over without a mismatch), and kept as the fresh local copy.
 */
export function adoptServerTranslations(locale: string, groups: Groups): void {
  applyTranslationOverrides(locale, groups);
  writeStorage(storageKey(locale), JSON.stringify({ data: groups, stored_at: Date.now() } satisfies CachedTranslations));
}

/** One text changed by the admin on this screen: shown at once to them, and the local cache forgets the language. */
export function applyTranslationOverride(locale: string, group: string, key: string, value: string): void {
  if (value === '') {
    writeStorage(storageKey(locale), null);
    return;
  }
  applyTranslationOverrides(locale, { [group]: { [key]: value } });
  writeStorage(storageKey(locale), null);
}

function readCache(locale: string): CachedTranslations | null {
  const cached = readJson<CachedTranslations>(storageKey(locale));
  return cached && typeof cached.stored_at === 'number' && cached.data ? cached : null;
}

/** GET /api/translations/{locale} (every group), through the local 5-minute cache. */
export const translationOverridesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTranslationOverrides: build.query<Groups, string>({
      async queryFn(locale, _api, _extra, baseQuery) {
        const cached = readCache(locale);
        if (cached && Date.now() - cached.stored_at < TRANSLATIONS_CACHE_MS) return { data: cached.data };
        const result = await baseQuery(apiRequest('getTranslations', { params: { locale } }));
        if (result.error) return { data: cached?.data ?? {} };
        const data = (result.data as TranslationGroupsResponse).translations;
        writeStorage(storageKey(locale), JSON.stringify({ data, stored_at: Date.now() } satisfies CachedTranslations));
        return { data };
      },
      providesTags: (_result, _error, locale) => [{ type: 'Translation', id: `PUBLIC-${locale}` }],
      keepUnusedDataFor: TRANSLATIONS_CACHE_MS / 1000,
    }),
  }),
});

/**
 * Called once by the shell after it makes the store: loads the stored texts of the current language, and of
 * each language the visitor switches to, and lays them over the bundled dictionaries.
 */
export function startTranslationOverrides(dispatch: (action: unknown) => unknown): void {
  const loaded = new Set<string>();
  const load = (locale: string) => {
    if (!locale || loaded.has(locale)) return;
    loaded.add(locale);
    const request = dispatch(translationOverridesApi.endpoints.getTranslationOverrides.initiate(locale)) as Promise<{
      data?: Groups;
    }> & { unsubscribe?: () => void };
    void request.then((result) => {
      if (result.data) applyTranslationOverrides(locale, result.data);
      request.unsubscribe?.();
    });
  };
  load(i18n.language);
  i18n.on('languageChanged', load);
}
