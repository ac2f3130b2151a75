import { sql, type Kysely, type Transaction, type UpdateObject } from 'kysely';
import type {
  AdminCategory,
  AdminCategoryCreate,
  AdminCategoryUpdate,
  AdminLocation,
  AdminLocationCreate,
  AdminLocationUpdate,
} from '@sokoni/contracts';
import { validateCategoryAttributes, type CategoryAttribute } from '@sokoni/contracts';
import type { Database } from '../db/types';
import { fieldDefinitionError } from '../ads/attributes';
import { ApiError, invalidFields, notFound } from '../errors';
import { isUniqueViolation } from '../db/errors';
import { recordAudit, type AuditRecord } from './audit';
import { keepCategorySlug, moveCategorySlugs, releaseCategorySlug } from '../catalog/category-aliases';

/**
 * Writes a category or place and its audit entry in one transaction: `write` answers the id of the row it wrote,
 * which the entry names. A slug another one already has is a 422 on `slug`.
 */
async function writeAudited(
  db: Kysely<Database>,
  entry: Omit<AuditRecord, 'targetId'>,
  write: (trx: Transaction<Database>) => Promise<number>,
): Promise<number> {
  try {
    return await db.transaction().execute(async (trx) => {
      const id = await write(trx);
      await recordAudit(trx, { ...entry, targetId: id });
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidFields({ slug: ['admin.slugTaken'] });
    throw error;
  }
}

/**
 * Saves an edit of a category or place: the columns of `values` (one given as undefined is left as it is), then
 * `after` in the same transaction, and the edit's audit entry (hidden, shown again, or other fields changed).
 */
async function editAudited<T extends 'categories' | 'locations'>(
  db: Kysely<Database>,
  adminId: number,
  table: T,
  current: { id: number; slug: string },
  changes: { is_active?: boolean },
  values: UpdateObject<Database, T>,
  after: (trx: Transaction<Database>) => Promise<void> = async () => undefined,
): Promise<void> {
  const targetType = table === 'categories' ? 'category' : 'location';
  await writeAudited(db, editAudit(adminId, targetType, current, changes), async (trx) => {
    await trx
      .updateTable(table as 'categories' | 'locations')
      .set(values as UpdateObject<Database, 'categories' | 'locations'>)
      .where('id', '=', current.id)
      .execute();
    await after(trx);
    return current.id;
  });
}

/** The audit entry of an edit of a category or place: hidden, shown again, or other fields changed. */
function editAudit(
  adminId: number,
  targetType: 'category' | 'location',
  current: { slug: string },
  changes: { is_active?: boolean },
): Omit<AuditRecord, 'targetId'> {
  const verb = changes.is_active === false ? 'hide' : changes.is_active === true ? 'show' : 'update';
  return {
    adminId,
    action: `${targetType}.${verb}`,
    targetType,
    targetLabel: current.slug,
    details: { fields: Object.keys(changes) },
  };
}

/**
 * Categories and places. One with ads (any status but deleted) cannot be deleted, only hidden (is_active
 * false), so no ad loses its category; one with children cannot be deleted either.
 */
const categoryAds = sql<number>`(SELECT count(*) FROM ads WHERE ads.category_id = categories.id AND ads.deleted_at IS NULL)`;
const locationAds = sql<number>`(SELECT count(*) FROM ads WHERE ads.location_id = locations.id AND ads.deleted_at IS NULL)`;

export async function listCategories(db: Kysely<Database>): Promise<AdminCategory[]> {
  const rows = await db
    .selectFrom('categories')
    .select([
      'id',
      'slug',
      'name_fr',
      'name_en',
      'parent_id',
      'position',
      'is_active',
      'attributes',
      categoryAds.as('ads_count'),
    ])
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, attributes: row.attributes ?? [], ads_count: Number(row.ads_count) }));
}

