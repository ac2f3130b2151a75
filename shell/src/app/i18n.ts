import { registerTranslations } from '@sokoni/shared-ui';

/** The shell's texts live in the `shell` namespace: only the language shown is fetched (see shared-ui i18n). */
export const SHELL_NS = 'shell';
registerTranslations(SHELL_NS, {
  fr: () => import(/* webpackChunkName: "shell-fr" */ '../locales/fr.json'),
  en: () => import(/* webpackChunkName: "shell-en" */ '../locales/en.json'),
});
