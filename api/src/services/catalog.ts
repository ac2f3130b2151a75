import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Category, Locale, Location } from '@sokoni/contracts';
import type { CategoryRow, Database, LocationRow } from '../db/types';

/**
 * An ad people may see: active, not deleted, not past its expiry, and its seller's account neither banned nor
 * deleted (a deleted account's ads come back if it is restored within the grace period).
 */
export function isPubliclyVisible(eb: ExpressionBuilder<Database, 'ads'>) {
  return eb.and([
    eb('ads.status', '=', 'active'),
    eb('ads.deleted_at', 'is', null),
    eb.or([eb('ads.expires_at', 'is', null), eb('ads.expires_at', '>', sql<Date>`now()`)]),
    // Deleted and banned accounts are few (partial indexes users_deleted_idx, users_banned_idx): anti-joins
    // against those small sets.
    sql<boolean>`NOT EXISTS (SELECT 1 FROM users deleted_seller WHERE deleted_seller.id = ads.user_id AND deleted_seller.deleted_at IS NOT NULL)`,
    sql<boolean>`NOT EXISTS (SELECT 1 FROM users banned_seller WHERE banned_seller.id = ads.user_id AND banned_seller.is_banned)`,
  ]);
}

/** Visible ads per category, counting each ad once in its own category only. */
export async function adCountsByCategory(db: Kysely<Database>): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('ads')
    .where(isPubliclyVisible)
    .select(['category_id', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('category_id')
    .execute();
  return new Map(rows.map((row) => [row.category_id, Number(row.count)]));
}

export function toCategory(row: CategoryRow, locale: Locale, adsCount?: number): Category {
  const category: Category = {
    id: row.id,
    slug: row.slug,
    name: locale === 'en' ? row.name_en : row.name_fr,
    names: { fr: row.name_fr, en: row.name_en },
    description: (locale === 'en' ? row.description_en : row.description_fr) ?? null,
    parent_id: row.parent_id,
    attributes: row.attributes ?? [],
  };
  if (adsCount !== undefined) category.ads_count = adsCount;
  return category;
}

export function toLocation(row: LocationRow): Location {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    type: row.type,
    parent_id: row.parent_id,
    path: row.path,
  };
}
