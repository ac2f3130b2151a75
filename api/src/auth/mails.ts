import type { FastifyInstance } from 'fastify';
import { escapeHtml, type Locale } from '@sokoni/contracts';
import type { UserRow } from '../db/types';
import { translate, type MessageKey } from '../i18n/messages';
import type { MailMessage } from '../plugins/mail';
import { loadSettings } from '../services/settings';

export interface MailPageParts {
  subject: string;
  greeting: string;
  intro: string;
  /** HTML between the intro and the signature. */
  body: string;
  signature: string;
}

/**
 * The HTML page every mail of the site is written in (inline styles only: mail clients ignore style sheets):
 * the site's name, the greeting, the intro, the mail's own part, the signature.
 */
export function mailPage(options: { locale: Locale; site: string }, parts: MailPageParts): string {
  return `<!doctype html>
<html lang="${options.locale}"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(options.site)}</h1>
<p>${escapeHtml(parts.greeting)}</p>
<p>${escapeHtml(parts.intro)}</p>
${parts.body}
<p>${escapeHtml(parts.signature)}</p>
</div></body></html>`;
}

export interface ActionMailOptions {
  locale: Locale;
  site: string;
  to: string;
  name: string;
  subject: MessageKey;
  intro: MessageKey;
  action: MessageKey;
  url: string;
  /** How long the link works; null for a link that does not expire (a page of the site). */
  expiresIn: { minutes: number } | { days: number } | null;
  /** Values for the intro's placeholders (besides {site}). */
  params?: Record<string, string | number>;
  /** The closing "not you? ignore this" line; another one, or none. */
  ignore?: MessageKey | null;
}

/** Who a mail is for: their address (or `to`), their name, and their language. */
export function mailRecipient(
  site: string,
  person: { email?: string; name: string; preferred_language: string },
  to = person.email ?? '',
): Pick<ActionMailOptions, 'locale' | 'site' | 'to' | 'name'> {
  return { locale: person.preferred_language as Locale, site, to, name: person.name };
}

/** The call to action of a mail: a button to `url`. */
export function mailButton(url: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:#15803d;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;
}

/**
 * A short mail with one call to action, in the person's language, as HTML (inline styles only: mail clients
 * ignore style sheets) and plain text carrying the same link.
 */
export function actionMail(options: ActionMailOptions): MailMessage {
  const t = (key: MessageKey, params?: Record<string, string | number>) =>
    translate(options.locale, key, { site: options.site, ...params });
  const subject = t(options.subject);
  const greeting = t('mail.greeting', { name: options.name });
  const intro = t(options.intro, options.params);
  const action = t(options.action);
  const expiry =
    options.expiresIn === null
      ? ''
      : 'days' in options.expiresIn
        ? t('mail.expiresInDays', { days: options.expiresIn.days })
        : t('mail.expiresIn', { minutes: options.expiresIn.minutes });
  const fallback = t('mail.linkFallback');
  const ignore = options.ignore === null ? '' : t(options.ignore ?? 'mail.ignore');
  const signature = t('mail.signature');
  const closing = options.expiresIn === null ? (ignore ? [ignore] : []) : [expiry, ignore];
  const text = [greeting, '', intro, '', `${action}: ${options.url}`, '', ...closing, '', signature].join(
    '\n',
  );
  const url = escapeHtml(options.url);
  const html = mailPage(options, {
    subject,
    greeting,
    intro,
    body: [
      mailButton(options.url, action),
      expiry || ignore
        ? `<p style="font-size:13px;color:#4b5563">${escapeHtml([expiry, ignore].filter(Boolean).join(' '))}</p>`
        : '',
      `<p style="font-size:13px;color:#4b5563">${escapeHtml(fallback)}<br><a href="${url}" style="color:#15803d;word-break:break-all">${url}</a></p>`,
    ].join('\n'),
    signature,
  });
  return { to: options.to, subject, text, html };
}

export type MailRecipient = Pick<UserRow, 'name' | 'preferred_language'> & { email: string };

/** Whom a mail is for and in what words: the person's address, name and language, the site's current name. */
export async function addressedTo(
  app: FastifyInstance,
  person: MailRecipient,
): Promise<Pick<ActionMailOptions, 'locale' | 'site' | 'to' | 'name'>> {
  const settings = await loadSettings(app.db);
  return mailRecipient(settings.site_name, person);
}

/** Sends an action mail to a person in their language, with the site's current name. */
export async function sendActionMail(
  app: FastifyInstance,
  person: MailRecipient,
  mail: Omit<ActionMailOptions, 'locale' | 'site' | 'to' | 'name'>,
): Promise<void> {
  await app.mailer.send(actionMail({ ...(await addressedTo(app, person)), ...mail }));
}
