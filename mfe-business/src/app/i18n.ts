import { registerTranslations } from '@sokoni/shared-ui';
import fr from '../locales/fr.json';
import en from '../locales/en.json';

/** This remote's texts, registered when its module loads so its pages render translated at once. */
export const NAMESPACE = 'business';
registerTranslations(NAMESPACE, { fr, en });
