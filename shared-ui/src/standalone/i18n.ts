import { registerTranslations } from '@sokoni/shared-ui';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** The QA bar's own namespace: only standalone pages load it, the composed site never does. */
export const STANDALONE_NS = 'standalone';

export function registerStandaloneTranslations(): void {
  registerTranslations(STANDALONE_NS, { fr, en });
}
