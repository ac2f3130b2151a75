import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/**
 * Brotli quality of the answers compressed as they are sent (pages, api JSON). The built files are not: the
 * build writes their brotli 11 and gzip 9 twins (tools/webpack/precompress-plugin.cjs), which the static files
 * send as they are with their `Content-Encoding`, and this plugin leaves an answer that has one alone (only a
 * file built without twins is compressed here). 5 instead of the library's 4 makes a list page's HTML some 7%
 * smaller for about half a millisecond more of server time.
 */
export const DYNAMIC_BROTLI_QUALITY = 5;

/**
 * What the first round trip of a new connection carries (TCP's initial window of 10 segments of 1460 bytes is
 * 14.6 KB): a page's status line, headers and body within this much arrive without waiting for an
 * acknowledgement, 300 ms and more on 3G. Kept a little under the window, for TLS records and the headers Node
 * adds.
 */
export const FIRST_ROUND_TRIP_BYTES = 14_000;

/** Quality of a page compressed again to fit the first round trip: some 6 % smaller than quality 5. */
export const FITTING_BROTLI_QUALITY = 10;

/** A page more than this much over the first round trip at quality 5 would not fit at quality 10 or 11 either. */
const FITTING_GAIN = 0.91;

/**
 * Quality 11 takes a page some 1.5 % below quality 10 for three times its work: tried only on a page that
 * quality 10 left just over the first round trip (within `LAST_FITTING_GAIN`), where it saves the trip.
 */
const LAST_FITTING_QUALITY = 11;
const LAST_FITTING_GAIN = 0.98;

/**
 * Pages compressed again at once, each some 15 times the work of quality 5 on one of libuv's threads (a 90 KB ad
 * page: 10 ms at quality 5, 150 ms at quality 10 on a busy two-core machine); more at once go out at quality 5.
 */
const FITTING_AT_ONCE = 2;

/** Answers smaller than this go out as they are. */
const COMPRESSION_THRESHOLD = 1024;

/** Status line and the headers Node writes itself (Date, Connection, Keep-Alive). */
const NODE_HEADER_BYTES = 130;

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The weight the client's `Accept-Encoding` gives each encoding (`*` for the others). */
function encodingWeights(acceptEncoding: string): (name: string) => number {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...parameters] = part.trim().split(';');
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  return (name) => weights.get(name) ?? weights.get('*') ?? 0;
}

/** Whether the client takes brotli at least as gladly as gzip, as @fastify/compress decides with `encodings`. */
function prefersBrotli(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  const weight = encodingWeights(acceptEncoding);
  return weight('br') > 0 && weight('br') >= weight('gzip');
}

/** Bytes of the status line and headers the reply will go out with (plus those still to be added). */
function headerBytes(reply: FastifyReply, extra: Record<string, string>): number {
  let bytes = NODE_HEADER_BYTES;
  for (const [name, value] of Object.entries({ ...reply.getHeaders(), ...extra })) {
    for (const one of Array.isArray(value) ? value : [value]) bytes += `${name}: ${String(one)}\r\n`.length;
  }
  return bytes;
}

export function varyWithEncoding(reply: FastifyReply): string {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return current;
  return current ? `${current}, accept-encoding` : 'accept-encoding';
}

/** What the client takes of a page's encodings: brotli when it likes it at least as much as gzip, else gzip, else none. */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  if (prefersBrotli(acceptEncoding)) return 'br';
  return encodingWeights(acceptEncoding)('gzip') > 0 ? 'gzip' : null;
}

let fitting = 0;

/**
 * A page's HTML as brotli: at quality 5 as everything made on the fly, unless that takes it a little past the
 * first round trip (`room`: the bytes left for the body once the headers are counted), in which case it is
 * compressed again at quality 10 (on a libuv thread, off the event loop), then at 11 if it is still just over,
 * and the smallest is kept. An ad page that grew by a few hundred bytes then still arrives in one round trip; a
 * page far over it (a list of 20 cards) is left at quality 5, where the extra work would not save the trip.
 */
export async function pageBrotli(input: Buffer, room: number): Promise<Buffer> {
  const params = (quality: number) => ({
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
    },
  });
  let body = await brotliCompressAsync(input, params(DYNAMIC_BROTLI_QUALITY));
  if (body.length > room && body.length * FITTING_GAIN <= room && fitting < FITTING_AT_ONCE) {
    fitting += 1;
    try {
      for (const [quality, gain] of [
        [FITTING_BROTLI_QUALITY, FITTING_GAIN],
        [LAST_FITTING_QUALITY, LAST_FITTING_GAIN],
      ]) {
        if (body.length <= room || body.length * gain > room) break;
        const smaller = await brotliCompressAsync(input, params(quality));
        if (smaller.length < body.length) body = smaller;
      }
    } finally {
      fitting -= 1;
    }
  }
  return body;
}

/** A page's HTML as gzip (level 6), for the clients that do not take brotli. */
export function pageGzip(input: Buffer): Promise<Buffer> {
  return gzipAsync(input);
}

/** The bytes left for a page's body in the first round trip, once its headers (and `extra`) are counted. */
export function firstRoundTripRoom(reply: FastifyReply, extra: Record<string, string>): number {
  return FIRST_ROUND_TRIP_BYTES - headerBytes(reply, extra);
}

/**
 * A rendered page (HTML) made on the fly, sent with brotli as `pageBrotli` compresses it (the pages of the shared
 * page cache come compressed already and are left alone). Answers it does not compress are left to
 * @fastify/compress.
 */
async function fitFirstRoundTrip(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (request.method !== 'GET' || typeof payload !== 'string' || reply.getHeader('content-encoding')) {
    return payload;
  }
  if (!/^text\/html\b/i.test(String(reply.getHeader('content-type') ?? ''))) return payload;
  if (!prefersBrotli(request.headers['accept-encoding'])) return payload;
  const input = Buffer.from(payload);
  if (input.length < COMPRESSION_THRESHOLD) return payload;
  const vary = varyWithEncoding(reply);
  // The length header's digits are about as many as the final body's.
  const room = firstRoundTripRoom(reply, { 'content-encoding': 'br', vary, 'content-length': '00000' });
  const body = await pageBrotli(input, room);
  reply.header('content-encoding', 'br').header('vary', vary).header('content-length', body.length);
  return body;
}

/** Brotli first, gzip otherwise, for every compressible type (HTML, JS, CSS, JSON, SVG, manifests). */
export const compressionPlugin = fp(
  async (app) => {
    // Before @fastify/compress's own hook, which leaves an answer that already has a Content-Encoding alone.
    app.addHook('onSend', fitFirstRoundTrip);
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: COMPRESSION_THRESHOLD,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
    });
  },
  { name: 'sokoni-compression' },
);
