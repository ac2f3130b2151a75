import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  AD_RENEW_LINK_GRACE_DAYS,
  AD_RENEW_WINDOW_DAYS,
  type AdRenewed,
  type Locale,
} from '@sokoni/contracts';
import { actionMail } from '../auth/mails';
import type { AdRow, Database, UserRow } from '../db/types';
import { ApiError, notFound } from '../errors';
import { translate } from '../i18n/messages';
import type { Mailer, MailMessage } from '../plugins/mail';
import { loadSettings } from '../services/settings';
import { loadEditableAd } from './editing';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The one-tap renewal link of a reminder mail: `<ad id>.<expiry in ms>.<HMAC>`. It names the period it was
 * mailed for, so it is used up as soon as the ad's expiry date moves (renewed by this link or any other way),
 * and it works until `AD_RENEW_LINK_GRACE_DAYS` after that expiry.
 */
export function renewalToken(secret: string, adId: number, expiresAt: Date | string): string {
  const ms = new Date(expiresAt).getTime();
  return `${adId}.${ms}.${signature(secret, adId, ms)}`;
}

function signature(secret: string, adId: number, ms: number): string {
  return createHmac('sha256', secret).update(`ad-renew:${adId}:${ms}`).digest('base64url');
}

function readToken(secret: string, token: string): { adId: number; ms: number } | null {
  const match = /^(\d{1,9})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return null;
  const adId = Number(match[1]);
  const ms = Number(match[2]);
  const expected = Buffer.from(signature(secret, adId, ms));
  const given = Buffer.from(match[3]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { adId, ms } : null;
}

function renewed(locale: Locale, row: Pick<AdRow, 'id' | 'slug' | 'title' | 'expires_at'>): AdRenewed {
  const expiresAt = new Date(row.expires_at!);
  return {
    message: translate(locale, 'renewal.done', { date: formatDate(locale, expiresAt) }),
    ad: { id: row.id, slug: row.slug, title: row.title, expires_at: expiresAt.toISOString() },
  };
}

function formatDate(locale: Locale, date: Date): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Africa/Kinshasa',
  }).format(date);
}

/**
 * A new period for the ad from `now`, only if its expiry date is still `expected` (a concurrent renewal wins
 * once). Returns the renewed row, or undefined when something else moved it first.
 */
async function startNewPeriod(db: Kysely<Database>, adId: number, expected: Date, now: number) {
  const days = (await loadSettings(db)).ad_expiry_days;
  return db
    .updateTable('ads')
    .set({ status: 'active', expires_at: new Date(now + days * DAY_MS), updated_at: sql`now()` })
    .where('id', '=', adId)
    .where('expires_at', '=', expected)
    .where('status', 'in', ['active', 'expired'])
    .where('deleted_at', 'is', null)
    .returning(['id', 'slug', 'title', 'expires_at'])
    .executeTakeFirst();
}

/**
 * Renewal from the reminder mail, without signing in. An altered or unknown token: 404; the ad renewed since
 * (the link used once already) or no longer active nor expired: 409; past the grace period: 410.
 */
export async function renewByLink(
  db: Kysely<Database>,
  secret: string,
  token: string,
  locale: Locale,
  now: number,
): Promise<AdRenewed> {
  const read = readToken(secret, token);
  if (!read) throw notFound('renewal.invalidLink');
  const ad = await db
    .selectFrom('ads')
    .where('id', '=', read.adId)
    .where('deleted_at', 'is', null)
    .select(['id', 'status', 'expires_at'])
    .executeTakeFirst();
  if (!ad) throw notFound('renewal.invalidLink');
  if (now > read.ms + AD_RENEW_LINK_GRACE_DAYS * DAY_MS) throw new ApiError(410, 'renewal.linkExpired');
  if (!ad.expires_at || new Date(ad.expires_at).getTime() !== read.ms)
    throw new ApiError(409, 'renewal.linkUsed');
  if (ad.status !== 'active' && ad.status !== 'expired') throw new ApiError(409, 'renewal.notRenewable');
  const row = await startNewPeriod(db, ad.id, new Date(read.ms), now);
  if (!row) throw new ApiError(409, 'renewal.linkUsed');
  return renewed(locale, row);
}

/**
 * Renewal from My ads: an expired ad, or an active one in the last `AD_RENEW_WINDOW_DAYS` of its period (409
 * earlier, with the day it becomes possible). Someone else's ad: 403 (404 when it is not public).
 */
