import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DevMailSchema,
  DevMailboxResponseSchema,
  ErrorResponseSchema,
  IdParamSchema,
} from '@sokoni/contracts';
import { notFound } from '../../errors';

/** Every http(s) link of a mail, in order of appearance, once each. */
export function extractLinks(text: string, html: string): string[] {
  const found: string[] = [];
  const decode = (value: string) => value.replace(/&amp;/g, '&');
  for (const match of html.matchAll(/href="(https?:\/\/[^"]+)"/g)) found.push(decode(match[1]));
  for (const match of text.matchAll(/https?:\/\/[^\s<>"]+/g)) found.push(match[0]);
  return [...new Set(found)];
}

/**
 * The embedded mailbox: mails the api would have sent, read from the outbox table. Registered only outside
 * production and without SMTP, so a developer (or an end-to-end test) can follow verification and reset links.
 */
export const devRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mails in the outbox, newest first (development only)',
        response: { 200: DevMailboxResponseSchema },
      },
    },
    async () => {
      const rows = await app.db
        .selectFrom('outbox_mails')
        .select(['id', 'to_address', 'subject', 'created_at'])
        .orderBy('id', 'desc')
        .limit(100)
        .execute();
      return {
        data: rows.map((row) => ({
          id: row.id,
          to: row.to_address,
          subject: row.subject,
          created_at: new Date(row.created_at).toISOString(),
        })),
      };
    },
  );

  app.get(
    '/dev/mailbox/:id',
    {
      schema: {
        tags: ['dev'],
        summary: 'One mail with its HTML, text and links (development only)',
        params: IdParamSchema,
        response: { 200: DevMailSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const row = await app.db
        .selectFrom('outbox_mails')
        .where('id', '=', request.params.id)
        .selectAll()
        .executeTakeFirst();
      if (!row) throw notFound();
      return {
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        created_at: new Date(row.created_at).toISOString(),
        html: row.html,
        text: row.text,
        links: extractLinks(row.text, row.html),
      };
    },
  );
};
