import { buildTestApp, describeEachEngine, type TestApp } from './helper';

describeEachEngine('system', (getDb) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(getDb().db, {
      beforeReady: (app) => {
        // Outside /api: the api mounts only the endpoints of its table there.
        app.get('/test-explode', async () => {
          throw new Error('secret connection string postgres://user:pw@db/internal');
        });
      },
    });
  });
  afterAll(() => t.close());

  it('answers liveness and readiness', async () => {
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok' });
  });

  it('answers 404 JSON in the request language for an unknown route', async () => {
    const fr = await t.app.inject({ url: '/api/nothing-here' });
    expect(fr.statusCode).toBe(404);
    expect(fr.headers['content-type']).toMatch(/application\/json/);
    expect(fr.json()).toEqual({ message: 'Page introuvable' });
    const en = await t.app.inject({
      url: '/api/nothing-here',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(en.json()).toEqual({ message: 'Page not found' });
  });

  it('never leaks the details of a 500', async () => {
    const response = await t.app.inject({ url: '/test-explode', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'An unexpected error occurred. Please try again.' });
    expect(response.body).not.toMatch(/postgres|secret|stack/i);
  });

  it('tags every response with a request id, reusing the caller’s', async () => {
    const response = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'bff-123' } });
    expect(response.headers['x-request-id']).toBe('bff-123');
    const fresh = await t.app.inject({ url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes the OpenAPI document and its UI', async () => {
    const doc = await t.app.inject({ url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/ads',
        '/api/ads/{idOrSlug}',
        '/api/categories',
        '/api/contact',
        '/api/health',
      ]),
    );
    const ui = await t.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});
