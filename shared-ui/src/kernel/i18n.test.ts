import {
  changeLocale,
  i18n,
  initI18n,
  loadBundledTranslations,
  loadTranslationParts,
  provideTranslationSources,
  registerTranslations,
  translationsReady,
} from './i18n';

const dictionaries = {
  main: {
    fr: { page: { title: 'Titre' }, errors: { load: 'Échec' } },
    en: { page: { title: 'Title' }, errors: { load: 'Failed' } },
  },
  form: {
    fr: { page: { submit: 'Envoyer' } },
    en: { page: { submit: 'Send' } },
  },
  list: {
    fr: { list: { empty: 'Rien' } },
    en: { list: { empty: 'Nothing' } },
  },
};

function loaders(texts: { fr: object; en: object }) {
  return {
    fr: jest.fn(() => Promise.resolve({ default: texts.fr as Record<string, unknown> })),
    en: jest.fn(() => Promise.resolve({ default: texts.en as Record<string, unknown> })),
  };
}

describe('a namespace in parts', () => {
  const main = loaders(dictionaries.main);
  const form = loaders(dictionaries.form);
  const list = loaders(dictionaries.list);

  beforeAll(async () => {
    initI18n('fr');
    registerTranslations('shop', main, { form, list });
    await translationsReady();
  });

  it('fetches the main dictionary in the language shown, and no part until a page asks for it', () => {
    expect(main.fr).toHaveBeenCalledTimes(1);
    expect(main.en).not.toHaveBeenCalled();
    expect(form.fr).not.toHaveBeenCalled();
    expect(list.fr).not.toHaveBeenCalled();
    expect(i18n.t('shop:page.title')).toBe('Titre');
  });

  it('adds a part’s texts to the same namespace, beside the sections already there', async () => {
    await loadTranslationParts(['shop/form']);
    expect(form.fr).toHaveBeenCalledTimes(1);
    expect(i18n.t('shop:page.submit')).toBe('Envoyer');
    expect(i18n.t('shop:page.title')).toBe('Titre');
    await loadTranslationParts(['shop/form']);
    expect(form.fr).toHaveBeenCalledTimes(1);
  });

  it('refuses a part nobody registered', async () => {
    await expect(loadTranslationParts(['shop/missing'])).rejects.toThrow('shop/missing');
    await expect(loadTranslationParts(['shop'])).rejects.toThrow('Unknown translation parts');
  });

  it('switches language with the parts asked for, not the others', async () => {
    await changeLocale('en');
    expect(i18n.language).toBe('en');
    expect(form.en).toHaveBeenCalledTimes(1);
    expect(list.en).not.toHaveBeenCalled();
    expect(i18n.t('shop:page.submit')).toBe('Send');
    await changeLocale('fr');
  });

  it('gives the administrators every part, merged into its namespace, in both languages', async () => {
    const bundled = await loadBundledTranslations();
    expect(bundled.get('shop')).toEqual({
      fr: { page: { title: 'Titre', submit: 'Envoyer' }, errors: { load: 'Échec' }, list: { empty: 'Rien' } },
      en: {
        page: { title: 'Title', submit: 'Send' },
        errors: { load: 'Failed' },
        list: { empty: 'Nothing' },
      },
    });
  });

  it('first registers the parts of the site not opened yet, and compares the rest when one cannot load', async () => {
    const later = loaders({ fr: { title: 'Plus tard' }, en: { title: 'Later' } });
    provideTranslationSources(async () => registerTranslations('later', later));
    try {
      expect((await loadBundledTranslations()).get('later')).toEqual({
        fr: { title: 'Plus tard' },
        en: { title: 'Later' },
      });
      provideTranslationSources(() => Promise.reject(new Error('offline')));
      expect((await loadBundledTranslations()).has('shop')).toBe(true);
    } finally {
      provideTranslationSources(null);
    }
  });
});
