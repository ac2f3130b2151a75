import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listOutboxMails, outboxMail } from '../../dev/mailbox';
import { notFound } from '../../errors';
import { route } from '../../plugins/endpoints';

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

  route(app, 'listDevMails', { handler: async () => ({ data: await listOutboxMails(app.db) }) });

  route(app, 'getDevMail', { handler: async (request) => outboxMail(app.db, request.params.id) });
};
