import { sql, type Kysely } from 'kysely';
import { MY_ADS_STATUS_FILTERS, type MyAdsStatusFilter } from '@sokoni/contracts';
import type { AdRow, Database } from '../db/types';
import { notFound } from '../errors';
import { isPubliclyVisible } from '../services/catalog';
import { AD_COLUMNS } from './search';

/** The status a person sees: an active ad past its expiry date is expired even before the job marks it. */
const effectiveStatusSql = sql<string>`CASE WHEN ads.status = 'active' AND ads.expires_at IS NOT NULL AND ads.expires_at <= now() THEN 'expired' ELSE ads.status END`;

export interface Page {
  page: number;
  perPage: number;
}

/** A page of a seller's own ads in every status but deleted, newest first, and how many there are per status. */
export async function myAdsPage(
  db: Kysely<Database>,
  userId: number,
  status: MyAdsStatusFilter,
  { page, perPage }: Page,
): Promise<{ rows: AdRow[]; counts: Record<string, number> }> {
  const mine = db
    .selectFrom('ads')
    .where('ads.user_id', '=', userId)
    .where('ads.deleted_at', 'is', null)
    .where('ads.status', '!=', 'deleted');
  const [countRows, rows] = await Promise.all([
    mine
      .select([effectiveStatusSql.as('status'), (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy(effectiveStatusSql)
      .execute(),
    mine
      .select([...AD_COLUMNS])
      .$if(status !== 'all', (qb) => qb.where(effectiveStatusSql, '=', status))
      .orderBy('ads.created_at', 'desc')
      .orderBy('ads.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute() as Promise<AdRow[]>,
  ]);
  const counts: Record<string, number> = Object.fromEntries(MY_ADS_STATUS_FILTERS.map((s) => [s, 0]));
  for (const row of countRows) {
    counts[row.status] = Number(row.count);
    counts.all += Number(row.count);
  }
  return { rows, counts };
}

/** A page of a person's favourite ads that are still public, newest favourite first, and how many there are. */
export async function myFavoritesPage(
  db: Kysely<Database>,
  userId: number,
  { page, perPage }: Page,
): Promise<{ rows: AdRow[]; total: number }> {
  const favourites = db
    .selectFrom('favorites')
    .where('favorites.user_id', '=', userId)
    .where('favorites.ad_id', 'in', db.selectFrom('ads').where(isPubliclyVisible).select('ads.id'));
  const [{ total }, pageRows] = await Promise.all([
    favourites.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    favourites
      .select('favorites.ad_id')
      .orderBy('favorites.created_at', 'desc')
      .orderBy('favorites.ad_id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
  ]);
  const ids = pageRows.map((row) => row.ad_id);
  const rows =
    ids.length > 0
      ? ((await db
          .selectFrom('ads')
          .select([...AD_COLUMNS])
          .where('ads.id', 'in', ids)
          .execute()) as AdRow[])
      : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.map((id) => byId.get(id)).filter((row): row is AdRow => row !== undefined);
  return { rows: ordered, total: Number(total) };
}

/**
 * Adds the ad to the person's favourites, or removes it when it is there. Only what people can see can become a
 * favourite (404 otherwise); taking one away always works. Whether it is a favourite now.
 */
export async function toggleFavorite(
  db: Kysely<Database>,
  userId: number,
  idOrSlug: string,
): Promise<boolean> {
  const byId = /^\d{1,9}$/.test(idOrSlug);
  const ad = await db
    .selectFrom('ads')
    .where(byId ? 'ads.id' : 'ads.slug', '=', byId ? Number(idOrSlug) : idOrSlug)
    .select(['ads.id', (eb) => isPubliclyVisible(eb).as('is_public')])
    .executeTakeFirst();
  if (!ad) throw notFound('errors.adNotFound');
  const removed = await db
    .deleteFrom('favorites')
    .where('user_id', '=', userId)
    .where('ad_id', '=', ad.id)
    .returning('ad_id')
    .execute();
  if (removed.length > 0) return false;
  if (!ad.is_public) throw notFound('errors.adNotFound');
  await db
    .insertInto('favorites')
    .values({ user_id: userId, ad_id: ad.id })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return true;
}
