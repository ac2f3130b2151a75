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

/** 127.0.0.0/8 and ::1, also in their IPv4-mapped IPv6 form. */
export function isLoopback(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return v4.startsWith('127.') || ip === '::1';
}

/**
 * The embedded mailbox: mails the api would have sent, read from the outbox table. Registered only when asked
 * for (DEV_MAILBOX=1, never in production, never with SMTP), and even then it answers only visitors on this
 * machine: the outbox holds every user's verification and reset links. The bff forwards the visitor's
 * address, which the api believes from loopback only, so a visitor from the network is refused here too.
 */
export const devRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', async (request) => {
    if (!isLoopback(request.ip)) throw notFound();
  });

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
