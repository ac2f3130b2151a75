import { escapeHtml, type Locale } from '@sokoni/contracts';
import { translate } from '../i18n/messages';
import type { MailMessage } from '../plugins/mail';

export interface NewMessageMailOptions {
  locale: Locale;
  to: string;
  name: string;
  senderName: string;
  adTitle: string;
  url: string;
}

/**
 * "You have a new message": who wrote and about which ad, with a link to the conversation. Never the text
 * of the thread: a mailbox is read by more eyes than the account.
 */
export function newMessageMail(options: NewMessageMailOptions): MailMessage {
  const params = { site: 'Sokoni', name: options.name, sender: options.senderName, title: options.adTitle };
  const t = (key: Parameters<typeof translate>[1]) => translate(options.locale, key, params);
  const subject = t('messaging.mailSubject');
  const greeting = t('mail.greeting');
  const intro = t('messaging.mailIntro');
  const action = t('messaging.mailAction');
  const signature = t('mail.signature');
  const text = [greeting, '', intro, '', `${action}: ${options.url}`, '', signature].join('\n');
  const url = escapeHtml(options.url);
  const html = `<!doctype html>
<html lang="${options.locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">Sokoni</h1>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#15803d;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action)}</a></p>
<p>${escapeHtml(signature)}</p>
</div></body></html>`;
  return { to: options.to, subject, text, html };
}
