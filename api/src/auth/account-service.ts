import type { FastifyInstance } from 'fastify';
import { ACCOUNT_DELETION_GRACE_DAYS, MIN_AGE_YEARS } from '@sokoni/contracts';
import type { UserRow } from '../db/types';
import { ApiError } from '../errors';
import type { MessageKey } from '../i18n/messages';
import { VERIFICATION_LINK_MINUTES, verificationUrl } from './email-links';
import { sendActionMail } from './mails';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Problems with a date of birth ('YYYY-MM-DD'): not a real past date, or younger than 18. */
export function dateOfBirthError(value: string, today = new Date()): MessageKey | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return 'validation.date';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return 'validation.date';
  if (year < 1900 || date.getTime() > today.getTime()) return 'validation.date';
  const adulthood = Date.UTC(year + MIN_AGE_YEARS, month - 1, day);
  return adulthood > today.getTime() ? 'register.minAge' : null;
}

export type GraceState =
  | { status: 'active' }
  | { status: 'deleted'; daysRemaining: number }
  | { status: 'expired'; daysOverdue: number };

/** Where a soft-deleted account stands in its 30-day grace period. */
export function graceState(user: Pick<UserRow, 'deleted_at'>, now = Date.now()): GraceState {
  if (!user.deleted_at) return { status: 'active' };
  const end = new Date(user.deleted_at).getTime() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS;
  if (end > now) return { status: 'deleted', daysRemaining: Math.ceil((end - now) / DAY_MS) };
  return { status: 'expired', daysOverdue: Math.floor((now - end) / DAY_MS) };
}

/**
 * Refuses a sign-in (password or social) to an account that cannot have a session: deleted and still in its grace
 * period (the answer carries the days left, so the page can offer the restore), past it, or banned.
 */
export function assertCanSignIn(user: Pick<UserRow, 'deleted_at' | 'is_banned'>): void {
  const grace = graceState(user);
  if (grace.status === 'deleted') {
    throw new ApiError(
      403,
      'account.deletedLogin',
      undefined,
      { days: grace.daysRemaining },
      { status: 'deleted', days_remaining: grace.daysRemaining },
    );
  }
  if (grace.status === 'expired') {
    throw new ApiError(403, 'account.gracePeriodExpired', undefined, undefined, {
      status: 'expired',
      days_remaining: 0,
    });
  }
  if (user.is_banned) throw new ApiError(403, 'auth.banned');
}

export interface AccountLinks {
  /** Origin of the site (the bff) that mailed links point to. */
  publicUrl: string;
}

/** Mails a fresh verification link in the person's language. */
export async function sendVerificationMail(
  app: FastifyInstance,
  links: AccountLinks,
  user: Pick<UserRow, 'id' | 'email' | 'name' | 'preferred_language'>,
): Promise<void> {
  await sendActionMail(app, user, {
    subject: 'mail.verify.subject',
    intro: 'mail.verify.intro',
    action: 'mail.verify.action',
    url: verificationUrl(links.publicUrl, app.appSecret, user),
    expiresIn: { minutes: VERIFICATION_LINK_MINUTES },
  });
}
