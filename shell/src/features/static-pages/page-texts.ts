import { registerTranslations } from '@sokoni/shared-ui';

/** Texts of the static pages, loaded with them rather than with the frame (fewer bytes on first load). */
export const PAGES_NS = 'shellPages';
registerTranslations(PAGES_NS, {
  fr: () => import(/* webpackChunkName: "pages-fr" */ './content/pages-fr.json'),
  en: () => import(/* webpackChunkName: "pages-en" */ './content/pages-en.json'),
});
