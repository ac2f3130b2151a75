import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from '@sokoni/contracts';
import { commonTranslations } from './locales';

export type Dictionary = Record<string, unknown>;
export type TranslationBundle = Record<Locale, Dictionary>;
/** A dictionary in its own chunk: `() => import('../locales/fr.json')`. */
export type DictionaryLoader = () => Promise<{ default: Dictionary } | Dictionary>;
/** A namespace whose dictionaries are fetched one language at a time, when that language is shown. */
export type LazyTranslationBundle = Record<Locale, DictionaryLoader>;

/**
 * One i18next instance for the whole site (shared singleton through Module Federation).
 * Missing keys fall back to the other language's dictionary, then to the key itself.
 */
export const i18n: I18n = i18next.createInstance();

/**
 * What is fetched, by key: each namespace's dictionaries (key `ads`), and the parts of a namespace that only
 * some pages use (key `ads/adForm`, see `registerTranslations`), each with one loader per language.
 */
const units = new Map<string, { namespace: string; bundle: LazyTranslationBundle }>([
  ['common', { namespace: 'common', bundle: commonTranslations }],
]);
/** The units a page shows: every namespace, and the parts pages asked for (`loadTranslationParts`). */
const wanted = new Set<string>(['common']);
/** The dictionaries fetched (or being fetched), and those that arrived, by `locale/unit`. */
const loads = new Map<string, Promise<void>>();
const arrived = new Set<string>();
/** The language the page shows or is about to show: the one a registered namespace fetches at once. */
let wantedLocale: Locale | null = null;

function isLocale(value: string): value is Locale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** The units of `namespace` the page shows. */
function wantedUnitsOf(namespace: string): string[] {
  return [...wanted].filter((unit) => units.get(unit)?.namespace === namespace);
}

/** What a missing text falls back to: the other language's dictionaries, fetched the first time one is needed. */
function loadFallback(languages: readonly string[], namespace: string): void {
  const active = i18n.language;
  const shown = wantedUnitsOf(namespace);
  // While the page's own language is still arriving every text is missing: that is not a gap to fill.
  if (shown.some((unit) => !arrived.has(`${active}/${unit}`))) return;
  for (const language of languages) {
    if (!isLocale(language)) continue;
    for (const unit of shown) {
      if (loads.has(`${language}/${unit}`)) continue;
      void loadDictionary(unit, language).then(() => i18n.emit('languageChanged', i18n.language));
    }
  }
}

function ensureInitialised(locale: Locale): void {
  if (i18n.isInitialized) return;
  void i18n.use(initReactI18next).init({
    lng: locale,
    supportedLngs: [...SUPPORTED_LOCALES],
    fallbackLng: { fr: ['en'], en: ['fr'], default: [DEFAULT_LOCALE] },
    ns: ['common'],
    defaultNS: 'common',
    fallbackNS: 'common',
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
    // A text missing from a lazily loaded dictionary fetches the other language's (see loadFallback).
    saveMissing: true,
    saveMissingTo: 'fallback',
    missingKeyHandler: (languages, namespace) => loadFallback(languages, namespace),
  });
}

/** The instance, in `locale` (switched through `changeLocale` when it was in another). */
export function initI18n(locale: Locale = DEFAULT_LOCALE, resources: Resource = {}): I18n {
  if (!i18n.isInitialized || wantedLocale === null) {
    ensureInitialised(locale);
    wantedLocale = locale;
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    void translationsReady(locale).catch(() => undefined);
  } else if (wantedLocale !== locale) {
    void changeLocale(locale);
  }
  for (const [lng, namespaces] of Object.entries(resources)) {
    for (const [ns, bundle] of Object.entries(namespaces))
      i18n.addResourceBundle(lng, ns, bundle, true, true);
  }
  return i18n;
}

/**
 * The dictionaries as bundled in the build, by namespace, before any stored override is laid over them: those
 * registered so far, in the languages fetched so far (`loadBundledTranslations` fetches every language).
 */
const bundledDictionaries = new Map<string, Partial<TranslationBundle>>();

/** `target` with `source`'s texts laid over it, nested objects merged (a namespace's parts share sections). */
function mergeDictionaries(target: Dictionary, source: Dictionary): Dictionary {
  const merged: Dictionary = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const current = merged[key];
    merged[key] = isDictionary(current) && isDictionary(value) ? mergeDictionaries(current, value) : value;
  }
  return merged;
}

