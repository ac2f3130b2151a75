import type { Kysely, Transaction } from 'kysely';
import { RESERVED_BUSINESS_SLUGS } from '@sokoni/contracts';
import type { Database } from '../db/types';
import { slugify } from '../lib/slugify';

const MAX_SLUG_LENGTH = 80;

/** ASCII, lower-case, dash-separated: "Kin Électro & Fils" → "kin-electro-fils". */
export function businessSlugBase(name: string): string {
  const slug = slugify(name).slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '');
  return slug || 'boutique';
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The first free slug for a name: the base, then base-2, base-3… A slug is taken when another business uses it
 * now or used it before (old links keep leading to that business), or when it names a page of its own.
 */
export async function freeBusinessSlug(db: Db, name: string, profileId?: number): Promise<string> {
  const base = businessSlugBase(name);
  const candidates = Array.from({ length: 20 }, (_, index) => (index === 0 ? base : `${base}-${index + 1}`));
  const [current, former] = await Promise.all([
    db.selectFrom('business_profiles').where('slug', 'in', candidates).select(['slug', 'id']).execute(),
    db
      .selectFrom('business_slug_history')
      .where('slug', 'in', candidates)
      .select(['slug', 'business_profile_id as id'])
      .execute(),
  ]);
  const taken = new Set([...current, ...former].filter((row) => row.id !== profileId).map((row) => row.slug));
  for (const reserved of RESERVED_BUSINESS_SLUGS) taken.add(reserved);
  const free = candidates.find((candidate) => !taken.has(candidate));
  // Twenty shops of the same name are rare; past them a random tail keeps the slug unique.
  return free ?? `${base}-${Math.random().toString(36).slice(2, 8)}`;
}
