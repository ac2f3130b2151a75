import { registerTranslations } from '@sokoni/shared-ui';
import fr from '../locales/fr.json';
import en from '../locales/en.json';

/** The shell's texts live in the `shell` namespace, registered when the module loads. */
export const SHELL_NS = 'shell';
registerTranslations(SHELL_NS, { fr, en });
