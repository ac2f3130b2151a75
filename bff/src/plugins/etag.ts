import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';

/** A weak validator of an answer's body, the same whether it is then sent compressed or not. */
export function etagOf(body: string | Buffer): string {
  const hash = createHash('sha1');
  if (typeof body === 'string') hash.update(body, 'utf8');
  else hash.update(body);
  return `W/"${hash.digest('base64url').slice(0, 22)}"`;
}

/** Whether the browser's `If-None-Match` names `etag` (weak comparison: a `W/` on either side is ignored). */
export function browserHas(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const wanted = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === wanted);
}

/**
 * The data a page's app asks this bff for (the home page's ads, an ad page, a storefront) carries an ETag of what
 * it says. Sent `no-cache`, it is asked again on the next visit with `If-None-Match`, and a browser that has it
 * gets a 304 without the body when nothing changed: the ads a page prefetched yesterday cost their headers, not
 * their data. Registered before compression, whose hook turns the body into a stream. Answers that have their
 * own ETag (pages, built files, the remote list) answer for themselves; streamed ones (the api's, through the
 * proxy; the live events) go without.
 */
export const etagPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return payload;
      if (reply.hasHeader('etag') || !(typeof payload === 'string' || Buffer.isBuffer(payload)))
        return payload;
      const etag = etagOf(payload);
      reply.header('etag', etag);
      if (!browserHas(request.headers['if-none-match'], etag)) return payload;
      // No body and no length: a 304 is about the answer the browser keeps, whose length is not zero.
      reply.code(304);
      return null;
    });
  },
  { name: 'sokoni-etag' },
);