async function findCategory(db: Kysely<Database>, id: number): Promise<AdminCategory> {
  const row = (await listCategories(db)).find((category) => category.id === id);
  if (!row) throw notFound('errors.categoryNotFound');
  return row;
}

async function checkCategoryParent(
  db: Kysely<Database>,
  id: number | null,
  parentId: number | null | undefined,
) {
  if (parentId === undefined || parentId === null) return;
  const parent = await db
    .selectFrom('categories')
    .select(['id', 'parent_id'])
    .where('id', '=', parentId)
    .executeTakeFirst();
  // Two levels: a parent must be a top-level category and not the category itself.
  if (!parent || parent.parent_id !== null || parent.id === id)
    throw invalidFields({ parent_id: ['admin.parentInvalid'] });
}

/** A field list that breaks a rule the schema cannot say (unique keys, options for choices only…): a 422. */
function checkCategoryFields(fields: CategoryAttribute[] | undefined): void {
  if (fields === undefined) return;
  const problems = Object.entries(validateCategoryAttributes(fields));
  if (problems.length > 0)
    throw invalidFields(
      Object.fromEntries(problems.map(([path, problem]) => [path, [fieldDefinitionError(path, problem)]])),
    );
}

/** A name that is only spaces is missing (the schema counts its characters before they are trimmed). */
function checkCategoryNames(names: { name_fr?: string; name_en?: string }): void {
  const missing = (['name_fr', 'name_en'] as const).filter(
    (key) => names[key] !== undefined && !names[key]?.trim(),
  );
  if (missing.length > 0)
    throw invalidFields(Object.fromEntries(missing.map((key) => [key, ['validation.required' as const]])));
}

export async function createCategory(
  db: Kysely<Database>,
  adminId: number,
  input: AdminCategoryCreate,
): Promise<AdminCategory> {
  checkCategoryNames(input);
  await checkCategoryParent(db, null, input.parent_id);
  checkCategoryFields(input.attributes);
  const id = await writeAudited(
    db,
    { adminId, action: 'category.create', targetType: 'category', targetLabel: input.slug },
    async (trx) => {
      const row = await trx
        .insertInto('categories')
        .values({
          slug: input.slug,
          name_fr: input.name_fr.trim(),
          name_en: input.name_en.trim(),
          parent_id: input.parent_id ?? null,
          position: input.position ?? 0,
          is_active: input.is_active ?? true,
          ...(input.attributes !== undefined ? { attributes: JSON.stringify(input.attributes) } : {}),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await releaseCategorySlug(trx, input.slug);
      return row.id;
    },
  );
  return findCategory(db, id);
}

export async function updateCategory(
  db: Kysely<Database>,
  adminId: number,
  id: number,
  changes: AdminCategoryUpdate,
): Promise<AdminCategory> {
  const current = await findCategory(db, id);
  checkCategoryNames(changes);
  await checkCategoryParent(db, id, changes.parent_id);
  checkCategoryFields(changes.attributes);
  if (changes.parent_id) {
    const children = await db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', '=', id)
      .executeTakeFirst();
    if (children) throw invalidFields({ parent_id: ['admin.parentInvalid'] });
  }
  await editAudited(
    db,
    adminId,
    'categories',
    current,
    changes,
    {
      slug: changes.slug,
      name_fr: changes.name_fr?.trim(),
      name_en: changes.name_en?.trim(),
      parent_id: changes.parent_id,
      position: changes.position,
      is_active: changes.is_active,
      attributes: changes.attributes && JSON.stringify(changes.attributes),
    },
    async (trx) => {
      // The old address keeps leading here (links shared, search engines); the new one is nobody's alias.
      if (changes.slug !== undefined && changes.slug !== current.slug) {
        await releaseCategorySlug(trx, changes.slug);
        await keepCategorySlug(trx, current.slug, id);
      }
    },
  );
  return findCategory(db, id);
}

export async function deleteCategory(db: Kysely<Database>, adminId: number, id: number): Promise<void> {
  const current = await findCategory(db, id);
  if (current.ads_count > 0) throw new ApiError(409, 'admin.categoryHasAds');
  const child = await db.selectFrom('categories').select('id').where('parent_id', '=', id).executeTakeFirst();
  if (child) throw new ApiError(409, 'admin.categoryHasChildren');
  const anyAd = await db.selectFrom('ads').select('id').where('category_id', '=', id).executeTakeFirst();
  if (anyAd) throw new ApiError(409, 'admin.categoryHasAds');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('categories').where('id', '=', id).execute();
    await recordAudit(trx, {
      adminId,
      action: 'category.delete',
      targetType: 'category',
      targetId: id,
      targetLabel: current.slug,
    });
  });
}

