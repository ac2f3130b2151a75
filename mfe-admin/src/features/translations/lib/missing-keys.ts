import type { TranslationBundle } from '@sokoni/shared-ui';

/** i18next plural forms: French and English need different ones, so a key is compared without its suffix. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

export interface MissingText {
  group: string;
  /** The dotted key as i18next reads it (the first plural form found when the text has several). */
  key: string;
  /** The language that has no text for it, neither bundled nor stored. */
  locale: string;
  /** Where the text exists: language → its bundled text, to translate from. */
  sources: Record<string, string>;
}

/** { nav: { home: 'Accueil' } } → { 'nav.home': 'Accueil' } (strings only). */
export function flatten(
  tree: unknown,
  prefix = '',
  out: Record<string, string> = {},
): Record<string, string> {
  if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') out[path] = value;
      else flatten(value, path, out);
    }
  }
  return out;
}

const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');

/**
 * The keys a bundled dictionary has in one language and not in another, unless an administrator stored a text
 * for that language (`stored`: language → group → key → text). Sorted by group, key, then language.
 */
export function findMissingTexts(
  bundles: ReadonlyMap<string, Partial<TranslationBundle>>,
  stored: Record<string, Record<string, Record<string, string>>>,
  locales: readonly string[],
): MissingText[] {
  const missing: MissingText[] = [];
  for (const [group, bundle] of bundles) {
    const flat = Object.fromEntries(
      locales.map((locale) => [locale, flatten((bundle as Record<string, unknown>)[locale])]),
    );
    const bases = Object.fromEntries(locales.map((locale) => [locale, new Map<string, string>()]));
    for (const locale of locales) {
      for (const key of Object.keys(flat[locale]))
        if (!bases[locale].has(baseKey(key))) bases[locale].set(baseKey(key), key);
    }
    const all = new Set(locales.flatMap((locale) => [...bases[locale].keys()]));
    for (const base of all) {
      const present = locales.filter((locale) => bases[locale].has(base));
      for (const locale of locales) {
        if (bases[locale].has(base)) continue;
        const key = bases[present[0]].get(base)!;
        const storedTexts = stored[locale]?.[group] ?? {};
        if (storedTexts[key] !== undefined || storedTexts[base] !== undefined) continue;
        missing.push({
          group,
          key,
          locale,
          sources: Object.fromEntries(present.map((other) => [other, flat[other][bases[other].get(base)!]])),
        });
      }
    }
  }
  return missing.sort(
    (a, b) =>
      a.group.localeCompare(b.group) || a.key.localeCompare(b.key) || a.locale.localeCompare(b.locale),
  );
}