export async function renewOwnAd(
  db: Kysely<Database>,
  user: Pick<UserRow, 'id' | 'is_admin'>,
  idOrSlug: string,
  locale: Locale,
  now: number,
): Promise<AdRenewed> {
  const ad = await loadEditableAd(db, user, idOrSlug);
  const expiresAt = ad.expires_at ? new Date(ad.expires_at) : null;
  const expired =
    ad.status === 'expired' || (ad.status === 'active' && expiresAt !== null && expiresAt.getTime() <= now);
  if (!expiresAt || (!expired && ad.status !== 'active')) throw new ApiError(409, 'renewal.notRenewable');
  if (!expired && expiresAt.getTime() - now > AD_RENEW_WINDOW_DAYS * DAY_MS) {
    const from = new Date(expiresAt.getTime() - AD_RENEW_WINDOW_DAYS * DAY_MS);
    throw new ApiError(409, 'renewal.tooEarly', undefined, { date: formatDate(locale, from) });
  }
  const row = await startNewPeriod(db, ad.id, expiresAt, now);
  if (!row) throw new ApiError(409, 'renewal.notRenewable');
  return renewed(locale, row);
}

export interface ReminderContext {
  db: Kysely<Database>;
  mailer: Mailer;
  secret: string;
  /** The site's address, for the renewal link. */
  publicUrl: string;
  now: () => number;
}

/**
 * Mails each owner whose active ad ends within the `expiry_reminder_days` setting, once per ad and period:
 * the ad is claimed by setting `expiry_reminded_at` (only if still unset) in the transaction that queues the
 * mail, so parallel runs, retries and several instances send one reminder. Returns how many were sent.
 */
export async function remindExpiringAds(context: ReminderContext): Promise<number> {
  const now = context.now();
  const settings = await loadSettings(context.db);
  const horizon = new Date(now + settings.expiry_reminder_days * DAY_MS);
  const candidates = await context.db
    .selectFrom('ads')
    .innerJoin('users', 'users.id', 'ads.user_id')
    .where('ads.status', '=', 'active')
    .where('ads.deleted_at', 'is', null)
    .where('ads.expiry_reminded_at', 'is', null)
    .where('ads.expires_at', '>', new Date(now))
    .where('ads.expires_at', '<=', horizon)
    .where('users.deleted_at', 'is', null)
    .where('users.is_banned', '=', false)
    .select([
      'ads.id',
      'ads.title',
      'ads.expires_at',
      'users.email',
      'users.name',
      'users.preferred_language',
    ])
    .orderBy('ads.expires_at')
    .limit(500)
    .execute();
  let sent = 0;
  for (const ad of candidates) {
    const expiresAt = new Date(ad.expires_at!);
    const locale = ad.preferred_language as Locale;
    const mail: MailMessage | null = settings.enable_email_notifications
      ? actionMail({
          locale,
          site: settings.site_name,
          to: ad.email,
          name: ad.name,
          subject: 'mail.adExpiring.subject',
          intro: 'mail.adExpiring.intro',
          action: 'mail.adExpiring.action',
          url: `${context.publicUrl}/renew/${renewalToken(context.secret, ad.id, expiresAt)}`,
          expiresIn: {
            days: Math.max(
              1,
              Math.round((expiresAt.getTime() + AD_RENEW_LINK_GRACE_DAYS * DAY_MS - now) / DAY_MS),
            ),
          },
          params: {
            title: ad.title,
            date: formatDate(locale, expiresAt),
            days: Math.max(1, Math.ceil((expiresAt.getTime() - now) / DAY_MS)),
          },
          ignore: 'mail.adExpiring.ignore',
        })
      : null;
    const claimed = await context.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('ads')
        .set({ expiry_reminded_at: new Date(now) })
        .where('id', '=', ad.id)
        .where('expiry_reminded_at', 'is', null)
        .where('expires_at', '=', expiresAt)
        .returning('id')
        .executeTakeFirst();
      if (row && mail && context.mailer.sendWithin) await context.mailer.sendWithin(trx, mail);
      return row !== undefined;
    });
    if (!claimed) continue;
    // A mailer without a durable queue sends after the claim is stored: never twice, at worst not at all.
    if (mail && !context.mailer.sendWithin) await context.mailer.send(mail);
    sent++;
  }
  return sent;
}