/**
 * Merges a category into another: its ads (every status, with their boosts) and its sub-categories move to the
 * target, saved searches naming it search the target instead, then it is removed, its address (and its former
 * ones) leading to the target from then on, all in one transaction with its audit entry. The target cannot be the category itself or one of its sub-categories, and sub-categories
 * only move under a top-level category (two levels). Both rows are locked while the rule is checked, so a
 * concurrent move cannot make the tree deeper or circular.
 */
export async function mergeCategory(
  db: Kysely<Database>,
  adminId: number,
  id: number,
  intoId: number,
): Promise<{ moved_ads: number; category: AdminCategory }> {
  const source = await findCategory(db, id);
  const moved = await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('categories')
      .select(['id', 'slug', 'parent_id'])
      .where('id', 'in', [id, intoId])
      .orderBy('id')
      .forUpdate()
      .execute();
    const target = rows.find((row) => row.id === intoId);
    if (!rows.some((row) => row.id === id)) throw notFound('errors.categoryNotFound');
    if (!target) throw invalidFields({ into_id: ['errors.categoryNotFound'] });
    const hasChildren = !!(await trx
      .selectFrom('categories')
      .select('id')
      .where('parent_id', '=', id)
      .executeTakeFirst());
    if (target.id === id || target.parent_id === id || (hasChildren && target.parent_id !== null)) {
      throw invalidFields({ into_id: ['admin.mergeInvalid'] });
    }
    const ads = await trx
      .updateTable('ads')
      .set({ category_id: intoId, updated_at: new Date() })
      .where('category_id', '=', id)
      .executeTakeFirst();
    await trx.updateTable('categories').set({ parent_id: intoId }).where('parent_id', '=', id).execute();
    const searches = await trx
      .updateTable('saved_searches')
      .set({
        category_id: intoId,
        query: sql`jsonb_set(query, '{category}', to_jsonb(${target.slug}::text))`,
        updated_at: new Date(),
      })
      .where((eb) => eb.or([eb('category_id', '=', id), eb(sql`query->>'category'`, '=', source.slug)]))
      .executeTakeFirst();
    // Its address, and the former ones that led to it, lead to the target from now on.
    await moveCategorySlugs(trx, id, intoId);
    await trx.deleteFrom('categories').where('id', '=', id).execute();
    await keepCategorySlug(trx, source.slug, intoId);
    const count = Number(ads.numUpdatedRows);
    await recordAudit(trx, {
      adminId,
      action: 'category.merge',
      targetType: 'category',
      targetId: id,
      targetLabel: source.slug,
      details: {
        into_id: intoId,
        into_slug: target.slug,
        moved_ads: count,
        moved_saved_searches: Number(searches.numUpdatedRows),
      },
    });
    return count;
  });
  return { moved_ads: moved, category: await findCategory(db, intoId) };
}

// ---- Locations ----

export async function listLocations(db: Kysely<Database>): Promise<AdminLocation[]> {
  const rows = await db
    .selectFrom('locations')
    .select(['id', 'slug', 'name', 'type', 'parent_id', 'path', 'is_active', locationAds.as('ads_count')])
    .orderBy('path')
    .execute();
  return rows.map((row) => ({ ...row, ads_count: Number(row.ads_count) }));
}

