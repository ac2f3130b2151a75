import { sql, type Kysely } from 'kysely';
import {
  API_PATHS,
  escapeHtml,
  formatMoney,
  SAVED_SEARCH_INSTANT_QUIET_MINUTES,
  type Locale,
  type SavedSearchQuery,
} from '@sokoni/contracts';
import { adMatchesSearch } from '../ads/search';
import { keptPlaceNames } from '../ads/place-names';
import { IMAGE_WIDTHS } from '../ads/present';
import type { Database } from '../db/types';
import type { JobQueue } from '../jobs/queue';
import { translate } from '../i18n/messages';
import type { MediaStorage } from '../media/storage';
import type { Mailer, MailMessage } from '../plugins/mail';
import { loadSettings } from '../services/settings';
import {
  loadPrices,
  moneyFormat,
  savedSearchPath,
  savedQuerySearch,
  unsubscribeToken,
} from './saved-searches';

/** Matches one newly visible ad against the saved searches (payload `{ adId }`). */
export const SAVED_SEARCH_MATCH_JOB = 'saved-search-match';
/** Mails one search's instant alert: what arrived since its last mail (payload `{ savedSearchId }`). */
export const SAVED_SEARCH_MAIL_JOB = 'saved-search-mail';
/** The daily digests (periodic). */
export const SAVED_SEARCH_DIGEST_JOB = 'saved-search-digest';

/** Ads listed in one mail; the rest are counted ("and 3 more ads") behind the link to the list. */
const ADS_PER_MAIL = 10;
/** A daily search is mailed at most once in this many hours (the digest job runs every hour). */
const DIGEST_HOURS = 23;

export interface AlertContext {
  db: Kysely<Database>;
  jobs: JobQueue;
  mailer: Mailer;
  storage: MediaStorage;
  /** Origin of the site, for links in mails. */
  publicUrl: string;
  /** Signs the unsubscribe links. */
  secret: string;
}

/**
 * Queues the matching of an ad that has just become visible (approved, or boosted back to the top). Given the
 * caller's transaction, the job exists only if it commits.
 */
export async function queueAdMatching(jobs: JobQueue, adId: number, db?: Kysely<Database>): Promise<void> {
  await jobs.enqueue(SAVED_SEARCH_MATCH_JOB, { adId }, db ? { db } : {});
}

/**
 * The searches that could want this ad, picked by their indexed columns: no category or one of the ad's
 * category and its parents, the same for the place, the ad's price within the bounds; never the seller's own.
 * A search naming a category or place that no longer exists is not a candidate.
 */
async function candidates(db: Kysely<Database>, ad: AdFacts) {
  const { rows } = await sql<{ id: number; user_id: number; query: unknown; alert: string }>`
    WITH RECURSIVE category_up AS (
      SELECT id, parent_id FROM categories WHERE id = ${ad.category_id}
      UNION
      SELECT c.id, c.parent_id FROM categories c JOIN category_up up ON c.id = up.parent_id
    ), location_up AS (
      SELECT id, parent_id FROM locations WHERE id = ${ad.location_id}
      UNION
      SELECT l.id, l.parent_id FROM locations l JOIN location_up up ON l.id = up.parent_id
    )
    SELECT s.id, s.user_id, s.query, s.alert FROM saved_searches s
    WHERE s.user_id <> ${ad.user_id}
      AND (s.category_id IN (SELECT id FROM category_up) OR (s.category_id IS NULL AND NOT s.has_category))
      AND (s.location_id IN (SELECT id FROM location_up) OR (s.location_id IS NULL AND NOT s.has_location))
      AND (s.min_usd_cents IS NULL OR ${ad.price_usd_cents}::bigint >= s.min_usd_cents)
      AND (s.max_usd_cents IS NULL OR ${ad.price_usd_cents}::bigint <= s.max_usd_cents)
  `.execute(db);
  return rows;
}

interface AdFacts {
  id: number;
  user_id: number;
  category_id: number;
  location_id: number | null;
  price_usd_cents: number | null;
}

/**
 * Matches a newly visible ad against the saved searches: the candidates by their columns, then each checked with
 * the ads search's own conditions on this one ad (words, places, attributes). Each match is recorded once (a
 * repeated job changes nothing) and counted on "My searches"; an instant search's mail is queued.
 * Returns the ids of the searches it matched.
 */
