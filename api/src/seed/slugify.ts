const LIGATURES: Record<string, string> = { œ: 'oe', Œ: 'oe', æ: 'ae', Æ: 'ae', ß: 'ss' };

/** ASCII, lower-case, dash-separated slug: "Kasaï-Central" → "kasai-central", "Équateur" → "equateur". */
export function slugify(text: string): string {
  return text
    .replace(/[œŒæÆß]/g, (letter) => LIGATURES[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
