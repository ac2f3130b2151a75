import { registerTranslations } from '@sokoni/shared-ui';

/**
 * This remote's texts, registered when its module loads; only the language shown is fetched, and the shell
 * renders the remote's pages once it is here (`translationsReady`).
 */
export const NAMESPACE = 'admin';
registerTranslations(NAMESPACE, {
  fr: () => import(/* webpackChunkName: "admin-fr" */ '../locales/fr.json'),
  en: () => import(/* webpackChunkName: "admin-en" */ '../locales/en.json'),
});