export async function matchAd(context: AlertContext, adId: number): Promise<number[]> {
  const { db } = context;
  const ad = await db
    .selectFrom('ads')
    .where('id', '=', adId)
    .select(['id', 'user_id', 'category_id', 'location_id', 'price_usd_cents'])
    .executeTakeFirst();
  if (!ad) return [];
  const facts: AdFacts = {
    ...ad,
    price_usd_cents: ad.price_usd_cents === null ? null : Number(ad.price_usd_cents),
  };
  const found = await candidates(db, facts);
  if (found.length === 0) return [];
  const prices = await loadPrices(db);
  // The places named in the searches' words, read once for all of them.
  const places = keptPlaceNames();
  const matched: number[] = [];
  for (const search of found) {
    const query = (
      typeof search.query === 'string' ? JSON.parse(search.query) : search.query
    ) as SavedSearchQuery;
    if (!(await adMatchesSearch(db, adId, await savedQuerySearch(db, query, prices), places))) continue;
    const hit = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('saved_search_hits')
        .values({ saved_search_id: search.id, ad_id: adId })
        .onConflict((oc) => oc.columns(['saved_search_id', 'ad_id']).doNothing())
        .returning('ad_id')
        .executeTakeFirst();
      if (!inserted) return false;
      await trx
        .updateTable('saved_searches')
        .set((eb) => ({ new_count: eb('new_count', '+', 1) }))
        .where('id', '=', search.id)
        .execute();
      if (search.alert === 'instant')
        await context.jobs.enqueue(SAVED_SEARCH_MAIL_JOB, { savedSearchId: search.id }, { db: trx });
      return true;
    });
    if (hit) matched.push(search.id);
  }
  return matched;
}

interface MailAd {
  title: string;
  slug: string;
  price: string | null;
  photo: string | null;
}

/**
 * Sends one search's pending ads in one mail, if it may be mailed now: an instant search at most once an hour
 * (a mail queued meanwhile is put off to the end of the hour, grouping what arrives until then), a daily one
 * once a day. Hits are marked mailed in the same transaction that claims the search, so two runs never send
 * the same ads twice. Returns whether a mail was sent.
 */
