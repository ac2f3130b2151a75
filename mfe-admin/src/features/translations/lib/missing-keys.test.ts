import { findMissingTexts, flatten } from './missing-keys';

describe('missing texts against the bundled dictionaries', () => {
  it('flattens nested dictionaries to dotted keys', () => {
    expect(flatten({ nav: { home: 'Accueil', deep: { a: 'A' } }, title: 'T' })).toEqual({
      'nav.home': 'Accueil',
      'nav.deep.a': 'A',
      title: 'T',
    });
  });

  it('lists keys a language lacks, ignores plural forms, and counts stored texts as present', () => {
    const bundles = new Map([
      [
        'ads',
        {
          fr: {
            card: {
              views_one: '{{count}} vue',
              views_many: '{{count}} vues',
              views_other: '{{count}} vues',
              new: 'Nouveau',
            },
            only: { fr: 'Seulement' },
          },
          en: { card: { views_one: '{{count}} view', views_other: '{{count}} views' }, only: { en: 'Only' } },
        },
      ],
      ['admin', { fr: { a: 'A' }, en: { a: 'A' } }],
    ]);
    const missing = findMissingTexts(bundles, { en: { ads: { 'card.new': 'New' } } }, ['fr', 'en']);
    expect(missing).toEqual([
      { group: 'ads', key: 'only.en', locale: 'fr', sources: { en: 'Only' } },
      { group: 'ads', key: 'only.fr', locale: 'en', sources: { fr: 'Seulement' } },
    ]);
  });
});
