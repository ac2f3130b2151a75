/**
 * Misspellings, corrected against the vocabulary of the ads (the `search_words` table: each distinct word of the
 * titles with how many ads use it, plus the words of category names). When the words as typed match nothing,
 * the database proposes vocabulary words that share trigrams with each typed word (its own small index, never
 * the titles themselves); here they are kept only when one slip away from what was typed (a letter missing,
 * extra, wrong, or two letters swapped; two slips for long words), after the usual French and English
 * sound-alike spellings are folded (f/ph, c/k/qu, i/y, s/z, doubled letters). So "telefone" finds
 * « téléphone », "samsng" finds Samsung — and a close spelling far rarer than the best one (another seller's
 * slip, "samsing") is left out.
 */

/** Below this length a word is kept as typed: one edit away from a 3-letter word is almost any word. */
const MIN_FUZZY_LENGTH = 4;
/** From this length two slips are forgiven. */
const TWO_SLIPS_LENGTH = 8;
/** A query of more words than this keeps the rest as typed (bounds the work). */
export const MAX_FUZZY_WORDS = 4;
/** Spellings tried in place of one typed word. */
const MAX_CORRECTIONS = 3;
/** A spelling this many times rarer than the most used close one is left out. */
const RARE_SPELLING_RATIO = 5;

const SOUND_ALIKES: [RegExp, string][] = [
  [/ph/g, 'f'],
  [/qu/g, 'k'],
  [/c(?=[aou]|$)/g, 'k'],
  [/ck/g, 'k'],
  [/y/g, 'i'],
  [/z/g, 's'],
  [/([a-z])\1/g, '$1'],
];

/** Lower case, accents removed, letters and digits only. */
export function foldWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The word as it sounds: sound-alike spellings folded to one. */
export function soundFold(word: string): string {
  return SOUND_ALIKES.reduce((folded, [pattern, to]) => folded.replace(pattern, to), word);
}

/** Edits between two words: insertions, deletions, substitutions and swaps of neighbouring letters. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[rows - 1][cols - 1];
}

/** The typed words worth correcting: folded, alphabetic, long enough, the first few. */
export function correctableWords(q: string): string[] {
  const words = q
    .split(/\s+/)
    .map(foldWord)
    .filter((word) => word.length >= MIN_FUZZY_LENGTH && /^[a-z]+$/.test(word));
  return [...new Set(words)].slice(0, MAX_FUZZY_WORDS);
}

/** A vocabulary word proposed for a typed one, with how many ads use it. */
export interface Candidate {
  typed: string;
  word: string;
  ads: number;
}

/** Whether `word` is close enough to `typed` to be what was meant. */
export function isOneSlipAway(typed: string, word: string): boolean {
  const allowed = typed.length >= TWO_SLIPS_LENGTH ? 2 : 1;
  if (Math.abs(typed.length - word.length) > allowed + 1) return false;
  return Math.min(editDistance(typed, word), editDistance(soundFold(typed), soundFold(word))) <= allowed;
}

/**
 * The `to_tsquery` text of the query with its misspelled words replaced by the vocabulary's spellings
 * (`(samsung) & galaxy`), or null when no word found a correction. A word the vocabulary already has is kept,
 * and so is one nothing is close to (it may still match a description).
 */
export function correctedTsQuery(q: string, candidates: Candidate[]): string | null {
  const words = q
    .split(/\s+/)
    .map(foldWord)
    .filter((word) => word.length > 0);
  const eligible = new Set(correctableWords(q));
  let corrected = false;
  const parts = [...new Set(words)].map((typed) => {
    if (!eligible.has(typed)) return typed;
    const own = candidates.filter((candidate) => candidate.typed === typed);
    if (own.some((candidate) => candidate.word === typed)) return typed;
    const close = own
      .filter((candidate) => isOneSlipAway(typed, candidate.word))
      .map((candidate) => ({
        ...candidate,
        distance: editDistance(soundFold(typed), soundFold(candidate.word)),
      }))
      .sort((a, b) => a.distance - b.distance || b.ads - a.ads);
    // A spelling far rarer than the best one is most likely someone else's slip ("samsing" beside "samsung").
    const best = Math.max(0, ...close.map((candidate) => candidate.ads));
    const kept = close
      .filter((candidate) => candidate.ads * RARE_SPELLING_RATIO >= best)
      .slice(0, MAX_CORRECTIONS);
    if (kept.length === 0) return typed;
    corrected = true;
    return `(${kept.map((candidate) => candidate.word).join(' | ')})`;
  });
  return corrected ? parts.join(' & ') : null;
}
