import { API_PATHS, type ApiEndpointName, type EndpointAddress } from '@sokoni/contracts';
import { missingEndpoints } from '../src/plugins/endpoints';
import { compilePendingSchemas } from '../src/plugins/schema-compilers';
import { buildTestApp, createTestDatabase, type TestDatabase } from './helper';

const ALL = Object.keys(API_PATHS) as ApiEndpointName[];
const address = (name: ApiEndpointName): EndpointAddress => API_PATHS[name];

describe('the endpoint table and the api routes', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(() => database.close());

  it.each([true, false])(
    'registers a handler for every endpoint of the table (mailbox %s)',
    async (devMailbox) => {
      const t = await buildTestApp(database.db, { devMailbox });
      try {
        const expected = ALL.filter((name) => devMailbox || !address(name).developmentOnly);
        expect([...t.app.registeredEndpoints].sort()).toEqual(expected.sort());
      } finally {
        await t.close();
      }
    },
  );

  it('compiles every route schema (put off until first use at start) without an error', async () => {
    const t = await buildTestApp(database.db, { devMailbox: true });
    try {
      // Validators and serialisers are compiled when a route first needs them: here all at once, so that a
      // schema Ajv or the serialiser refuses fails this test instead of its route's first request.
      expect(compilePendingSchemas()).toBeGreaterThan(100);
      expect(compilePendingSchemas()).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('refuses to start with a route under /api that is not in the table', async () => {
    await expect(
      buildTestApp(database.db, {
        beforeReady: (app) => {
          app.get('/api/not-in-the-table', async () => ({ ok: true }));
        },
      }),
    ).rejects.toThrow('GET /api/not-in-the-table is not an endpoint of API_ENDPOINTS');
  });

  it('refuses a second handler for an endpoint of the table', async () => {
    await expect(
      buildTestApp(database.db, {
        beforeReady: (app) => {
          app.post(
            '/api/email/verification-notification',
            { config: { endpoint: 'sendVerificationEmail' } },
            async () => ({}),
          );
        },
      }),
    ).rejects.toThrow('endpoint sendVerificationEmail has two handlers');
  });

  it('names a table entry that has no handler', () => {
    const registered = new Set(ALL.filter((name) => name !== 'replyToReview'));
    expect(missingEndpoints(registered, true)).toEqual(['replyToReview']);
  });

  it('answers from the table: guard, path and schemas', async () => {
    const t = await buildTestApp(database.db);
    try {
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/api/reviews/1/reply',
        payload: { reply: 'x' },
      });
      expect(anonymous.statusCode).toBe(401);
      const invalid = await t.app.inject({ method: 'GET', url: '/api/users/not-a-number/reviews' });
      expect([404, 422]).toContain(invalid.statusCode);
      // The sign-in and account endpoints are the table's like every other.
      for (const name of ['getProfile', 'updateProfile', 'changePassword', 'deleteAccount'] as const) {
        const { method, path } = address(name);
        expect((await t.app.inject({ method, url: `/api${path}`, payload: {} })).statusCode).toBe(401);
      }
      const expired = await t.app.inject({ method: 'GET', url: '/api/admin/accounts/expired' });
      expect(expired.statusCode).toBe(401);
      const badLink = await t.app.inject({
        method: 'POST',
        url: '/api/email/change/not-a-number/undo',
        payload: {},
      });
      expect([404, 422]).toContain(badLink.statusCode);
    } finally {
      await t.close();
    }
  });
});
