import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ROUTES } from '@sokoni/contracts';
import type { BffConfig } from '../config';

/** 127.0.0.0/8 and ::1, also in their IPv4-mapped IPv6 form. */
export function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * The development paths: the api's `/api/dev/*` (the outbox, with every user's reset links) and the pages of
 * the route table marked `devOnly` (`/dev/mailbox`), by the fixed part of their pattern.
 */
const DEV_PREFIXES = [
  '/api/dev',
  ...Object.values(ROUTES)
    .filter((route) => route.devOnly)
    .map((route) => route.pattern.split('/:', 1)[0].toLowerCase()),
];

/**
 * The path as the api will route it: dot segments resolved and percent-encodings decoded until nothing
 * changes (`/api/%64ev`, `/api/x/../dev`, `//api/dev` are all `/api/dev`), lower-cased.
 */
export function routedPath(url: string): string {
  let path = url;
  for (let round = 0; round < 5; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(new URL(path, 'http://bff.invalid').pathname);
    } catch {
      return '';
    }
    next = next.replace(/\/{2,}/g, '/');
    if (next === path) break;
    path = next;
  }
  return path.toLowerCase();
}

export function isDevPath(url: string): boolean {
  const path = routedPath(url);
  // A path that cannot be decoded is no page of ours either: treated as a development one, it is refused.
  if (path === '') return true;
  return DEV_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Every address a request's forwarding headers name (`X-Forwarded-For`, `X-Real-IP`, `Forwarded: for=`). */
export function forwardedAddresses(headers: FastifyRequest['headers']): string[] {
  const values = (name: string): string[] => {
    const value = headers[name];
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  };
  const addresses = [
    ...values('x-forwarded-for').flatMap((value) => value.split(',')),
    ...values('x-real-ip'),
    ...values('forwarded').flatMap((value) =>
      [...value.matchAll(/for\s*=\s*("?)([^;,"]*)\1/gi)].map((match) => match[2]),
    ),
  ];
  // `"[::1]:8080"` and `127.0.0.1:8080` name the address without the port.
  return addresses.map((address) =>
    address
      .trim()
      .replace(/^\[([^\]]*)\](?::\d+)?$/, '$1')
      .replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1'),
  );
}

/**
 * Whether the visitor is on this machine. Judged by the connection's own peer address, never by `request.ip`
 * (which follows `X-Forwarded-For` once `TRUST_PROXY` is set); and behind a proxy nobody is: the proxy may
 * well run on this machine, which would make every visitor from the network look local. A forwarding header
 * never makes a visitor local, but one that names another machine makes it not: a development server of this
 * machine relaying a visitor from the network says so there (`xfwd` in tools/webpack/federation.cjs).
 */
export function visitorOnThisMachine(
  request: FastifyRequest,
  config: Pick<BffConfig, 'trustProxy'>,
): boolean {
  if (config.trustProxy !== false && config.trustProxy !== 0) return false;
  if (!isLoopback(request.raw.socket?.remoteAddress ?? '')) return false;
  return forwardedAddresses(request.headers).every(isLoopback);
}

/**
 * The development mailbox and its api answer only visitors on this machine: to anyone else they are 404, as
 * an address that does not exist (the page the same as any unknown page), and the api is not even asked. The
 * api checks again from the address of the visitor's socket, which the bff forwards (`upstream.ts`).
 */
export const devPagesPlugin = fp<{ config: BffConfig }>(
  async (app, { config }) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!isDevPath(request.url) || visitorOnThisMachine(request, config)) return;
      reply.callNotFound();
      return reply;
    });
  },
  { name: 'dev-pages' },
);
