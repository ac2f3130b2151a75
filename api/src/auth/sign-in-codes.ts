import { createHmac, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml, type Locale } from '@sokoni/contracts';
import type { UserRow } from '../db/types';
import { ApiError } from '../errors';
import { translate } from '../i18n/messages';
import type { MailMessage } from '../plugins/mail';
import { addressedTo, mailPage } from './mails';
import type { FailureAttempt } from './rate-limits';
import { normaliseEmail } from './users';

/**
 * The extra proof of a sign-in from a new address while an account is being guessed at from many addresses
 * (see rate-limits.ts): a 6-digit code mailed to the account, sent back with the password. The answer without
 * a code is the same whether the password was right or not (the code is mailed only when it was, after the
 * answer), so the guesses get no verdict; a code is worth nothing without the password either.
 */

function digest(secret: string, email: string, code: string): string {
  return createHmac('sha256', secret)
    .update(`sign-in-code:${normaliseEmail(email)}:${code}`)
    .digest('hex');
}

function signInCodeMail(options: {
  locale: Locale;
  site: string;
  to: string;
  name: string;
  code: string;
  minutes: number;
}): MailMessage {
  const t = (key: Parameters<typeof translate>[1], params: Record<string, string | number> = {}) =>
    translate(options.locale, key, { site: options.site, ...params });
  const subject = t('mail.signInCode.subject', { code: options.code });
  const lines = {
    greeting: t('mail.greeting', { name: options.name }),
    intro: t('mail.signInCode.intro'),
    expires: t('mail.signInCode.expires', { minutes: options.minutes }),
    notYou: t('mail.signInCode.notYou'),
    signature: t('mail.signature'),
  };
  const text = [
    lines.greeting,
    '',
    lines.intro,
    '',
    options.code,
    '',
    lines.expires,
    lines.notYou,
    '',
    lines.signature,
  ].join('\n');
  const html = mailPage(options, {
    subject,
    greeting: lines.greeting,
    intro: lines.intro,
    body: [
      `<p style="margin:24px 0;font-size:32px;font-weight:bold;letter-spacing:8px">${options.code}</p>`,
      `<p style="font-size:13px;color:#4b5563">${escapeHtml(lines.expires)} ${escapeHtml(lines.notYou)}</p>`,
    ].join('\n'),
    signature: lines.signature,
  });
  return { to: options.to, subject, text, html };
}

/**
 * Settles an attempt that needs the code. Returns only when the right password came with the right code
 * (`user` is the account when the password was right, else null); otherwise the attempt stays counted as a
 * failure and the answer is a 401 `code_required` (no code sent: one is mailed if the password was right) or
 * a 422 (a code that does not go with this password).
 */
export async function proveWithCode(
  app: FastifyInstance,
  request: FastifyRequest,
  attempt: FailureAttempt,
  email: string,
  user: UserRow | null,
  code: string | undefined,
): Promise<void> {
  const sent = code?.replace(/\s/g, '') ?? '';
  if (sent !== '') {
    // A wrong password never uses up a try of the owner's code.
    if (user && (await app.attempts.useCode(email, digest(app.appSecret, email, sent)))) return;
    await attempt.failed();
    throw new ApiError(422, 'auth.codeFailed', { code: ['auth.codeFailed'] });
  }
  await attempt.failed();
  if (user && !user.is_banned) {
    const account = user;
    // After the answer, so that its timing does not tell a right password from a wrong one.
    app.defer('sign-in code mail', async () => {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      if (!(await app.attempts.keepCode(email, digest(app.appSecret, email, code)))) return;
      const minutes = Math.round(app.attempts.codeTtlMs / 60_000);
      await app.mailer.send(signInCodeMail({ ...(await addressedTo(app, account)), code, minutes }));
    });
  }
  request.log.info('sign-in from a new address during distributed guessing: code required');
  throw new ApiError(401, 'auth.codeRequired', undefined, undefined, { status: 'code_required' });
}
