import { sql, type Kysely } from 'kysely';
import type {
  Category,
  CategoryDetail,
  CategoryTreeNode,
  Currency,
  Locale,
  Location,
  PublicSettings,
} from '@sokoni/contracts';
import type { CategoryRow, Database } from '../db/types';
import { notFound } from '../errors';
import { adCountsByCategory, toCategory, toLocation } from '../services/catalog';
import { movedCategorySlug } from './category-aliases';
import { toCurrency } from '../services/currencies';
import { activeLanguages, loadSettings, publicSettings } from '../services/settings';

/** The public settings with the languages visitors may choose. */
export async function sitePublicSettings(db: Kysely<Database>): Promise<PublicSettings> {
  return { ...publicSettings(await loadSettings(db)), languages: await activeLanguages(db) };
}

/** Active categories with visible-ad counts rolled up from children into their parents. */
async function loadCategoryTree(db: Kysely<Database>) {
  const [rows, counts] = await Promise.all([
    db
      .selectFrom('categories')
      .selectAll()
      .where('is_active', '=', true)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    adCountsByCategory(db),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const total = new Map<number, number>();
  for (const row of rows) {
    const own = counts.get(row.id) ?? 0;
    // Walk up the (acyclic, CHECKed) parent chain so every ancestor counts the ad once.
    for (
      let node: CategoryRow | undefined = row;
      node;
      node = node.parent_id ? byId.get(node.parent_id) : undefined
    ) {
      total.set(node.id, (total.get(node.id) ?? 0) + own);
    }
  }
  return { rows, byId, total };
}

/** The category tree (parents with their children), names in `locale`. */
export async function categoryTree(db: Kysely<Database>, locale: Locale): Promise<CategoryTreeNode[]> {
  const { rows, total } = await loadCategoryTree(db);
  const present = (row: CategoryRow): Category => toCategory(row, locale, total.get(row.id) ?? 0);
  return rows
    .filter((row) => row.parent_id === null)
    .map((parent) => ({
      ...present(parent),
      children: rows.filter((row) => row.parent_id === parent.id).map(present),
    }));
}

/**
 * One active category with its parent and children; 404 when there is none by that slug. A former slug (merged
 * or renamed category, ./category-aliases) answers with the category now there, whose `slug` is the current one:
 * the page moves to it, as a storefront's former slug does.
 */
export async function categoryBySlug(
  db: Kysely<Database>,
  slug: string,
  locale: Locale,
): Promise<CategoryDetail> {
  const { rows, byId, total } = await loadCategoryTree(db);
  let row = rows.find((candidate) => candidate.slug === slug);
  if (!row) {
    const moved = await movedCategorySlug(db, slug);
    row = moved === undefined ? undefined : rows.find((candidate) => candidate.slug === moved);
  }
  if (!row) throw notFound('errors.categoryNotFound');
  const present = (category: CategoryRow): Category =>
    toCategory(category, locale, total.get(category.id) ?? 0);
  const parent = row.parent_id ? byId.get(row.parent_id) : undefined;
  return {
    ...present(row),
    parent: parent ? present(parent) : null,
    children: rows.filter((candidate) => candidate.parent_id === row.id).map(present),
  };
}

/** Every active place: provinces, then cities, then communes, by name. */
export async function activeLocations(db: Kysely<Database>): Promise<Location[]> {
  const rows = await db
    .selectFrom('locations')
    .selectAll()
    .where('is_active', '=', true)
    .orderBy(sql`CASE type WHEN 'province' THEN 0 WHEN 'city' THEN 1 ELSE 2 END`)
    .orderBy('name')
    .execute();
  return rows.map(toLocation);
}

/** One active place; 404 when there is none by that slug. */
export async function locationBySlug(db: Kysely<Database>, slug: string): Promise<Location> {
  const row = await db
    .selectFrom('locations')
    .selectAll()
    .where('slug', '=', slug)
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (!row) throw notFound('errors.locationNotFound');
  return toLocation(row);
}

/** The active currencies, the base one first, without their exchange rates. */
export async function activeCurrencies(db: Kysely<Database>): Promise<Currency[]> {
  const rows = await db
    .selectFrom('currencies')
    .selectAll()
    .where('is_active', '=', true)
    .orderBy('is_base', 'desc')
    .orderBy('code')
    .execute();
  return rows.map((row) => {
    const { rate: _rate, ...currency } = toCurrency(row);
    return currency;
  });
}
