import { adoptServerTranslations, applyTranslationOverrides, replaceTranslationOverrides } from './translation-overrides';
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

  it('are replaced as a whole for a server render: a text removed since an earlier render is bundled again', () => {
    initI18n('fr');
    registerTranslations('hero', { fr: { title: 'Achetez et vendez près de chez vous' }, en: { title: 'Buy and sell near you' } });
    replaceTranslationOverrides('fr', { hero: { title: 'Achetez et vendez à Kinshasa' } });
    expect(i18n.t('hero:title', { lng: 'fr' })).toBe('Achetez et vendez à Kinshasa');
    replaceTranslationOverrides('fr', {});
    expect(i18n.t('hero:title', { lng: 'fr' })).toBe('Achetez et vendez près de chez vous');
  });

  it("the server's texts are laid before the first render and kept as the fresh local copy", () => {
    initI18n('fr');
    registerTranslations('page', { fr: { title: 'Titre' }, en: { title: 'Title' } });
    adoptServerTranslations('fr', { page: { title: 'Titre du serveur' } });
    expect(i18n.t('page:title', { lng: 'fr' })).toBe('Titre du serveur');
    const cached = JSON.parse(localStorage.getItem('translations_fr') ?? '{}') as { data?: unknown; stored_at?: number };
    expect(cached.data).toEqual({ page: { title: 'Titre du serveur' } });
    expect(Date.now() - (cached.stored_at ?? 0)).toBeLessThan(5000);
  });
});
