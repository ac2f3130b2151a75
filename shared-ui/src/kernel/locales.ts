import type { LazyTranslationBundle } from './i18n';

type Json = { default: Record<string, unknown> };

/**
 * The `common` namespace: shared-ui's own texts, one file per area so each can grow on its own. Each language
 * is one chunk (the three files share a chunk name), fetched only when the site shows that language.
 */
export const commonTranslations: LazyTranslationBundle = {
  fr: () =>
    Promise.all<Json>([
      import(/* webpackChunkName: "common-fr" */ '../locales/fr/core.json'),
      import(/* webpackChunkName: "common-fr" */ '../locales/fr/primitives.json'),
      import(/* webpackChunkName: "common-fr" */ '../locales/fr/ads.json'),
    ]).then((parts) => Object.assign({}, ...parts.map((part) => part.default))),
  en: () =>
    Promise.all<Json>([
      import(/* webpackChunkName: "common-en" */ '../locales/en/core.json'),
      import(/* webpackChunkName: "common-en" */ '../locales/en/primitives.json'),
      import(/* webpackChunkName: "common-en" */ '../locales/en/ads.json'),
    ]).then((parts) => Object.assign({}, ...parts.map((part) => part.default))),
};
