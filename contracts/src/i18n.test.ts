import { createTranslator, formatMessage, negotiateLocale, offeredLocale, offeredLocales } from './i18n';

describe('server translations', () => {
  const minutes = 'Réessayez dans {minutes, plural, one {# minute} other {# minutes}}.';

  it('picks the plural form of each language', () => {
    expect(formatMessage('fr', minutes, { minutes: 1 })).toBe('Réessayez dans 1 minute.');
    expect(formatMessage('fr', minutes, { minutes: 0 })).toBe('Réessayez dans 0 minute.');
    expect(formatMessage('fr', minutes, { minutes: 12 })).toBe('Réessayez dans 12 minutes.');
    const ads = '{count, plural, one {# ad} other {# ads}} in {name}';
    expect(formatMessage('en', ads, { count: 1, name: 'Goma' })).toBe('1 ad in Goma');
    expect(formatMessage('en', ads, { count: 0, name: 'Goma' })).toBe('0 ads in Goma');
  });

  it('prefers an exact match, nests placeholders and falls back to other', () => {
    const text = '{n, plural, =0 {aucune annonce} one {# annonce de {who}} other {# annonces de {who}}}';
    expect(formatMessage('fr', text, { n: 0, who: 'Amani' })).toBe('aucune annonce');
    expect(formatMessage('fr', text, { n: 1, who: 'Amani' })).toBe('1 annonce de Amani');
    expect(formatMessage('fr', '{n, plural, other {# fois}}', { n: 1 })).toBe('1 fois');
  });

  it('leaves a placeholder with no value as written', () => {
    expect(formatMessage('fr', 'Bonjour {name}', {})).toBe('Bonjour {name}');
    expect(formatMessage('fr', '{n, plural, one {#} other {#}} x', {})).toBe(
      '{n, plural, one {#} other {#}} x',
    );
  });

  it('falls back to French for a key missing in English', () => {
    const translate = createTranslator<'a' | 'b'>({
      fr: { a: 'A {x}', b: 'B' },
      en: { a: 'En {x}' } as never,
    });
    expect(translate('en', 'a', { x: 1 })).toBe('En 1');
    expect(translate('en', 'b')).toBe('B');
  });

  it.each([
    [undefined, 'fr'],
    ['', 'fr'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['de-DE, en;q=0.5, fr;q=0.8', 'fr'],
    ['en;q=0.5, fr;q=0.9', 'fr'],
    ['fr;q=0.3, en;q=0.7', 'en'],
    ['fr;q=0, en;q=0.1', 'en'],
    ['en;q=0', 'fr'],
    ['en, fr', 'en'],
    ['de, *;q=0.5', 'fr'],
    ['sw, ln', 'fr'],
    [['en;q=0.2', 'fr;q=0.1'], 'en'],
  ])('negotiates %j as %s', (header, locale) => {
    expect(negotiateLocale(header as string | string[] | undefined)).toBe(locale);
  });
});

describe('languages offered', () => {
  it('keeps the active languages the site supports, every one without a list, French when none is left', () => {
    expect(offeredLocales(['fr', 'en'])).toEqual(['fr', 'en']);
    expect(offeredLocales(['fr', 'sw'])).toEqual(['fr']);
    expect(offeredLocales(undefined)).toEqual(['fr', 'en']);
    expect(offeredLocales([])).toEqual(['fr']);
  });

  it('serves a language no longer offered in the default one', () => {
    expect(offeredLocale('en', ['fr'])).toBe('fr');
    expect(offeredLocale('en', ['fr', 'en'])).toBe('en');
  });
});
