import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Former category addresses (migration 0028): the slug of a category merged into another and the old slug of a
 * renamed one keep leading to the category now there. Written in the transaction of the merge or rename.
 */

/** `slug` is no longer a category's: from now on it leads to `categoryId` (replacing where it led before). */
export async function keepCategorySlug(trx: Transaction<Database>, slug: string, categoryId: number): Promise<void> {
  await trx
    .insertInto('category_slug_aliases')
    .values({ slug, category_id: categoryId })
    .onConflict((oc) => oc.column('slug').doUpdateSet({ category_id: categoryId, created_at: new Date() }))
    .execute();
}

/** A merge: the former addresses of `fromId` lead to `toId` too, so a chain of merges resolves in one step. */
export async function moveCategorySlugs(trx: Transaction<Database>, fromId: number, toId: number): Promise<void> {
  await trx.updateTable('category_slug_aliases').set({ category_id: toId }).where('category_id', '=', fromId).execute();
}

/** A category takes `slug` (created or renamed to it): the address is a current one again, no longer an alias. */
export async function releaseCategorySlug(trx: Transaction<Database>, slug: string): Promise<void> {
  await trx.deleteFrom('category_slug_aliases').where('slug', '=', slug).execute();
}

/**
 * The current slug of the category a former address leads to; undefined when `slug` is a category's own (or
 * nobody's). A category's own slug always wins over an alias.
 */
export async function movedCategorySlug(db: Db, slug: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('category_slug_aliases')
    .innerJoin('categories', 'categories.id', 'category_slug_aliases.category_id')
    .where('category_slug_aliases.slug', '=', slug)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('categories as current').where('current.slug', '=', slug).select('current.id'))))
    .select('categories.slug')
    .executeTakeFirst();
  return row?.slug;
}
