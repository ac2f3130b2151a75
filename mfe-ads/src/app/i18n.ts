import { registerTranslations } from '@sokoni/shared-ui';

/**
 * The `ads` namespace, registered when the remote's route table loads; only the language shown is fetched, and
 * the shell renders the remote's pages once it is here (`translationsReady`).
 */
registerTranslations('ads', {
  fr: () => import(/* webpackChunkName: "ads-fr" */ '../locales/fr.json'),
  en: () => import(/* webpackChunkName: "ads-en" */ '../locales/en.json'),
});
