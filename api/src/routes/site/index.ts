import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ContactRequestSchema,
  ErrorResponseSchema,
  MessageResponseSchema,
  PublicStatsSchema,
  escapeHtml,
} from '@sokoni/contracts';
import { sql } from 'kysely';
import { translate } from '../../i18n/messages';
import { isPubliclyVisible } from '../../services/catalog';
import { loadSettings } from '../../services/settings';

export interface SiteRoutesOptions {
  /** Contact messages allowed per client IP and window. */
  contactRateLimit: { max: number; timeWindow: number | string };
  /** Where contact mail goes when the settings hold no admin address. */
  fallbackAdminEmail?: string;
}

export const siteRoutes: FastifyPluginAsyncTypebox<SiteRoutesOptions> = async (app, options) => {
  app.get(
    '/stats',
    {
      schema: {
        tags: ['site'],
        summary: 'Active ads and sellers with at least one active ad',
        response: { 200: PublicStatsSchema },
      },
    },
    async () => {
      const row = await app.db
        .selectFrom('ads')
        .where(isPubliclyVisible)
        .select([
          (eb) => eb.fn.countAll<number>().as('active_ads'),
          sql<number>`count(DISTINCT ads.user_id)`.as('sellers'),
        ])
        .executeTakeFirstOrThrow();
      return { active_ads: Number(row.active_ads), sellers: Number(row.sellers) };
    },
  );

  app.post(
    '/contact',
    {
      config: { rateLimit: options.contactRateLimit },
      schema: {
        tags: ['site'],
        summary: 'Send a message to the site team (stored, then mailed to the admin address)',
        body: ContactRequestSchema,
        response: { 201: MessageResponseSchema, 422: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const contact = {
        name: body.name.trim(),
        email: body.email.trim(),
        subject: body.subject.trim(),
        message: body.message.trim(),
      };
      await app.db
        .insertInto('contact_messages')
        .values({ ...contact, locale: request.locale })
        .execute();

      const settings = await loadSettings(app.db);
      const to = settings.admin_email || options.fallbackAdminEmail;
      if (to) {
        // The team reads these in the site's default language.
        const locale = settings.default_language;
        const intro = translate(locale, 'contact.mailIntro', { site: settings.site_name });
        const from = `${translate(locale, 'contact.from')}: ${contact.name} <${contact.email}>`;
        const subjectLine = `${translate(locale, 'contact.subject')}: ${contact.subject}`;
        try {
          await app.mailer.send({
            to,
            replyTo: contact.email,
            subject: translate(locale, 'contact.mailSubject', { subject: contact.subject }),
            text: `${intro}\n\n${from}\n${subjectLine}\n\n${contact.message}\n`,
            html:
              `<p>${escapeHtml(intro)}</p><p>${escapeHtml(from)}<br>${escapeHtml(subjectLine)}</p>` +
              `<p>${escapeHtml(contact.message).replace(/\n/g, '<br>')}</p>`,
          });
        } catch (error) {
          // The message is stored; a mail outage must not make the visitor send it again.
          request.log.error({ err: error }, 'contact mail not sent');
        }
      }
      return reply.code(201).send({ message: translate(request.locale, 'contact.sent') });
    },
  );
};
