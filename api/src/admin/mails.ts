import { escapeHtml, type Locale } from '@sokoni/contracts';
import { translate, type MessageKey } from '../i18n/messages';
import type { MailMessage } from '../plugins/mail';
import { mailButton, mailPage } from '../auth/mails';

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
  const html = mailPage(options, {
    subject,
    greeting,
    intro,
    body: [
      reason ? `<p style="padding:12px;background:#fef2f2;border-radius:6px">${escapeHtml(reason)}</p>` : '',
      action && options.url ? mailButton(options.url, action) : '',
    ].join('\n'),
    signature,
  });
  return { to: options.to, subject, text, html };
}
