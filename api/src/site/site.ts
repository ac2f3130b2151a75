import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { escapeHtml, type ContactRequest, type Locale, type PublicStats } from '@sokoni/contracts';
import type { Database } from '../db/types';
import { translate } from '../i18n/messages';
import type { Mailer } from '../plugins/mail';
import { isPubliclyVisible } from '../services/catalog';
import { loadSettings } from '../services/settings';

/** Active ads and the sellers with at least one of them. */
export async function siteStats(db: Kysely<Database>): Promise<PublicStats> {
  const row = await db
    .selectFrom('ads')
    .where(isPubliclyVisible)
    .select([
      (eb) => eb.fn.countAll<number>().as('active_ads'),
      sql<number>`count(DISTINCT ads.user_id)`.as('sellers'),
    ])
    .executeTakeFirstOrThrow();
  return { active_ads: Number(row.active_ads), sellers: Number(row.sellers) };
}

/**
 * Stores a visitor's message to the site team, then mails it to the admin address of the settings (or
 * `fallbackAdminEmail`) in the site's default language. A mail outage is logged, never the visitor's problem:
 * the message is stored.
 */
export async function sendContactMessage(
  deps: { db: Kysely<Database>; mailer: Mailer; log: FastifyBaseLogger },
  body: ContactRequest,
  locale: Locale,
  fallbackAdminEmail: string | undefined,
): Promise<void> {
  const contact = {
    name: body.name.trim(),
    email: body.email.trim(),
    subject: body.subject.trim(),
    message: body.message.trim(),
  };
  await deps.db
    .insertInto('contact_messages')
    .values({ ...contact, locale })
    .execute();

  const settings = await loadSettings(deps.db);
  const to = settings.admin_email || fallbackAdminEmail;
  if (!to) return;
  // The team reads these in the site's default language.
  const teamLocale = settings.default_language;
  const intro = translate(teamLocale, 'contact.mailIntro', { site: settings.site_name });
  const from = `${translate(teamLocale, 'contact.from')}: ${contact.name} <${contact.email}>`;
  const subjectLine = `${translate(teamLocale, 'contact.subject')}: ${contact.subject}`;
  try {
    await deps.mailer.send({
      to,
      replyTo: contact.email,
      subject: translate(teamLocale, 'contact.mailSubject', { subject: contact.subject }),
      text: `${intro}\n\n${from}\n${subjectLine}\n\n${contact.message}\n`,
      html:
        `<p>${escapeHtml(intro)}</p><p>${escapeHtml(from)}<br>${escapeHtml(subjectLine)}</p>` +
        `<p>${escapeHtml(contact.message).replace(/\n/g, '<br>')}</p>`,
    });
  } catch (error) {
    // The message is stored; a mail outage must not make the visitor send it again.
    deps.log.error({ err: error }, 'contact mail not sent');
  }
}
