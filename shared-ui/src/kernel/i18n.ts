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
 * Missing keys fall back to the other language's dictionary, then to the key itself (spec §8).
 */
export const i18n: I18n = i18next.createInstance();

/** Namespaces registered with loaders, and the dictionaries fetched (or being fetched) by `locale/namespace`. */
const loaders = new Map<string, LazyTranslationBundle>([['common', commonTranslations]]);
const loads = new Map<string, Promise<void>>();
const arrived = new Set<string>();
/** The language the page shows or is about to show: the one a registered namespace fetches at once. */
let wantedLocale: Locale | null = null;

function isLocale(value: string): value is Locale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** What a missing text falls back to: the other language's dictionary, fetched the first time it is needed. */
function loadFallback(languages: readonly string[], namespace: string): void {
  const active = i18n.language;
  // While the page's own language is still arriving every text is missing: that is not a gap to fill.
  if (loaders.has(namespace) && !arrived.has(`${active}/${namespace}`)) return;
  for (const language of languages) {
    if (!isLocale(language) || !loaders.has(namespace) || loads.has(`${language}/${namespace}`)) continue;
    void loadDictionary(namespace, language).then(() => i18n.emit('languageChanged', i18n.language));
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

function loadDictionary(namespace: string, locale: Locale): Promise<void> {
  // i18next adds its resource methods (addResourceBundle…) when it initialises.
  ensureInitialised(wantedLocale ?? DEFAULT_LOCALE);
  const key = `${locale}/${namespace}`;
  let load = loads.get(key);
  if (!load) {
    const loader = loaders.get(namespace)?.[locale];
    load = (loader ? loader() : Promise.resolve({})).then(
      (module) => {
        const dictionary = ('default' in module ? module.default : module) as Dictionary;
        bundledDictionaries.set(namespace, { ...bundledDictionaries.get(namespace), [locale]: dictionary });
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
 * visitor switches to it (`changeLocale`) or when a text is missing (spec §8 fallback). Whoever renders
 * waits for `translationsReady()` first.
 */
export function registerTranslations(
  namespace: string,
  bundle: TranslationBundle | LazyTranslationBundle,
): void {
  ensureInitialised(wantedLocale ?? DEFAULT_LOCALE);
  if (SUPPORTED_LOCALES.every((locale) => typeof bundle[locale] === 'function')) {
    if (loaders.has(namespace)) return;
    loaders.set(namespace, bundle as LazyTranslationBundle);
    if (wantedLocale) void loadDictionary(namespace, wantedLocale).catch(() => undefined);
    return;
  }
  bundledDictionaries.set(namespace, bundle as TranslationBundle);
  for (const locale of SUPPORTED_LOCALES) {
    i18n.addResourceBundle(locale, namespace, (bundle as TranslationBundle)[locale], true, true);
  }
}

/** Resolves once every namespace registered so far has its dictionary in `locale` (the page's, by default). */
export function translationsReady(locale: Locale = wantedLocale ?? (i18n.language as Locale)): Promise<void> {
  return Promise.all([...loaders.keys()].map((namespace) => loadDictionary(namespace, locale))).then(
    () => undefined,
  );
}

/** Shows the site in `locale`: its dictionaries are fetched first, so no text flashes as a key. */
export function changeLocale(locale: Locale): Promise<void> {
  wantedLocale = locale;
  ensureInitialised(locale);
  const switchTo = () =>
    // Another switch may have happened while this one's dictionaries were arriving: the last one wins.
    wantedLocale === locale && i18n.language !== locale ? i18n.changeLanguage(locale) : undefined;
  // With every dictionary already here the switch is immediate (same render), as with bundled dictionaries.
  if ([...loaders.keys()].every((namespace) => arrived.has(`${locale}/${namespace}`))) {
    return Promise.resolve(switchTo()).then(() => undefined);
  }
  return translationsReady(locale)
    .then(switchTo)
    .then(() => undefined);
}

/** Every registered namespace in every language (the administrators' comparison of bundled texts). */
export async function loadBundledTranslations(): Promise<ReadonlyMap<string, Partial<TranslationBundle>>> {
  await Promise.all(SUPPORTED_LOCALES.map((locale) => translationsReady(locale)));
  return bundledDictionaries;
}
