import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  PHONE_CODE_LENGTH,
  PHONE_CODE_MAX_TRIES,
  PHONE_CODE_RESEND_SECONDS,
  PHONE_CODE_TTL_MINUTES,
  type Locale,
  type PhoneCodeSent,
  type PhoneStatus,
} from '@sokoni/contracts';
import type { Database } from '../db/types';
import { ApiError } from '../errors';
import { translate } from '../i18n/messages';
import { normalisePhone } from '../lib/phone';
import { SmsError, type SmsProvider } from './sms';

/** How many codes may be sent; none of them can be switched off (see `phoneCodeLimitsWith`). */
export interface PhoneCodeLimits {
  /** Codes to one number in 24 hours, whoever asks. */
  perNumberPerDay: number;
  /** Codes one person may ask for in 24 hours. */
  perUserPerDay: number;
  /** Codes asked from one address in an hour. */
  perAddressPerHour: number;
}

export const DEFAULT_PHONE_CODE_LIMITS: PhoneCodeLimits = {
  perNumberPerDay: 5,
  perUserPerDay: 5,
  perAddressPerHour: 10,
};

/** Missing or unusable values take their default: a limit is never switched off by leaving it out. */
export function phoneCodeLimitsWith(overrides: Partial<PhoneCodeLimits> = {}): PhoneCodeLimits {
  const limits = { ...DEFAULT_PHONE_CODE_LIMITS };
  for (const [name, value] of Object.entries(overrides) as [keyof PhoneCodeLimits, unknown][])
    if (typeof value === 'number' && Number.isInteger(value) && value >= 1) limits[name] = value;
  return limits;
}

export interface PhoneContext {
  db: Kysely<Database>;
  /** null: no provider may send (production without a gateway): 503. */
  sms: SmsProvider | null;
  secret: string;
  limits: PhoneCodeLimits;
  now: () => number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The code is kept only as this HMAC, bound to the person and the number it was sent to. */
export function phoneCodeDigest(secret: string, userId: number, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`phone-code:${userId}:${phone}:${code}`).digest('hex');
}

function tooSoon(retryAfterMs: number, key: 'phone.resendWait' | 'phone.tooManyCodes'): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new ApiError(
    429,
    key,
    undefined,
    { seconds, minutes: Math.max(1, Math.ceil(seconds / 60)) },
    { retry_after_seconds: seconds },
  );
}

/** The person's number, its proof and what buyers did with it, with a code waiting to be typed. */
export async function phoneStatus(ctx: PhoneContext, userId: number): Promise<PhoneStatus> {
  const now = ctx.now();
  const user = await ctx.db
    .selectFrom('users')
    .where('id', '=', userId)
    .select(['phone', 'phone_verified_at', 'show_phone'])
    .executeTakeFirstOrThrow();
  const reveals = await ctx.db
    .selectFrom('ads')
    .where('user_id', '=', userId)
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('phone_reveals'), sql<number>`0`).as('total'))
    .executeTakeFirstOrThrow();
  const pending = await latestCode(ctx.db, userId);
  const live =
    pending &&
    pending.used_at === null &&
    pending.failed_tries < PHONE_CODE_MAX_TRIES &&
    new Date(pending.expires_at).getTime() > now;
  return {
    phone: user.phone,
    phone_verified: user.phone !== null && user.phone_verified_at !== null,
    show_phone: user.show_phone,
    reveals: Number(reveals.total),
    pending: live
      ? {
          phone: pending.phone,
          expires_at: new Date(pending.expires_at).toISOString(),
          resend_after_seconds: resendAfterSeconds(pending.created_at, now),
        }
      : null,
  };
}

function resendAfterSeconds(createdAt: Date | string, now: number): number {
  return Math.max(
    0,
    Math.ceil((new Date(createdAt).getTime() + PHONE_CODE_RESEND_SECONDS * 1000 - now) / 1000),
  );
}

async function latestCode(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('phone_codes')
    .where('user_id', '=', userId)
    .selectAll()
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Codes in a window and when the oldest of them leaves it. */
async function windowCount(
  db: Kysely<Database>,
  column: 'user_id' | 'phone' | 'ip',
  value: string | number,
  since: Date,
): Promise<{ count: number; oldest: number | null }> {
  const row = await db
    .selectFrom('phone_codes')
    .where(column, '=', value as never)
    .where('created_at', '>', since)
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest ? new Date(row.oldest as Date).getTime() : null };
}

/**
 * Sends a new code to `phoneInput` for `userId` (any earlier code stops working). Refused: a number that is not
 * valid (422), one another account proved (422), within 60 s of the last code or past a limit (429), no SMS
 * provider or a gateway that did not take it (503, and the code is forgotten).
 */
