import { registerTranslations } from '@sokoni/shared-ui';
import fr from '../locales/fr.json';
import en from '../locales/en.json';

/** The `ads` namespace, added when the remote's route table loads so its pages render translated at once. */
registerTranslations('ads', { fr, en });
