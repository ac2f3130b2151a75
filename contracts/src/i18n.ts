import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from './constants';

/**
 * The servers' translation module (api and bff): each server keeps its own catalogue of texts, and both format
 * them and pick the request's language here, so a text with a number reads right in every language and one
 * request gets one language whichever server answers it.
 *
 * A message is a string with `{name}` placeholders; a part that depends on a number uses the ICU plural form
 * `{count, plural, one {# annonce} other {# annonces}}` (`#` is the number, `=0 {…}` matches exactly), with the
 * categories of `Intl.PluralRules` for the locale (French says "0 annonce" and "1 annonce", English "0 ads").
 */
export type MessageParams = Record<string, string | number>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * The languages the site is offered in: those of `languages` (the active ones of Admin → Languages, the default
 * first) that the site supports; every supported language when there is no list, French alone when none is left.
 */
export function offeredLocales(languages: readonly string[] | null | undefined): Locale[] {
  if (!languages) return [...SUPPORTED_LOCALES];
  const offered = [...new Set(languages.filter(isLocale))];
  return offered.length > 0 ? offered : [DEFAULT_LOCALE];
}

/** `requested` when the site is offered in it, else the first language offered (the default). */
export function offeredLocale(requested: Locale, offered: readonly Locale[]): Locale {
  return offered.includes(requested) ? requested : (offered[0] ?? DEFAULT_LOCALE);
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** The plural category (`one`, `other`, …) of a number in a locale. */
export function pluralCategory(locale: Locale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/** Index of the brace that closes the one opened at `open`. */
function closingBrace(template: string, open: number): number {
  let depth = 0;
  for (let index = open; index < template.length; index += 1) {
    if (template[index] === '{') depth += 1;
    else if (template[index] === '}') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}

/** The branches of a plural argument's body: `one {…} other {…}` → { one: '…', other: '…' }. */
function pluralBranches(body: string): Map<string, string> {
  const branches = new Map<string, string>();
  let index = 0;
  while (index < body.length) {
    const open = body.indexOf('{', index);
    if (open < 0) break;
    const selector = body.slice(index, open).trim();
    const close = closingBrace(body, open);
    if (close < 0 || !selector) break;
    branches.set(selector, body.slice(open + 1, close));
    index = close + 1;
  }
  return branches;
}

function selectPlural(locale: Locale, body: string, value: string | number | undefined): string | undefined {
  const count = typeof value === 'number' ? value : Number(value);
  if (value === undefined || !Number.isFinite(count)) return undefined;
  const branches = pluralBranches(body);
  const branch =
    branches.get(`=${count}`) ?? branches.get(pluralCategory(locale, count)) ?? branches.get('other');
  return branch?.replace(/#/g, String(value));
}

/** Fills a message's placeholders and plural parts; a placeholder with no value is left as written. */
export function formatMessage(locale: Locale, template: string, params: MessageParams = {}): string {
  let result = '';
  let index = 0;
  while (index < template.length) {
    const open = template.indexOf('{', index);
    if (open < 0) break;
    const close = closingBrace(template, open);
    if (close < 0) break;
    result += template.slice(index, open);
    const whole = template.slice(open, close + 1);
    const plural = /^\{\s*(\w+)\s*,\s*plural\s*,([\s\S]*)\}$/.exec(whole);
    const simple = /^\{(\w+)\}$/.exec(whole);
    if (plural) {
      const chosen = selectPlural(locale, plural[2], params[plural[1]]);
      result += chosen === undefined ? whole : formatMessage(locale, chosen, params);
    } else if (simple && params[simple[1]] !== undefined) {
      result += String(params[simple[1]]);
    } else {
      result += whole;
    }
    index = close + 1;
  }
  return result + template.slice(index);
}

/**
 * A `translate(locale, key, params)` over one catalogue per locale; a key missing in a locale falls back to the
 * default locale's text (French, the source language).
 */
export function createTranslator<Key extends string>(catalogues: Record<Locale, Record<Key, string>>) {
  return (locale: Locale, key: Key, params: MessageParams = {}): string =>
    formatMessage(locale, catalogues[locale]?.[key] ?? catalogues[DEFAULT_LOCALE][key], params);
}

/**
 * The language of an answer from an Accept-Language header (RFC 9110 §12.5.4): the supported language with the
 * highest q-value (`fr-CD` counts as `fr`; the first listed wins a tie; `q=0` refuses it), `*` stands for the
 * default; the default language (French) when nothing matches.
 */
export function negotiateLocale(header: string | readonly string[] | undefined): Locale {
  const value = Array.isArray(header) ? header.join(',') : (header as string | undefined);
  if (!value) return DEFAULT_LOCALE;
  let best: { locale: Locale; q: number } | null = null;
  for (const part of value.split(',')) {
    const [tag, ...parameters] = part.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    const locale = language === '*' ? DEFAULT_LOCALE : language;
    if (!isLocale(locale)) continue;
    const qParameter = parameters.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    const q = qParameter ? Number(qParameter.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    if (!best || q > best.q) best = { locale, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}
