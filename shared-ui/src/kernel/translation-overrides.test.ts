import { applyTranslationOverrides } from './translation-overrides';
import { i18n, initI18n, registerTranslations } from './i18n';

describe('stored translation overrides', () => {
  it('replace the bundled text of the same dotted key, in that language only', () => {
    initI18n('fr');
    registerTranslations('demo', { fr: { nav: { home: 'Accueil', other: 'Autre' } }, en: { nav: { home: 'Home' } } });
    applyTranslationOverrides('fr', { demo: { 'nav.home': 'Page d’accueil' }, empty: {} });
    expect(i18n.t('demo:nav.home', { lng: 'fr' })).toBe('Page d’accueil');
    expect(i18n.t('demo:nav.other', { lng: 'fr' })).toBe('Autre');
    expect(i18n.t('demo:nav.home', { lng: 'en' })).toBe('Home');
  });
});
