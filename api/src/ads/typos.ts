/**
 * Spellings one slip away from what was typed, for the search's second chance when the words as written match
 * nothing. Each word of four letters or more gets every spelling at one edit (a letter missing, extra, wrong or
 * two letters swapped) and the usual French and English sound-alike spellings (f/ph, c/k/qu, i/y, s/z): so
 * "telefone" finds « téléphone », "samsng" finds Samsung. The variants go to the full-text index as one
 * OR-ed query per word, so misspellings are found in titles, descriptions and category names alike.
 */

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** Below this length a word is kept as typed: one edit away from a 3-letter word is almost any word. */
const MIN_FUZZY_LENGTH = 4;
/** A query of more words than this keeps the rest as typed (bounds the size of the query). */
const MAX_FUZZY_WORDS = 4;
const SOUND_ALIKES: [string, string][] = [
  ['ph', 'f'],
  ['qu', 'k'],
  ['qu', 'c'],
  ['c', 'k'],
  ['y', 'i'],
  ['z', 's'],
  ['ss', 's'],
  ['ll', 'l'],
  ['nn', 'n'],
  ['mm', 'm'],
  ['tt', 't'],
];

/** Lower case, accents removed, letters and digits only. */
export function foldWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Every spelling at one edit from `word`, and its sound-alike spellings, the word itself included. */
export function oneEditAway(word: string): Set<string> {
  const variants = new Set<string>([word]);
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    for (const letter of LETTERS) variants.add(head + letter + tail);
    if (tail.length > 0) {
      variants.add(head + tail.slice(1));
      for (const letter of LETTERS) variants.add(head + letter + tail.slice(1));
    }
    if (tail.length > 1) variants.add(head + tail[1] + tail[0] + tail.slice(2));
  }
  for (const [a, b] of SOUND_ALIKES) {
    for (const [from, to] of [
      [a, b],
      [b, a],
    ]) {
      let at = word.indexOf(from);
      while (at !== -1) {
        variants.add(word.slice(0, at) + to + word.slice(at + from.length));
        at = word.indexOf(from, at + 1);
      }
    }
  }
  return variants;
}

/**
 * The `to_tsquery` text for the typed words with one slip allowed in each: `(a | b | …) & (c | d | …)`, or
 * null when nothing searchable is left.
 */
export function typoTsQuery(q: string): string | null {
  const words = q
    .split(/\s+/)
    .map(foldWord)
    .filter((word) => word.length > 0);
  if (words.length === 0) return null;
  return words
    .map((word, index) =>
      word.length >= MIN_FUZZY_LENGTH && index < MAX_FUZZY_WORDS && /^[a-z]+$/.test(word)
        ? `(${[...oneEditAway(word)].join(' | ')})`
        : word,
    )
    .join(' & ');
}
