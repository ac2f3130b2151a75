import Fastify, { type FastifyInstance } from 'fastify';
import { buildTestApp, deadApiUrl, makeDists, type Dists } from '../helper';
import { settings } from '../fixtures';

/**
 * Item 3 of the hardening review: when the api hangs, `/bff/health` said 200 and pages waited 15 s for their
 * metadata. Readiness follows the api; a page goes out without its metadata after a short deadline.
 */
let dists: Dists;
beforeAll(() => {
  dists = makeDists();
});
afterAll(() => dists?.cleanup());

/** An api that answers its readiness and settings at once, and an ad page only after `adDelayMs`. */
async function startSlowApi(adDelayMs: number): Promise<{ url: string; close(): Promise<void> }> {
  const api = Fastify({ forceCloseConnections: true });
  api.get('/api/ready', async () => ({ status: 'ready' }));
  api.get('/api/settings', async () => settings);
  api.get('/api/ads/:slug', async () => {
    await new Promise((resolve) => setTimeout(resolve, adDelayMs));
    return { id: 1 };
  });
  const url = await api.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => api.close() };
}

describe('security: the site stays up when the api is down or slow', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  it('/bff/health is 503 while the api is unreachable, /bff/live stays 200, pages are still served', async () => {
    app = await buildTestApp(await deadApiUrl(), dists);
    const health = await app.inject('/bff/health');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'degraded', api: 'down' });
    expect((await app.inject('/bff/live')).statusCode).toBe(200);
    const page = await app.inject('/about');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const api = await app.inject('/api/ads');
    expect(api.statusCode).toBe(503);
    expect(api.json().message).toBeTruthy();
  });

  it('/bff/health is 200 when the api answers its readiness', async () => {
    const api = await startSlowApi(0);
    try {
      app = await buildTestApp(api.url, dists);
      const health = await app.inject('/bff/health');
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok', api: 'up' });
    } finally {
      await app?.close();
      app = undefined;
      await api.close();
    }
  });

  it('sends an ad page without its metadata once the deadline passes, instead of waiting for the api', async () => {
    const api = await startSlowApi(5_000);
    try {
      app = await buildTestApp(api.url, dists, { PAGE_META_TIMEOUT_MS: '300' });
      const started = Date.now();
      const page = await app.inject('/ads/un-telephone-lent');
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
    } finally {
      await app?.close();
      app = undefined;
      await api.close();
    }
  });
});
