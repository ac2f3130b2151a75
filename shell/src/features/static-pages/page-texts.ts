import { registerTranslations } from '@sokoni/shared-ui';
import fr from './content/pages-fr.json';
import en from './content/pages-en.json';

/** Texts of the static pages, loaded with them rather than with the frame (fewer bytes on first load). */
export const PAGES_NS = 'shellPages';
registerTranslations(PAGES_NS, { fr, en });
