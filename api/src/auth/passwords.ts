import type { FastifyRequest } from 'fastify';
import { verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { MIN_PASSWORD_LENGTH } from '@sokoni/contracts';
import type { MessageKey } from '../i18n/messages';
import { addErrors, schemaAccepted, type FieldErrors } from '../plugins/errors';
import { hashPassword } from './password-hash';

export { hashPassword };

export const MAX_PASSWORD_LENGTH = 128;

/** A hash of a random password, verified when there is no account so both paths take the same time. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    decoyHash ??= hashPassword(`decoy-${Math.random()}`);
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(hash, password);
  } catch {
    return false;
  }
}

let common: Set<string> | undefined;

/** The most common passwords of public breach lists that meet the length rule (about 18 000). */
function commonPasswords(): Set<string> {
  common ??= new Set(
    (dictionary['passwords-common'] as string[])
      .filter((word) => word.length >= MIN_PASSWORD_LENGTH)
      .map((word) => word.toLowerCase()),
  );
  return common;
}

export function isCommonPassword(password: string): boolean {
  const lowered = password.toLowerCase();
  return commonPasswords().has(lowered) || /^(.)\1+$/.test(password) || lowered.includes('sokoni123');
}

/**
 * zxcvbn's score 2 ("somewhat guessable": about 10^8 guesses) is the floor: with login attempts throttled,
 * that is out of reach online, while `abcdefgh` (0) or `sokoni2026` (1) fall in minutes.
 */
const MIN_STRENGTH_SCORE = 2;
let estimator: ZxcvbnFactory | undefined;

/** Whether zxcvbn scores the password under the floor, counting the person's own name and address as known. */
export function isWeakPassword(password: string, userInputs: string[] = []): boolean {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const inputs = ['sokoni', ...userInputs.flatMap((input) => input.toLowerCase().split(/[^\p{L}\p{N}]+/u))];
  return (
    estimator.check(
      password,
      inputs.filter((input) => input.length >= 3),
    ).score < MIN_STRENGTH_SCORE
  );
}

/**
 * Rules of a new password: at least 8, at most 128, not a common or easily guessed one (given the
 * person's name and email as `userInputs`), confirmed.
 */
export function newPasswordErrors(
  password: unknown,
  confirmation: unknown,
  userInputs: string[] = [],
): Record<string, MessageKey[]> {
  const errors: Record<string, MessageKey[]> = {};
  if (typeof password !== 'string' || password.length === 0) return errors;
  // Counted in code points, so an accented or emoji character counts once.
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) errors.password = ['password.min'];
  else if (length > MAX_PASSWORD_LENGTH) errors.password = ['password.max'];
  else if (isCommonPassword(password)) errors.password = ['password.common'];
  else if (isWeakPassword(password, userInputs)) errors.password = ['password.weak'];
  if (typeof confirmation === 'string' && confirmation.length > 0 && confirmation !== password)
    errors.password_confirmation = ['password.mismatch'];
  return errors;
}

/**
 * Adds to a form's `errors` the rules of the new `password` it carries (and of its confirmation), for the fields
 * that passed the schema.
 */
export function addNewPasswordErrors(
  request: FastifyRequest,
  errors: FieldErrors,
  body: { password?: unknown; password_confirmation?: unknown },
  userInputs: string[],
): void {
  if (!schemaAccepted(request, 'password')) return;
  const confirmation = schemaAccepted(request, 'password_confirmation')
    ? body.password_confirmation
    : undefined;
  addErrors(errors, newPasswordErrors(body.password, confirmation, userInputs));
}
