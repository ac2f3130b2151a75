import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Locale, RegisterRequest } from '@sokoni/contracts';
import { isUniqueViolation } from '../db/errors';
import type { Database, UserRow } from '../db/types';
import { normalisePhone } from '../lib/phone';
import { addErrors, schemaAccepted, throwIfInvalid, type FieldErrors } from '../plugins/errors';
import { activeLanguages, isDeactivatedLanguage } from '../services/settings';
import { dateOfBirthError } from './account-service';
import { isEmailAvailable } from './email-change';
import { addNewPasswordErrors, hashPassword } from './passwords';
import { findUserByEmail, findUserById, normaliseEmail } from './users';

/** A sign-up form once its rules hold: the phone in E.164 (or none). */
export interface CheckedRegistration extends RegisterRequest {
  phone: string | null;
}

/**
 * The sign-up form's rules beside its schema's (kept aside by `attachValidation`), answered together in one
 * 422: password strength, phone, age, a blank name and an address already taken.
 */
export async function checkRegistration(
  db: Kysely<Database>,
  request: FastifyRequest,
  form: RegisterRequest | undefined,
  now: number,
): Promise<CheckedRegistration> {
  // With attachValidation the handler also runs for a body that failed its schema, even a missing one.
  const body = form ?? ({} as RegisterRequest);
  const errors: FieldErrors = {};
  addNewPasswordErrors(
    request,
    errors,
    body,
    [body.name, body.email].filter((input): input is string => typeof input === 'string'),
  );
  let phone: string | null = null;
  if (typeof body.phone === 'string' && body.phone.trim() !== '' && schemaAccepted(request, 'phone')) {
    phone = normalisePhone(body.phone);
    if (!phone) addErrors(errors, { phone: ['validation.phone'] });
  }
  if (typeof body.date_of_birth === 'string' && schemaAccepted(request, 'date_of_birth')) {
    const problem = dateOfBirthError(body.date_of_birth);
    if (problem) addErrors(errors, { date_of_birth: [problem] });
  }
  if (typeof body.name === 'string' && body.name.trim() === '')
    addErrors(errors, { name: ['validation.required'] });
  if (typeof body.email === 'string' && schemaAccepted(request, 'email')) {
    // An address its owner may still take back (a recent email change) is not free either.
    if ((await findUserByEmail(db, body.email)) || !(await isEmailAvailable(db, body.email, null, now)))
      addErrors(errors, { email: ['register.emailTaken'] });
  }
  throwIfInvalid(request, errors);
  return { ...body, phone };
}

/** The language a new account keeps: the one asked for, unless the administrator turned it off. */
async function languageOfNewAccount(db: Kysely<Database>, asked: Locale): Promise<Locale> {
  return (await isDeactivatedLanguage(db, asked)) ? (await activeLanguages(db))[0] : asked;
}

/**
 * Creates the account of a checked sign-up form, in the request's language when the form names none. An
 * address taken meanwhile (two sign-ups at once) is the same 422 as one taken before.
 */
export async function createAccount(
  app: FastifyInstance,
  request: FastifyRequest,
  form: CheckedRegistration,
): Promise<UserRow> {
  const preferred = await languageOfNewAccount(app.db, form.preferred_language ?? request.locale);
  let id: number;
  try {
    ({ id } = await app.db
      .insertInto('users')
      .values({
        name: form.name.trim(),
        email: normaliseEmail(form.email),
        password_hash: await hashPassword(form.password),
        phone: form.phone,
        date_of_birth: form.date_of_birth,
        preferred_language: preferred,
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  } catch (error) {
    if (isUniqueViolation(error)) throwIfInvalid(request, { email: ['register.emailTaken'] });
    throw error;
  }
  return (await findUserById(app.db, id))!;
}