async function findLocation(db: Kysely<Database>, id: number): Promise<AdminLocation> {
  const row = await db
    .selectFrom('locations')
    .select(['id', 'slug', 'name', 'type', 'parent_id', 'path', 'is_active', locationAds.as('ads_count')])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('errors.locationNotFound');
  return { ...row, ads_count: Number(row.ads_count) };
}

async function parentPath(
  db: Kysely<Database>,
  id: number | null,
  parentId: number | null | undefined,
): Promise<string | null> {
  if (parentId === undefined || parentId === null) return null;
  const parent = await db
    .selectFrom('locations')
    .select(['id', 'path'])
    .where('id', '=', parentId)
    .executeTakeFirst();
  if (!parent || parent.id === id) throw invalidFields({ parent_id: ['admin.parentInvalid'] });
  return parent.path;
}

/** Keeps "Gombe, Kinshasa" paths right below a renamed or moved place. */
async function refreshPaths(db: Kysely<Database>, rootId: number): Promise<void> {
  await sql`
    WITH RECURSIVE tree AS (
      SELECT l.id, CASE WHEN p.id IS NULL THEN l.name ELSE l.name || ', ' || p.path END AS path
      FROM locations l LEFT JOIN locations p ON p.id = l.parent_id WHERE l.id = ${rootId}
      UNION ALL
      SELECT c.id, c.name || ', ' || tree.path FROM locations c JOIN tree ON c.parent_id = tree.id
    )
    UPDATE locations SET path = tree.path FROM tree WHERE locations.id = tree.id
  `.execute(db);
}

export async function createLocation(
  db: Kysely<Database>,
  adminId: number,
  input: AdminLocationCreate,
): Promise<AdminLocation> {
  const parent = await parentPath(db, null, input.parent_id);
  const id = await writeAudited(
    db,
    { adminId, action: 'location.create', targetType: 'location', targetLabel: input.slug },
    async (trx) => {
      const name = input.name.trim();
      const row = await trx
        .insertInto('locations')
        .values({
          slug: input.slug,
          name,
          type: input.type,
          parent_id: input.parent_id ?? null,
          path: parent ? `${name}, ${parent}` : name,
          is_active: input.is_active ?? true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  );
  return findLocation(db, id);
}

export async function updateLocation(
  db: Kysely<Database>,
  adminId: number,
  id: number,
  changes: AdminLocationUpdate,
): Promise<AdminLocation> {
  const current = await findLocation(db, id);
  await parentPath(db, id, changes.parent_id);
  const renamedOrMoved = changes.name !== undefined || changes.parent_id !== undefined;
  await editAudited(
    db,
    adminId,
    'locations',
    current,
    changes,
    {
      slug: changes.slug,
      name: changes.name?.trim(),
      type: changes.type,
      parent_id: changes.parent_id,
      is_active: changes.is_active,
    },
    async (trx) => {
      if (renamedOrMoved) await refreshPaths(trx, id);
    },
  );
  return findLocation(db, id);
}

export async function deleteLocation(db: Kysely<Database>, adminId: number, id: number): Promise<void> {
  const current = await findLocation(db, id);
  const anyAd = await db.selectFrom('ads').select('id').where('location_id', '=', id).executeTakeFirst();
  if (current.ads_count > 0 || anyAd) throw new ApiError(409, 'admin.locationHasAds');
  const child = await db.selectFrom('locations').select('id').where('parent_id', '=', id).executeTakeFirst();
  if (child) throw new ApiError(409, 'admin.locationHasChildren');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('locations').where('id', '=', id).execute();
    await recordAudit(trx, {
      adminId,
      action: 'location.delete',
      targetType: 'location',
      targetId: id,
      targetLabel: current.slug,
    });
  });
}
