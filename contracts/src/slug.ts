/** What a slug may be: lower-case ASCII letters and digits in dash-separated words (`telephones-mobiles`). */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
export const SLUG_MAX_LENGTH = 80;

const LIGATURES: Record<string, string> = { œ: 'oe', Œ: 'oe', æ: 'ae', Æ: 'ae', ß: 'ss' };

/**
 * ASCII, lower-case, dash-separated slug of a name (ads, businesses, categories, locations, plans):
 * "Kasaï-Central" → "kasai-central", "Kin Électro & Fils" → "kin-electro-fils". The api names what it stores
 * with it and the admin forms suggest a slug with it as the name is typed.
 */
export function slugify(text: string): string {
  return text
    .replace(/[œŒæÆß]/g, (letter) => LIGATURES[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Whether a slug is well formed (the pattern and the length the api's schemas check). */
export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && new RegExp(SLUG_PATTERN).test(value);
}
