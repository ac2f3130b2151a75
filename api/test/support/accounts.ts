import type { Kysely } from 'kysely';
import type { AuthResponse } from '@sokoni/contracts';
import type { Database, NewUser } from '../../src/db/types';
import type { MailMessage, Mailer } from '../../src/plugins/mail';
import { hashPassword } from '../../src/auth/password-hash';
import { issueToken } from '../../src/auth/tokens';
import { insertUser } from '../fixtures';
import type { App } from '../../src/app';

/** Keeps every mail the api sends, newest last. */
export class CapturingMailer implements Mailer {
  readonly sent: MailMessage[] = [];

  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }

  to(address: string): MailMessage[] {
    return this.sent.filter((mail) => mail.to === address);
  }

  /** Waits for a mail sent after the answer (password reset mails are). */
  async waitFor(address: string, count = 1, timeoutMs = 15_000): Promise<MailMessage> {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      const mails = this.to(address);
      if (mails.length >= count) return mails[count - 1];
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no mail #${count} to ${address} within ${timeoutMs} ms`);
  }
}

/** The options of an api that mails links: the mails kept by `mailer`, the links to https://sokoni.test. */
export const mailingTo = (mailer: CapturingMailer) => ({
  mailer,
  publicUrl: 'https://sokoni.test',
  appSecret: 'test-app-secret',
});

/** The first link of a mail's text that starts with the given prefix. */
export function linkIn(mail: MailMessage, prefix: string): URL {
  const match = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
  if (!match) throw new Error(`no link starting ${prefix} in: ${mail.text}`);
  return new URL(match);
}

export const PASSWORD = 'Mbote-Kinshasa-2024';
let passwordHash: Promise<string> | undefined;

/** A user with a known password (PASSWORD) and a session token. */
export async function createAccount(
  db: Kysely<Database>,
  values: Partial<NewUser> = {},
): Promise<{ id: number; email: string; token: string }> {
  passwordHash ??= hashPassword(PASSWORD);
  const id = await insertUser(db, {
    password_hash: await passwordHash,
    email_verified_at: new Date(),
    ...values,
  });
  const { email } = await db
    .selectFrom('users')
    .where('id', '=', id)
    .select('email')
    .executeTakeFirstOrThrow();
  return { id, email, token: await issueToken(db, id, 'test') };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A date of birth `years` years ago today (UTC). */
export function bornYearsAgo(years: number, extraDays = 0): string {
  const now = new Date();
  const date = new Date(
    Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + extraDays),
  );
  return date.toISOString().slice(0, 10);
}

/** POST /api/register as the sign-up form sends it, the password typed twice, in `locale`. */
export function register(
  app: App,
  person: { name: string; email: string; password: string; date_of_birth: string },
  locale = 'en',
) {
  return app.inject({
    method: 'POST',
    url: '/api/register',
    headers: { 'accept-language': locale },
    payload: { ...person, password_confirmation: person.password },
  });
}

/**
 * The answer of a sign-in through an identity provider (social sign-in) is this person's account, verified, and
 * its token opens that account's profile.
 */
export async function expectSignedInAs(
  app: App,
  answer: { status: number; body: Partial<AuthResponse> },
  person: { name: string; email: string },
): Promise<void> {
  expect(answer.status).toBe(200);
  expect(answer.body.user).toMatchObject({ ...person, email_verified: true });
  const profile = await app.inject({ url: '/api/user/profile', headers: bearer(answer.body.token ?? '') });
  expect(profile.json().id).toBe(answer.body.user?.id);
}
