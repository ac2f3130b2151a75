import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from '@sokoni/contracts';
import { commonTranslations } from './locales';

export type TranslationBundle = Record<Locale, Record<string, unknown>>;

/**
 * One i18next instance for the whole site (shared singleton through Module Federation).
 * Missing keys fall back to the other language's dictionary, then to the key itself (spec §8).
 */
export const i18n: I18n = i18next.createInstance();

export function initI18n(locale: Locale = DEFAULT_LOCALE, resources: Resource = {}): I18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      lng: locale,
      supportedLngs: [...SUPPORTED_LOCALES],
      fallbackLng: { fr: ['en'], en: ['fr'], default: [DEFAULT_LOCALE] },
      ns: ['common'],
      defaultNS: 'common',
      fallbackNS: 'common',
      resources: { fr: { common: commonTranslations.fr }, en: { common: commonTranslations.en } },
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      react: { useSuspense: false },
    });
  } else if (i18n.language !== locale) {
    void i18n.changeLanguage(locale);
  }
  for (const [lng, namespaces] of Object.entries(resources)) {
    for (const [ns, bundle] of Object.entries(namespaces)) i18n.addResourceBundle(lng, ns, bundle, true, true);
  }
  return i18n;
}

/** The dictionaries as bundled in the build, by namespace, before any stored override is laid over them. */
const bundledDictionaries = new Map<string, TranslationBundle>([['common', commonTranslations as TranslationBundle]]);

/** The bundled dictionaries registered so far (common, the shell's, and each remote loaded in this visit). */
export function bundledTranslations(): ReadonlyMap<string, TranslationBundle> {
  return bundledDictionaries;
}

/** A remote adds its namespace when its module loads (not in an effect), so its pages render translated at once. */
export function registerTranslations(namespace: string, bundle: TranslationBundle): void {
  bundledDictionaries.set(namespace, bundle);
  if (!i18n.isInitialized) initI18n();
  for (const locale of SUPPORTED_LOCALES) {
    i18n.addResourceBundle(locale, namespace, bundle[locale], true, true);
  }
}
