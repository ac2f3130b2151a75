const LIGATURES: Record<string, string> = { œ: 'oe', Œ: 'oe', æ: 'ae', Æ: 'ae', ß: 'ss' };

/**
 * ASCII, lower-case, dash-separated slug of a name (ads, businesses, categories, locations, plans):
 * "Kasaï-Central" → "kasai-central", "Kin Électro & Fils" → "kin-electro-fils".
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