function isDictionary(value: unknown): value is Dictionary {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function loadDictionary(unit: string, locale: Locale): Promise<void> {
  // i18next adds its resource methods (addResourceBundle…) when it initialises.
  ensureInitialised(wantedLocale ?? DEFAULT_LOCALE);
  const key = `${locale}/${unit}`;
  let load = loads.get(key);
  if (!load) {
    const registered = units.get(unit);
    const namespace = registered?.namespace ?? unit;
    const loader = registered?.bundle[locale];
    load = (loader ? loader() : Promise.resolve({})).then(
      (module) => {
        const dictionary = ('default' in module ? module.default : module) as Dictionary;
        const bundled = bundledDictionaries.get(namespace);
        bundledDictionaries.set(namespace, {
          ...bundled,
          [locale]: mergeDictionaries(bundled?.[locale] ?? {}, dictionary),
        });
        // Texts an administrator stored may already be there: the bundled ones do not replace them.
        i18n.addResourceBundle(locale, namespace, dictionary, true, false);
        arrived.add(key);
      },
      (error: unknown) => {
        // A dictionary that did not arrive (network) is asked for again next time.
        loads.delete(key);
        throw error;
      },
    );
    loads.set(key, load);
  }
  return load;
}

/**
 * Adds a namespace. Either its dictionaries themselves (added at once, when the module loads, so its pages
 * render translated), or one loader per language: only the language shown is fetched, the other when the
 * visitor switches to it (`changeLocale`) or when a text is missing (the fallback). Whoever renders
 * waits for `translationsReady()` first.
 *
 * `parts` are texts of the same namespace that only some pages show (an ad form's, for instance), one loader
 * per language each: none is fetched until a page asks for it with `loadTranslationParts(['ads/adForm'])`,
 * and from then on it follows the page's language like the rest. Their texts join the namespace's (sections
 * are merged), so keys and stored overrides do not depend on which file holds a text.
 */
export function registerTranslations(
  namespace: string,
  bundle: TranslationBundle | LazyTranslationBundle,
  parts: Readonly<Record<string, LazyTranslationBundle>> = {},
): void {
  ensureInitialised(wantedLocale ?? DEFAULT_LOCALE);
  if (SUPPORTED_LOCALES.every((locale) => typeof bundle[locale] === 'function')) {
    if (units.has(namespace)) return;
    units.set(namespace, { namespace, bundle: bundle as LazyTranslationBundle });
    wanted.add(namespace);
    for (const [part, partBundle] of Object.entries(parts))
      units.set(`${namespace}/${part}`, { namespace, bundle: partBundle });
    if (wantedLocale) void loadDictionary(namespace, wantedLocale).catch(() => undefined);
    return;
  }
  bundledDictionaries.set(namespace, bundle as TranslationBundle);
  for (const locale of SUPPORTED_LOCALES) {
    i18n.addResourceBundle(locale, namespace, (bundle as TranslationBundle)[locale], true, true);
  }
}

/**
 * Fetches the parts a page shows (`namespace/part`, as registered) in the page's language; they follow the
 * language from then on. A part nobody registered is a mistake in the code: the promise is rejected.
 */
export function loadTranslationParts(parts: readonly string[]): Promise<void> {
  const locale = wantedLocale ?? (i18n.language as Locale);
  const unknown = parts.filter((part) => !units.has(part) || !part.includes('/'));
  if (unknown.length > 0)
    return Promise.reject(new Error(`Unknown translation parts: ${unknown.join(', ')}`));
  for (const part of parts) wanted.add(part);
  return Promise.all(parts.map((part) => loadDictionary(part, locale))).then(() => undefined);
}

/** Resolves once every namespace registered so far, and every part asked for, is here in `locale` (the page's, by default). */
export function translationsReady(locale: Locale = wantedLocale ?? (i18n.language as Locale)): Promise<void> {
  return Promise.all([...wanted].map((unit) => loadDictionary(unit, locale))).then(() => undefined);
}

/** Shows the site in `locale`: its dictionaries are fetched first, so no text flashes as a key. */
export function changeLocale(locale: Locale): Promise<void> {
  wantedLocale = locale;
  ensureInitialised(locale);
  const switchTo = () =>
    // Another switch may have happened while this one's dictionaries were arriving: the last one wins.
    wantedLocale === locale && i18n.language !== locale ? i18n.changeLanguage(locale) : undefined;
  // With every dictionary already here the switch is immediate (same render), as with bundled dictionaries.
  if ([...wanted].every((unit) => arrived.has(`${locale}/${unit}`))) {
    return Promise.resolve(switchTo()).then(() => undefined);
  }
  return translationsReady(locale)
    .then(switchTo)
    .then(() => undefined);
}

/**
 * Puts the bundled texts of `locale` back (every namespace fetched so far), undoing the stored texts laid over
 * them: the server renderer starts each page from them, then lays the texts stored at that moment.
 */
export function restoreBundledTexts(locale: Locale): void {
  for (const [namespace, bundle] of bundledDictionaries) {
    const dictionary = bundle[locale];
    if (dictionary) i18n.addResourceBundle(locale, namespace, dictionary, true, true);
  }
}

/** What registers the namespaces not registered yet (the shell loads every remote): see `provideTranslationSources`. */
let translationSources: (() => Promise<unknown>) | null = null;

/**
 * The shell says how to register every part of the site (each remote registers its namespaces as it loads), so
 * the administrators' comparison covers every dictionary, not only those of the pages opened in the visit.
 */
export function provideTranslationSources(load: (() => Promise<unknown>) | null): void {
  translationSources = load;
}

/**
 * Every namespace, parts included, in every language (the administrators' comparison of bundled texts): the
 * parts of the site not opened yet are loaded first; one that cannot be is left out (its namespace is absent).
 */
export async function loadBundledTranslations(): Promise<ReadonlyMap<string, Partial<TranslationBundle>>> {
  await translationSources?.().catch(() => undefined);
  await Promise.all(
    SUPPORTED_LOCALES.flatMap((locale) => [...units.keys()].map((unit) => loadDictionary(unit, locale))),
  );
  return bundledDictionaries;
}
