import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CategoryDetailSchema,
  CategoryListResponseSchema,
  CurrencyListResponseSchema,
  ErrorResponseSchema,
  LocationListResponseSchema,
  LocationSchema,
  PublicSettingsSchema,
  Type,
  type Category,
  type CategoryTreeNode,
} from '@sokoni/contracts';
import { sql } from 'kysely';
import { notFound } from '../../errors';
import type { CategoryRow } from '../../db/types';
import { adCountsByCategory, toCategory, toLocation } from '../../services/catalog';
import { toCurrency } from '../../services/currencies';
import { activeLanguages, loadSettings, publicSettings } from '../../services/settings';

const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 120 }) });

/** Active categories with visible-ad counts rolled up from children into their parents. */
async function loadCategoryTree(app: Parameters<FastifyPluginAsyncTypebox>[0]) {
  const [rows, counts] = await Promise.all([
    app.db
      .selectFrom('categories')
      .selectAll()
      .where('is_active', '=', true)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    adCountsByCategory(app.db),
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

export const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Public application settings',
        response: { 200: PublicSettingsSchema },
      },
    },
    async () => ({
      ...publicSettings(await loadSettings(app.db)),
      languages: await activeLanguages(app.db),
    }),
  );

  app.get(
    '/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Category tree with active-ad counts, names in the request language',
        response: { 200: CategoryListResponseSchema },
      },
    },
    async (request) => {
      const { rows, total } = await loadCategoryTree(app);
      const present = (row: CategoryRow): Category => toCategory(row, request.locale, total.get(row.id) ?? 0);
      const data: CategoryTreeNode[] = rows
        .filter((row) => row.parent_id === null)
        .map((parent) => ({
          ...present(parent),
          children: rows.filter((row) => row.parent_id === parent.id).map(present),
        }));
      return { data };
    },
  );

  app.get(
    '/categories/:slug',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One category with its parent and children',
        params: SlugParams,
        response: { 200: CategoryDetailSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { rows, byId, total } = await loadCategoryTree(app);
      const row = rows.find((candidate) => candidate.slug === request.params.slug);
      if (!row) throw notFound('errors.categoryNotFound');
      const present = (category: CategoryRow): Category =>
        toCategory(category, request.locale, total.get(category.id) ?? 0);
      const parent = row.parent_id ? byId.get(row.parent_id) : undefined;
      return {
        ...present(row),
        parent: parent ? present(parent) : null,
        children: rows.filter((candidate) => candidate.parent_id === row.id).map(present),
      };
    },
  );

  app.get(
    '/locations',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Every active place (provinces, cities, communes) with its path',
        response: { 200: LocationListResponseSchema },
      },
    },
    async () => {
      const rows = await app.db
        .selectFrom('locations')
        .selectAll()
        .where('is_active', '=', true)
        .orderBy(sql`CASE type WHEN 'province' THEN 0 WHEN 'city' THEN 1 ELSE 2 END`)
        .orderBy('name')
        .execute();
      return { data: rows.map(toLocation) };
    },
  );

  app.get(
    '/locations/:slug',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One place by slug',
        params: SlugParams,
        response: { 200: LocationSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const row = await app.db
        .selectFrom('locations')
        .selectAll()
        .where('slug', '=', request.params.slug)
        .where('is_active', '=', true)
        .executeTakeFirst();
      if (!row) throw notFound('errors.locationNotFound');
      return toLocation(row);
    },
  );

  app.get(
    '/currencies',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Active currencies',
        response: { 200: CurrencyListResponseSchema },
      },
    },
    async () => {
      const rows = await app.db
        .selectFrom('currencies')
        .selectAll()
        .where('is_active', '=', true)
        .orderBy('is_base', 'desc')
        .orderBy('code')
        .execute();
      return {
        data: rows.map((row) => {
          const { rate: _rate, ...currency } = toCurrency(row);
          return currency;
        }),
      };
    },
  );
};