export async function requestPhoneCode(
  ctx: PhoneContext,
  request: { userId: number; phone: string; ip: string; locale: Locale; site: string },
): Promise<PhoneCodeSent> {
  const phone = normalisePhone(request.phone);
  if (!phone) throw new ApiError(422, 'validation.failed', { phone: ['validation.phone'] });
  if (!ctx.sms) throw new ApiError(503, 'phone.smsUnavailable');
  const now = ctx.now();
  const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
  const expiresAt = new Date(now + PHONE_CODE_TTL_MINUTES * MINUTE_MS);

  const id = await ctx.db.transaction().execute(async (trx) => {
    // One request per person at a time: the person's row is the lock, so two parallel asks cannot both pass.
    await trx.selectFrom('users').where('id', '=', request.userId).select('id').forUpdate().execute();
    const owner = await trx
      .selectFrom('users')
      .where('phone', '=', phone)
      .where('phone_verified_at', 'is not', null)
      .where('id', '!=', request.userId)
      .select('id')
      .executeTakeFirst();
    if (owner) throw new ApiError(422, 'validation.failed', { phone: ['phone.taken'] });

    const last = await latestCode(trx, request.userId);
    if (last) {
      const wait = new Date(last.created_at).getTime() + PHONE_CODE_RESEND_SECONDS * 1000 - now;
      if (wait > 0) throw tooSoon(wait, 'phone.resendWait');
    }
    const checks: Array<[number, Promise<{ count: number; oldest: number | null }>, number]> = [
      [ctx.limits.perUserPerDay, windowCount(trx, 'user_id', request.userId, new Date(now - DAY_MS)), DAY_MS],
      [ctx.limits.perNumberPerDay, windowCount(trx, 'phone', phone, new Date(now - DAY_MS)), DAY_MS],
      [ctx.limits.perAddressPerHour, windowCount(trx, 'ip', request.ip, new Date(now - HOUR_MS)), HOUR_MS],
    ];
    for (const [max, counted, windowMs] of checks) {
      const { count, oldest } = await counted;
      if (count >= max) throw tooSoon((oldest ?? now) + windowMs - now, 'phone.tooManyCodes');
    }
    // Earlier codes stop working: only the newest one proves the number.
    await trx
      .updateTable('phone_codes')
      .set({ expires_at: new Date(now) })
      .where('user_id', '=', request.userId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date(now))
      .execute();
    const inserted = await trx
      .insertInto('phone_codes')
      .values({
        user_id: request.userId,
        phone,
        code_hash: phoneCodeDigest(ctx.secret, request.userId, phone, code),
        ip: request.ip,
        created_at: new Date(now),
        expires_at: expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  });

  const text = translate(request.locale, 'phone.sms', {
    code,
    site: request.site,
    minutes: PHONE_CODE_TTL_MINUTES,
  });
  try {
    await ctx.sms.send(phone, text);
  } catch (error) {
    // A code nobody received must not hold the resend wait: the person may ask again at once.
    await ctx.db.deleteFrom('phone_codes').where('id', '=', id).execute();
    if (error instanceof SmsError) throw new ApiError(503, 'phone.smsFailed', undefined, undefined, {});
    throw error;
  }
  return {
    message: translate(request.locale, 'phone.codeSent', { phone }),
    phone,
    expires_at: expiresAt.toISOString(),
    resend_after_seconds: PHONE_CODE_RESEND_SECONDS,
  };
}

/**
 * Checks the code against the person's newest one. A match makes its number the person's, verified. A miss
 * counts (422 with the tries left); the fifth kills the code and every try after it is 429. No code, or an
 * expired one: 422.
 */
export async function verifyPhoneCode(
  ctx: PhoneContext,
  request: { userId: number; code: string },
): Promise<void> {
  const now = ctx.now();
  const sent = request.code.replace(/\s/g, '');
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').where('id', '=', request.userId).select('id').forUpdate().execute();
    const row = await latestCode(trx, request.userId);
    if (!row || row.used_at !== null || new Date(row.expires_at).getTime() <= now)
      return { kind: 'none' as const };
    if (row.failed_tries >= PHONE_CODE_MAX_TRIES) return { kind: 'dead' as const };
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(phoneCodeDigest(ctx.secret, request.userId, row.phone, sent), 'hex');
    if (!/^\d+$/.test(sent) || !timingSafeEqual(expected, given)) {
      const tries = row.failed_tries + 1;
      await trx.updateTable('phone_codes').set({ failed_tries: tries }).where('id', '=', row.id).execute();
      return tries >= PHONE_CODE_MAX_TRIES
        ? { kind: 'dead' as const }
        : { kind: 'wrong' as const, left: PHONE_CODE_MAX_TRIES - tries };
    }
    const owner = await trx
      .selectFrom('users')
      .where('phone', '=', row.phone)
      .where('phone_verified_at', 'is not', null)
      .where('id', '!=', request.userId)
      .select('id')
      .executeTakeFirst();
    if (owner) return { kind: 'taken' as const };
    await trx
      .updateTable('phone_codes')
      .set({ used_at: new Date(now) })
      .where('id', '=', row.id)
      .execute();
    await trx
      .updateTable('users')
      .set({ phone: row.phone, phone_verified_at: new Date(now), updated_at: sql`now()` })
      .where('id', '=', request.userId)
      .execute();
    return { kind: 'verified' as const };
  });
  switch (outcome.kind) {
    case 'verified':
      return;
    case 'none':
      throw new ApiError(422, 'validation.failed', { code: ['phone.noCode'] });
    case 'dead':
      throw new ApiError(429, 'phone.codeDead');
    case 'taken':
      throw new ApiError(422, 'validation.failed', { code: ['phone.taken'] });
    case 'wrong':
      throw new ApiError(422, 'phone.codeWrong', { code: ['phone.codeWrong'] }, { left: outcome.left });
  }
}