export async function mailPendingHits(
  context: AlertContext,
  savedSearchId: number,
  kind: 'instant' | 'daily',
): Promise<boolean> {
  const { db } = context;
  const quietMinutes = kind === 'instant' ? SAVED_SEARCH_INSTANT_QUIET_MINUTES : DIGEST_HOURS * 60;
  const outcome = await db.transaction().execute(async (trx) => {
    const search = await trx
      .selectFrom('saved_searches')
      .innerJoin('users', 'users.id', 'saved_searches.user_id')
      .where('saved_searches.id', '=', savedSearchId)
      .where('users.deleted_at', 'is', null)
      .where('users.is_banned', '=', false)
      .select([
        'saved_searches.id',
        'saved_searches.user_id',
        'saved_searches.name',
        'saved_searches.query',
        'saved_searches.alert',
        'saved_searches.last_mailed_at',
        'users.email',
        'users.name as person',
        'users.preferred_language',
        sql<boolean>`saved_searches.last_mailed_at IS NOT NULL
          AND saved_searches.last_mailed_at > now() - make_interval(mins => ${quietMinutes})`.as('too_soon'),
        sql<Date | null>`saved_searches.last_mailed_at + make_interval(mins => ${quietMinutes})`.as(
          'next_at',
        ),
      ])
      .forUpdate('saved_searches')
      .executeTakeFirst();
    if (!search || search.alert !== kind) return { sent: false as const };
    // Ads no longer visible (sold, removed since) are left out of the mail.
    const hits = await trx
      .selectFrom('saved_search_hits as h')
      .innerJoin('ads', 'ads.id', 'h.ad_id')
      .where('h.saved_search_id', '=', savedSearchId)
      .where('h.mailed_at', 'is', null)
      .select(['h.ad_id', 'ads.status', 'ads.deleted_at'])
      .orderBy('h.created_at', 'desc')
      .execute();
    if (hits.length === 0) return { sent: false as const };
    if (search.too_soon) return { sent: false as const, later: search.next_at };
    await trx
      .updateTable('saved_search_hits')
      .set({ mailed_at: sql`now()` })
      .where('saved_search_id', '=', savedSearchId)
      .where('mailed_at', 'is', null)
      .execute();
    await trx
      .updateTable('saved_searches')
      .set({ last_mailed_at: sql`now()` })
      .where('id', '=', savedSearchId)
      .execute();
    const visible = hits
      .filter((hit) => hit.status === 'active' && hit.deleted_at === null)
      .map((hit) => hit.ad_id);
    if (visible.length === 0) return { sent: false as const };
    const locale = (search.preferred_language === 'en' ? 'en' : 'fr') as Locale;
    const ads = await mailAds(context, trx, visible.slice(0, ADS_PER_MAIL), locale);
    const settings = await loadSettings(trx);
    const query = (
      typeof search.query === 'string' ? JSON.parse(search.query) : search.query
    ) as SavedSearchQuery;
    const signed = new URLSearchParams({
      id: String(search.id),
      token: unsubscribeToken(context.secret, search),
    }).toString();
    const mail = savedSearchMail({
      kind,
      locale,
      site: settings.site_name,
      to: search.email,
      person: search.person,
      name: search.name,
      ads,
      total: visible.length,
      listUrl: `${context.publicUrl}${savedSearchPath(query)}`,
      unsubscribeUrl: `${context.publicUrl}/saved-searches/unsubscribe?${signed}`,
      oneClickUnsubscribeUrl: `${context.publicUrl}/api${API_PATHS.unsubscribeSavedSearchOneClick.path}?${signed}`,
    });
    if (context.mailer.sendWithin) {
      // The mail is queued (outbox table or mail job) with the hits it reports as mailed.
      await context.mailer.sendWithin(trx, mail);
      return { sent: true as const };
    }
    return { sent: true as const, mail };
  });
  if ('later' in outcome && outcome.later) {
    // Within the quiet hour: one mail at its end carries everything that arrived meanwhile.
    const runAt = new Date(outcome.later);
    await context.jobs.enqueue(
      SAVED_SEARCH_MAIL_JOB,
      { savedSearchId },
      { runAt, singletonKey: `${savedSearchId}:${runAt.getTime()}` },
    );
  }
  if ('mail' in outcome && outcome.mail) await context.mailer.send(outcome.mail);
  return outcome.sent;
}

async function mailAds(
  context: AlertContext,
  db: Kysely<Database>,
  adIds: number[],
  locale: Locale,
): Promise<MailAd[]> {
  const [rows, images, prices] = await Promise.all([
    db
      .selectFrom('ads')
      .where('id', 'in', adIds)
      .select(['id', 'title', 'slug', 'price_minor', 'currency_code'])
      .execute(),
    db
      .selectFrom('ad_images')
      .where('ad_id', 'in', adIds)
      .select(['ad_id', 'storage_key'])
      .orderBy('ad_id')
      .orderBy('position')
      .orderBy('id')
      .execute(),
    loadPrices(db),
  ]);
  const photo = new Map<number, string>();
  for (const image of images) if (!photo.has(image.ad_id)) photo.set(image.ad_id, image.storage_key);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return adIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const currency = prices.currencies.get(row.currency_code);
    const amount =
      row.price_minor === null || !currency
        ? null
        : formatMoney(Number(row.price_minor) / 10 ** currency.decimal_places, moneyFormat(currency), locale);
    const key = photo.get(id);
    const url = key ? context.storage.publicUrl(`${key}-${IMAGE_WIDTHS.card}.webp`) : null;
    return [
      {
        title: row.title,
        slug: row.slug,
        price: amount,
        photo: url && url.startsWith('/') ? `${context.publicUrl}${url}` : url,
      },
    ];
  });
}

/**
 * The daily run: each daily search with pending ads gets its digest (at most one a day), and an instant search
 * whose grouped mail was lost (its job dropped) is mailed now. Returns how many mails were sent.
 */
export async function sendDigests(context: AlertContext): Promise<number> {
  const pending = await context.db
    .selectFrom('saved_searches as s')
    .where('s.alert', 'in', ['daily', 'instant'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('saved_search_hits as h')
          .whereRef('h.saved_search_id', '=', 's.id')
          .where('h.mailed_at', 'is', null)
          .select(sql`1`.as('one')),
      ),
    )
    .select(['s.id', 's.alert'])
    .execute();
  let sent = 0;
  for (const search of pending) {
    if (await mailPendingHits(context, search.id, search.alert as 'instant' | 'daily')) sent += 1;
  }
  return sent;
}

