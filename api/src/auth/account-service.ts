import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { ACCOUNT_DELETION_GRACE_DAYS, MIN_AGE_YEARS, type Locale } from '@sokoni/contracts';
import type { UserRow } from '../db/types';
import { ApiError } from '../errors';
import { translate, type MessageKey } from '../i18n/messages';
import { validationErrors } from '../plugins/errors';
import { loadSettings } from '../services/settings';
import { VERIFICATION_LINK_MINUTES, verificationUrl } from './email-links';
import { actionMail } from './mails';

/** A message key, or one with values for its `{placeholders}`. */
export type FieldError = MessageKey | { key: MessageKey; params: Record<string, string | number> };
export type FieldErrors = Record<string, FieldError[]>;

function translateError(locale: Locale, error: FieldError): string {
  return typeof error === 'string' ? translate(locale, error) : translate(locale, error.key, error.params);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Adds errors to fields that have none yet (a field's first problem is the one worth showing). */
export function addErrors(target: FieldErrors, more: FieldErrors): void {
  for (const [field, keys] of Object.entries(more)) if (!target[field]) target[field] = keys;
}

/**
 * One 422 with every problem of the form: the schema's (kept aside by `attachValidation`) and the rules
 * checked in code (password strength, age, duplicate address…), each in the request's language.
 */
export function throwIfInvalid(request: FastifyRequest, errors: FieldErrors): void {
  const schemaErrors = schemaFieldErrors(request);
  const merged: Record<string, string[]> = { ...schemaErrors };
  for (const [field, keys] of Object.entries(errors)) {
    if (merged[field]) continue;
    merged[field] = keys.map((key) => translateError(request.locale, key));
  }
  if (Object.keys(merged).length > 0) {
    throw new ApiError(422, 'validation.failed', undefined, undefined, { errors: merged });
  }
}

export function schemaFieldErrors(request: FastifyRequest): Record<string, string[]> {
  const failure = request.validationError as
    (Error & { validation?: Parameters<typeof validationErrors>[0] }) | undefined;
  return failure?.validation ? validationErrors(failure.validation, request) : {};
}

/** Whether a field passed the schema (so its value has the declared type). */
export function schemaAccepted(request: FastifyRequest, field: string): boolean {
  return !schemaFieldErrors(request)[field];
}

/** E.164 for a valid number; Congolese numbers may be written without +243. */
export function normalisePhone(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), 'CD');
  return parsed?.isValid() ? parsed.number : null;
}

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

/** Where a soft-deleted account stands in its 30-day grace period (spec §4). */
export function graceState(user: Pick<UserRow, 'deleted_at'>, now = Date.now()): GraceState {
  if (!user.deleted_at) return { status: 'active' };
  const end = new Date(user.deleted_at).getTime() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS;
  if (end > now) return { status: 'deleted', daysRemaining: Math.ceil((end - now) / DAY_MS) };
  return { status: 'expired', daysOverdue: Math.floor((now - end) / DAY_MS) };
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
  const settings = await loadSettings(app.db);
  await app.mailer.send(
    actionMail({
      locale: user.preferred_language as Locale,
      site: settings.site_name,
      to: user.email,
      name: user.name,
      subject: 'mail.verify.subject',
      intro: 'mail.verify.intro',
      action: 'mail.verify.action',
      url: verificationUrl(links.publicUrl, app.appSecret, user),
      expiresIn: { minutes: VERIFICATION_LINK_MINUTES },
    }),
  );
}

/** Unique-violation from PostgreSQL (a second registration racing the first). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}
