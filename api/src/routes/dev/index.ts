import type { FastifyRequest } from 'fastify';
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
 * The header in which the bff tells the api the address of the socket its visitor connected from. The bff
 * writes it on every request it relays (a visitor's own copy is dropped), from the connection itself, never
 * from `X-Forwarded-For`: with `TRUST_PROXY` the bff's idea of the client address is whatever a header says.
 */
export const PEER_ADDRESS_HEADER = 'x-sokoni-peer-address';

/**
 * Whether a request comes from this machine, judged by connections only: the socket of this request must be
 * loopback and, when it was relayed (a forwarding header is present), the bff's own socket with its visitor too.
 * A forwarded address never grants anything: it can only refuse (every address it names must be loopback).
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  if (!isLoopback(request.raw.socket?.remoteAddress ?? '')) return false;
  const peer = request.headers[PEER_ADDRESS_HEADER];
  const forwarded = request.headers['x-forwarded-for'];
  if (peer === undefined && forwarded === undefined && request.headers.forwarded === undefined) return true;
  if (typeof peer !== 'string' || !isLoopback(peer.trim())) return false;
  const chain = typeof forwarded === 'string' ? forwarded.split(',') : (forwarded ?? []);
  return chain.every((address) => isLoopback(address.trim()));
}

/**
 * The embedded mailbox: mails the api would have sent, read from the outbox table. Registered only when asked
 * for (DEV_MAILBOX=1, never in production, never with SMTP), and even then it answers only visitors on this
 * machine: the outbox holds every user's verification and reset links. Who is "on this machine" is decided by
 * connections, not by `request.ip` (see `fromThisMachine`), so a forged `X-Forwarded-For: 127.0.0.1` is
 * refused whatever the bff's `TRUST_PROXY` says; the bff refuses these paths too before relaying them.
 */
export const devRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', async (request) => {
    if (!fromThisMachine(request)) throw notFound();
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
