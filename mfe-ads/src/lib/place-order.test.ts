import { comparePlaceNames } from './place-order';

describe('comparePlaceNames', () => {
  it('orders places the French way: an accented letter with its letter, case aside', () => {
    expect(['Kwilu', 'Équateur', 'Bas-Uele', 'ituri', 'Haut-Katanga'].sort(comparePlaceNames)).toEqual([
      'Bas-Uele',
      'Équateur',
      'Haut-Katanga',
      'ituri',
      'Kwilu',
    ]);
  });
});
