import fp from 'fastify-plugin';
import { browserHas, etagOf } from '../site/page-cache';

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
