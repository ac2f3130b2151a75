// Answers made per request: brotli 5, and a page that quality 5 takes just past the first round trip is
// compressed again to fit it. Measured on the wire, as a browser receives it.
import { connect } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  DYNAMIC_BROTLI_QUALITY,
  FIRST_ROUND_TRIP_BYTES,
  compressionPlugin,
  pageBrotli,
} from '../src/plugins/compression';

const WORDS = (
  'téléphone voiture parcelle maison vendre louer Kinshasa Gombe Lubumbashi neuf occasion garantie chargeur ' +
  'coque batterie écran prix négociable livraison rapide état excellent mobile money'
).split(' ');

/** A list page of `cards` ad cards, the same every time for the same number. */
function listPage(cards: number): string {
  let seed = 7;
  const random = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  const items = Array.from({ length: cards }, (_, index) => {
    const words = Array.from({ length: 12 }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' ');
    const id = Math.floor(random() * 1e9).toString(36);
    return (
      `<li><article data-testid="ad-card" class="sc-${id.slice(0, 6)}"><img src="/media/ads/${index}/${id}-400.webp" ` +
      `alt="" width="400" height="300"/><h3><a href="/ads/${words.split(' ').slice(0, 4).join('-')}-${id}">` +
      `${words.slice(0, 40)}</a></h3><p>${words}</p><span>$${Math.floor(random() * 100000) / 100}</span></article></li>`
    );
  });
  return `<!doctype html><html lang="fr"><head><title>Sokoni</title></head><body><ul>${items.join('')}</ul></body></html>`;
}

const atQuality = (html: string, quality: number) =>
  brotliCompressSync(html, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
    },
  });

/** The smallest page whose body alone, at quality 5, is over `bytes`. */
function pageOver(bytes: number): string {
  let cards = 10;
  while (atQuality(listPage(cards), DYNAMIC_BROTLI_QUALITY).length <= bytes) cards += 1;
  return listPage(cards);
}

/** What a browser receives for `path`: the whole answer's bytes, and the head and body apart. */
function fetchRaw(port: number, path: string, acceptEncoding: string) {
  return new Promise<{ bytes: number; head: string; body: Buffer }>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: ${acceptEncoding}\r\nConnection: close\r\n\r\n`,
      );
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => {
      const raw = Buffer.concat(chunks);
      const split = raw.indexOf('\r\n\r\n');
      const head = raw.subarray(0, split).toString();
      let body = raw.subarray(split + 4);
      if (/^transfer-encoding: chunked/im.test(head)) {
        const parts: Buffer[] = [];
        for (let at = 0; ;) {
          const end = body.indexOf('\r\n', at);
          const size = parseInt(body.subarray(at, end).toString(), 16);
          if (size === 0) break;
          parts.push(body.subarray(end + 2, end + 2 + size));
          at = end + 2 + size + 2;
        }
        body = Buffer.concat(parts);
      }
      resolve({ bytes: raw.length, head, body });
    });
    socket.on('error', reject);
  });
}

const pages = {
  justOver: pageOver(FIRST_ROUND_TRIP_BYTES),
  farOver: pageOver(FIRST_ROUND_TRIP_BYTES * 1.3),
  within: pageOver(FIRST_ROUND_TRIP_BYTES * 0.6),
};

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = Fastify();
  await app.register(compressionPlugin);
  app.get<{ Params: { name: keyof typeof pages } }>('/page/:name', async (request, reply) =>
    reply.type('text/html; charset=utf-8').header('vary', 'Save-Data').send(pages[request.params.name]),
  );
  app.get('/json', async () => ({ text: pages.within }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});

afterAll(async () => {
  await app?.close();
});

const BROWSER = 'gzip, deflate, br, zstd';

describe('pages compressed as they are sent', () => {
  it('compresses again a page that quality 5 takes just past the first round trip, so that it fits', async () => {
    const answer = await fetchRaw(port, '/page/justOver', BROWSER);
    expect(answer.head).toMatch(/^content-encoding: br$/im);
    expect(answer.head).toMatch(/^vary: Save-Data, accept-encoding$/im);
    expect(brotliDecompressSync(answer.body).toString()).toBe(pages.justOver);
    expect(answer.body.length).toBeLessThan(atQuality(pages.justOver, DYNAMIC_BROTLI_QUALITY).length);
    expect(answer.bytes).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  });

  it('sends a page far over the first round trip, or well within it, at quality 5', async () => {
    for (const name of ['farOver', 'within'] as const) {
      const answer = await fetchRaw(port, `/page/${name}`, BROWSER);
      expect(answer.head).toMatch(/^content-encoding: br$/im);
      expect(answer.body.equals(atQuality(pages[name], DYNAMIC_BROTLI_QUALITY))).toBe(true);
    }
  });

  it('sends gzip to a client without brotli, and the page itself to one that takes no compression', async () => {
    const gzip = await fetchRaw(port, '/page/justOver', 'gzip, deflate');
    expect(gzip.head).toMatch(/^content-encoding: gzip$/im);
    expect(gunzipSync(gzip.body).toString()).toBe(pages.justOver);
    const plain = await fetchRaw(port, '/page/justOver', 'identity');
    expect(plain.head).not.toMatch(/^content-encoding:/im);
    expect(plain.body.toString()).toBe(pages.justOver);
  });

  it('leaves other answers to quality 5', async () => {
    const answer = await fetchRaw(port, '/json', BROWSER);
    expect(answer.head).toMatch(/^content-encoding: br$/im);
    expect(JSON.parse(brotliDecompressSync(answer.body).toString())).toEqual({ text: pages.within });
  });
});

describe('pageBrotli', () => {
  it('tries quality 11 on a page that quality 10 leaves just over the room, and keeps it when it fits', async () => {
    // A list page's real HTML gains about as much from quality 10 to 11 as an ad page does.
    const html = Buffer.from(listPage(60));
    const q5 = atQuality(html.toString(), DYNAMIC_BROTLI_QUALITY).length;
    const q10 = atQuality(html.toString(), 10).length;
    const q11 = atQuality(html.toString(), 11).length;
    // Room for quality 11 but not for quality 10, near enough to quality 5 for the work to be tried.
    const room = Math.ceil(q5 * 0.93);
    expect(q11).toBeLessThanOrEqual(room);
    expect(q10).toBeGreaterThan(room);
    const fitted = await pageBrotli(html, room);
    expect(fitted.length).toBe(q11);
    expect(brotliDecompressSync(fitted).equals(html)).toBe(true);
    // Room enough at quality 10: quality 11's work is not spent.
    expect((await pageBrotli(html, q10)).length).toBe(q10);
  });
});
