import { escapeHtml, type Locale } from '@sokoni/contracts';
import { translate, type MessageKey } from '../i18n/messages';
import type { MailMessage } from '../plugins/mail';

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
  const text = [greeting, '', intro, '', `${action}: ${options.url}`, '', ...closing, '', signature].join('\n');
  const url = escapeHtml(options.url);
  const html = `<!doctype html>
<html lang="${options.locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(options.site)}</h1>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#15803d;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action)}</a></p>
${expiry || ignore ? `<p style="font-size:13px;color:#4b5563">${escapeHtml([expiry, ignore].filter(Boolean).join(' '))}</p>` : ''}
<p style="font-size:13px;color:#4b5563">${escapeHtml(fallback)}<br><a href="${url}" style="color:#15803d;word-break:break-all">${url}</a></p>
<p>${escapeHtml(signature)}</p>
</div></body></html>`;
  return { to: options.to, subject, text, html };
}
