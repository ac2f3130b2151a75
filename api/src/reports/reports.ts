import type { Kysely } from 'kysely';
import type { CreateReportRequest, Report } from '@sokoni/contracts';
import type { Database } from '../db/types';
import { ApiError, notFound } from '../errors';
import { isPubliclyVisible } from '../services/catalog';

/** Reports of ads people can see, one open report per person and ad; the admin queue reads the table. */
export async function reportAd(
  db: Kysely<Database>,
  reporterId: number,
  adIdOrSlug: string,
  input: CreateReportRequest,
): Promise<Report> {
  const byId = /^\d{1,9}$/.test(adIdOrSlug);
  const ad = await db
    .selectFrom('ads')
    .where(byId ? 'ads.id' : 'ads.slug', '=', byId ? Number(adIdOrSlug) : adIdOrSlug)
    .where(isPubliclyVisible)
    .select(['ads.id', 'ads.user_id'])
    .executeTakeFirst();
  if (!ad) throw notFound('errors.adNotFound');
  if (ad.user_id === reporterId) throw new ApiError(422, 'reports.ownAd');
  const comment = input.comment?.trim() || null;
  const row = await db
    .insertInto('reports')
    .values({ ad_id: ad.id, reporter_id: reporterId, reason: input.reason, comment })
    .onConflict((oc) => oc.columns(['ad_id', 'reporter_id']).where('status', '=', 'open').doNothing())
    .returning(['id', 'ad_id', 'reason', 'comment', 'status', 'created_at'])
    .executeTakeFirst();
  if (!row) throw new ApiError(409, 'reports.alreadyOpen');
  return { ...row, created_at: new Date(row.created_at).toISOString() };
}
