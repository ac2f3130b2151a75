import { escapeHtml, type Locale } from '@sokoni/contracts';
import { translate, type MessageKey } from '../i18n/messages';
import type { MailMessage } from '../plugins/mail';

export interface ModerationMailOptions {
  locale: Locale;
  site: string;
  to: string;
  name: string;
  title: string;
  kind: 'adApproved' | 'adRejected' | 'adDeleted';
  reason?: string;
  /** The page the owner should open (the ad, or the edit page); none for a deleted ad. */
  url?: string;
}

/** What the owner of an ad is told after a moderation decision, in their own language. */
export function moderationMail(options: ModerationMailOptions): MailMessage {
  const t = (key: MessageKey, params?: Record<string, string | number>) =>
    translate(options.locale, key, { site: options.site, title: options.title, ...params });
  const subject = t(`mail.${options.kind}.subject` as MessageKey);
  const greeting = t('mail.greeting', { name: options.name });
  const intro = t(`mail.${options.kind}.intro` as MessageKey);
  const reason = options.reason ? t('mail.adRejected.reason', { reason: options.reason }) : null;
  const action =
    options.url && options.kind !== 'adDeleted' ? t(`mail.${options.kind}.action` as MessageKey) : null;
  const signature = t('mail.signature');
  const text = [
    greeting,
    '',
    intro,
    ...(reason ? ['', reason] : []),
    ...(action ? ['', `${action}: ${options.url}`] : []),
    '',
    signature,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${options.locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(options.site)}</h1>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
${reason ? `<p style="padding:12px;background:#fef2f2;border-radius:6px">${escapeHtml(reason)}</p>` : ''}
${action && options.url ? `<p style="margin:24px 0"><a href="${escapeHtml(options.url)}" style="display:inline-block;background:#15803d;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action)}</a></p>` : ''}
<p>${escapeHtml(signature)}</p>
</div></body></html>`;
  return { to: options.to, subject, text, html };
}