export interface SavedSearchMailOptions {
  kind: 'instant' | 'daily';
  locale: Locale;
  site: string;
  to: string;
  /** The person's name, for the greeting. */
  person: string;
  /** The saved search's name. */
  name: string;
  ads: MailAd[];
  /** Every pending ad, listed or not. */
  total: number;
  listUrl: string;
  /** The page that confirms it (the link in the mail). */
  unsubscribeUrl: string;
  /** The address the mail program's own button posts to (List-Unsubscribe-Post, RFC 8058). */
  oneClickUnsubscribeUrl: string;
}

/** An alert (or the day's digest) of a saved search: each ad's photo, title, price and link; the unsubscribe link. */
export function savedSearchMail(options: SavedSearchMailOptions): MailMessage {
  const params = { site: options.site, name: options.name, count: options.total };
  const t = (key: Parameters<typeof translate>[1], extra: Record<string, string | number> = {}) =>
    translate(options.locale, key, { ...params, ...extra });
  const subject = t(
    options.kind === 'daily' ? 'savedSearches.mail.digestSubject' : 'savedSearches.mail.subject',
  );
  const intro = t('savedSearches.mail.intro');
  const more = options.total - options.ads.length;
  const moreText = more > 0 ? t('savedSearches.mail.more', { count: more }) : '';
  const action = t('savedSearches.mail.action');
  const unsubscribe = t('savedSearches.mail.unsubscribe');
  const why = t('savedSearches.mail.why');
  const adUrl = (ad: MailAd) =>
    `${options.listUrl.replace(/\/ads(\?.*)?$/, '')}/ads/${encodeURIComponent(ad.slug)}`;
  const priceOf = (ad: MailAd) => ad.price ?? t('savedSearches.mail.priceOnRequest');
  const text = [
    t('mail.greeting', { name: options.person }),
    '',
    intro,
    '',
    ...options.ads.map((ad) => `- ${ad.title} — ${priceOf(ad)}\n  ${adUrl(ad)}`),
    ...(moreText ? ['', moreText] : []),
    '',
    `${action}: ${options.listUrl}`,
    '',
    t('mail.signature'),
    '',
    why,
    `${unsubscribe}: ${options.unsubscribeUrl}`,
  ].join('\n');
  const cards = options.ads
    .map((ad) => {
      const href = escapeHtml(adUrl(ad));
      const photo = ad.photo
        ? `<img src="${escapeHtml(ad.photo)}" width="96" height="72" alt="" style="display:block;width:96px;height:72px;object-fit:cover;border-radius:6px;background:#e5e7eb">`
        : `<div style="width:96px;height:72px;border-radius:6px;background:#e5e7eb"></div>`;
      return `<tr><td style="padding:8px 12px 8px 0;vertical-align:top"><a href="${href}">${photo}</a></td>
<td style="padding:8px 0;vertical-align:top"><a href="${href}" style="color:#1f2937;font-weight:bold;text-decoration:none">${escapeHtml(ad.title)}</a><br>
<span style="color:#15803d;font-weight:bold">${escapeHtml(priceOf(ad))}</span></td></tr>`;
    })
    .join('\n');
  const html = `<!doctype html>
<html lang="${options.locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(options.site)}</h1>
<p>${escapeHtml(t('mail.greeting', { name: options.person }))}</p>
<p>${escapeHtml(intro)}</p>
<table role="presentation" cellspacing="0" cellpadding="0" style="width:100%;border-collapse:collapse">
${cards}
</table>
${moreText ? `<p>${escapeHtml(moreText)}</p>` : ''}
<p style="margin:24px 0"><a href="${escapeHtml(options.listUrl)}" style="display:inline-block;background:#15803d;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action)}</a></p>
<p>${escapeHtml(t('mail.signature'))}</p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(why)}<br><a href="${escapeHtml(options.unsubscribeUrl)}" style="color:#6b7280">${escapeHtml(unsubscribe)}</a></p>
</div></body></html>`;
  return {
    to: options.to,
    subject,
    text,
    html,
    // The mail program's « Unsubscribe » button, without opening the mail or signing in.
    headers: {
      'List-Unsubscribe': `<${options.oneClickUnsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
