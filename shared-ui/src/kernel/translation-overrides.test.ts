import { adoptServerTranslations, applyTranslationOverrides, replaceTranslationOverrides } from './translation-overrides';
import { i18n, initI18n, registerTranslations } from './i18n';
import { nested } from './translation-overrides';

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

describe('stored translation overrides that name the object machinery', () => {
  afterEach(() => {
    for (const name of ['x', 'polluted', 'y']) delete (Object.prototype as Record<string, unknown>)[name];
  });

  it('cannot pollute Object.prototype, whatever keys and groups the server or the local cache hands over', () => {
    initI18n('fr');
    registerTranslations('demo', { fr: { nav: { home: 'Accueil' } }, en: { nav: { home: 'Home' } } });
    // JSON.parse makes `__proto__` an own key, as a response or the local storage cache would.
    const groups = JSON.parse(
      '{"demo":{"__proto__.x":"y","nav.__proto__.polluted":"yes","constructor.prototype.y":"z","nav.home":"Page d’accueil"},' +
        '"__proto__":{"x":"y"},"constructor":{"prototype":"z"},"prototype":{"y":"z"}}',
    );
    applyTranslationOverrides('fr', groups);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).y).toBeUndefined();
    expect(Object.prototype.constructor).toBe(Object);
    // The plain key of the same group still applies.
    expect(i18n.t('demo:nav.home', { lng: 'fr' })).toBe('Page d’accueil');
  });

  it('builds its tree on objects without a prototype and drops keys that are not plain names', () => {
    const tree = nested(JSON.parse('{"__proto__.x":"y","a..b":"c","nav.home":"Accueil","nav.constructor":"z"}'));
    expect(Object.getPrototypeOf(tree)).toBeNull();
    expect(Object.getPrototypeOf(tree.nav)).toBeNull();
    expect(Object.keys(tree)).toEqual(['nav']);
    expect({ ...(tree.nav as object) }).toEqual({ home: 'Accueil' });
  });
});
