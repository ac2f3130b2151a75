import type { Kysely, Transaction } from 'kysely';
import {
  BUSINESS_RENAME_WINDOW_DAYS,
  BUSINESS_RENAMES_PER_MONTH,
  BUSINESS_SLUG_ALIAS_DAYS,
  BUSINESS_SLUG_ALIASES_KEPT,
  isReservedBusinessSlug,
  RESERVED_BUSINESS_SLUGS,
} from '@sokoni/contracts';
import type { Database } from '../db/types';
import { ApiError, invalidFields } from '../errors';
import { slugify } from '../lib/slugify';

const DAY_MS = 24 * 60 * 60 * 1000;

const MAX_SLUG_LENGTH = 80;

/** ASCII, lower-case, dash-separated: "Kin Électro & Fils" → "kin-electro-fils". */
export function businessSlugBase(name: string): string {
  const slug = slugify(name).slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '');
  return slug || 'boutique';
}

type Db = Kysely<Database> | Transaction<Database>;

/** Old addresses given up before this moment no longer lead anywhere (BUSINESS_SLUG_ALIAS_DAYS). */
export const aliasCutoff = (now = new Date()): Date =>
  new Date(now.getTime() - BUSINESS_SLUG_ALIAS_DAYS * DAY_MS);

/** A name whose bare slug is reserved (a page of the site, Sokoni's or a payment network's name) is refused. */
export function refuseReservedName(name: string): void {
  if (isReservedBusinessSlug(businessSlugBase(name)))
    throw invalidFields({ business_name: ['business.nameReserved'] });
}

/**
 * The first free slug for a name: the base, then base-2, base-3… A slug is taken when another business uses it
 * now or gave it up less than BUSINESS_SLUG_ALIAS_DAYS ago (old links keep leading to that business), or when
 * it is reserved.
 */
export async function freeBusinessSlug(db: Db, name: string, profileId?: number): Promise<string> {
  const base = businessSlugBase(name);
  const candidates = Array.from({ length: 20 }, (_, index) => (index === 0 ? base : `${base}-${index + 1}`));
  const [current, former] = await Promise.all([
    db.selectFrom('business_profiles').where('slug', 'in', candidates).select(['slug', 'id']).execute(),
    db
      .selectFrom('business_slug_history')
      .where('slug', 'in', candidates)
      .where('created_at', '>', aliasCutoff())
      .select(['slug', 'business_profile_id as id'])
      .execute(),
  ]);
  const taken = new Set([...current, ...former].filter((row) => row.id !== profileId).map((row) => row.slug));
  for (const reserved of RESERVED_BUSINESS_SLUGS) taken.add(reserved);
  const free = candidates.find((candidate) => !taken.has(candidate));
  // Twenty shops of the same name are rare; past them a random tail keeps the slug unique.
  return free ?? `${base}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Moves a shop from `oldSlug` to `newSlug` inside the caller's transaction (the profile row locked): refused
 * past BUSINESS_RENAMES_PER_MONTH changes in BUSINESS_RENAME_WINDOW_DAYS days; the old address is kept as an
 * alias (unless reserved), and the shop's aliases are cut to the newest BUSINESS_SLUG_ALIASES_KEPT still within
 * their days. Any alias of `newSlug` (the shop's own, or one past its days) goes: the address is current again.
 */
export async function changeBusinessSlug(
  trx: Transaction<Database>,
  profileId: number,
  oldSlug: string,
  newSlug: string,
): Promise<void> {
  const now = new Date();
  const windowStart = new Date(now.getTime() - BUSINESS_RENAME_WINDOW_DAYS * DAY_MS);
  const changes = await trx
    .selectFrom('business_slug_changes')
    .where('business_profile_id', '=', profileId)
    .where('changed_at', '>', windowStart)
    .select('changed_at')
    .orderBy('changed_at')
    .execute();
  if (changes.length >= BUSINESS_RENAMES_PER_MONTH) {
    // Free again when the oldest change of the window leaves it.
    const freeAt =
      new Date(changes[changes.length - BUSINESS_RENAMES_PER_MONTH].changed_at).getTime() +
      BUSINESS_RENAME_WINDOW_DAYS * DAY_MS;
    const days = Math.max(1, Math.ceil((freeAt - now.getTime()) / DAY_MS));
    throw new ApiError(
      422,
      'validation.failed',
      { business_name: ['business.renameLimit'] },
      {
        limit: BUSINESS_RENAMES_PER_MONTH,
        window: BUSINESS_RENAME_WINDOW_DAYS,
        days,
      },
    );
  }
  await trx
    .insertInto('business_slug_changes')
    .values({ business_profile_id: profileId, changed_at: now })
    .execute();
  await trx.deleteFrom('business_slug_history').where('slug', '=', newSlug).execute();
  if (!isReservedBusinessSlug(oldSlug)) {
    await trx
      .insertInto('business_slug_history')
      .values({ slug: oldSlug, business_profile_id: profileId, created_at: now })
      .onConflict((oc) => oc.column('slug').doUpdateSet({ business_profile_id: profileId, created_at: now }))
      .execute();
  }
  const kept = await trx
    .selectFrom('business_slug_history')
    .where('business_profile_id', '=', profileId)
    .where('created_at', '>', aliasCutoff(now))
    .select('slug')
    .orderBy('created_at', 'desc')
    .orderBy('slug')
    .limit(BUSINESS_SLUG_ALIASES_KEPT)
    .execute();
  await trx
    .deleteFrom('business_slug_history')
    .where('business_profile_id', '=', profileId)
    .$if(kept.length > 0, (qb) =>
      qb.where(
        'slug',
        'not in',
        kept.map((row) => row.slug),
      ),
    )
    .execute();
}
