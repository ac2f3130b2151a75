import fc from 'fast-check';
import { buildTestApp, describeEachEngine, truncateAll, type TestApp } from '../helper';
import { insertAd, insertAdEssentials, insertLocation } from '../fixtures';
import { bearer, createAccount } from '../support/accounts';
import { multipartBody } from '../support/multipart';
import { filesUnder } from '../support/media-files';

/**
 * A small fuzz pass over the JSON and multipart endpoints people reach: whatever a client sends, the api
 * answers with a client error or success, never a 500, and a refused upload leaves no file behind.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

/** Strings a hostile or broken client sends: control characters, huge numbers, markup, odd Unicode. */
const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'null',
    '-1',
    '1e309',
    'Infinity',
    '-Infinity',
    '99999999999999999999',
    '<script>',
    '../../etc/passwd',
  ),
  fc.integer().map(String),
  fc.double().map(String),
);
const anyValue = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 3 }),
);

describeEachEngine('security: fuzzed requests never answer 500', (getDb) => {
  let t: TestApp;
  let token: string;
  let adminToken: string;
  let adId: number;

  beforeAll(async () => {
    const db = getDb().db;
    await truncateAll(db);
    t = await buildTestApp(db, {
      attemptLimit: {
        freeFailures: 10_000,
        ipFailures: 10_000,
        requestsPerAccount: 10_000,
        requestsPerIp: 10_000,
      },
      uploadLimit: { max: 10_000, timeWindowMs: 60_000 },
      contactRateLimit: { max: 10_000, timeWindow: 60_000 },
    });
    const phones = await insertAdEssentials(db);
    await insertLocation(db, 'gombe', 'Gombe', 'commune');
    const seller = await createAccount(db);
    token = (await createAccount(db)).token;
    adminToken = (await createAccount(db, { is_admin: true })).token;
    adId = (await insertAd(db, { title: 'Tecno Spark 10', userId: seller.id, categoryId: phones })).id;
  });
  afterAll(() => t.close());

  const expectNo500 = (status: number, what: string) => {
    if (status >= 500) throw new Error(`${what} answered ${status}`);
  };

  it('JSON bodies: register, login, forgot password, contact form, password change, contact a seller', async () => {
    const targets = [
      { method: 'POST', url: '/api/register', auth: false },
      { method: 'POST', url: '/api/login', auth: false },
      { method: 'POST', url: '/api/forgot-password', auth: false },
      { method: 'POST', url: '/api/contact', auth: false },
      { method: 'PUT', url: '/api/user/password', auth: true },
      { method: 'POST', url: () => `/api/ads/${adId}/contact`, auth: true },
    ] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets),
        fc.dictionary(
          fc.constantFrom(
            'name',
            'email',
            'password',
            'password_confirmation',
            'date_of_birth',
            'subject',
            'message',
            'current_password',
            'phone',
          ),
          anyValue,
        ),
        async (target, body) => {
          const url = typeof target.url === 'function' ? target.url() : target.url;
          const response = await t.app.inject({
            method: target.method,
            url,
            payload: body,
            headers: target.auth ? bearer(token) : {},
          });
          expectNo500(response.statusCode, `${target.method} ${url} ${JSON.stringify(body)}`);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('JSON bodies nested deep, with huge numbers and prototype keys, signed in, as admin or not', async () => {
    const hostileKey = fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      '__proto__.x',
      'constructor.prototype.x',
    );
    const hugeNumber = fc.constantFrom(1e21, 1e308, -1e21, 2 ** 53, 'Infinity', '-Infinity', '1e309', '1e21');
    // Built as text: a value nested thousands of levels deep is what a hostile client sends, not an object.
    const nestedText = fc
      .record({
        depth: fc.integer({ min: 1, max: 6000 }),
        open: fc.constantFrom('[', '{"a":'),
        leaf: fc.constantFrom('1', '"x"', 'null'),
      })
      .map(
        ({ depth, open, leaf }) => `${open.repeat(depth)}${leaf}${(open === '[' ? ']' : '}').repeat(depth)}`,
      );
    const field = fc.oneof(
      fc.constantFrom(
        'email',
        'password',
        'ad_id',
        'plan_id',
        'rating',
        'locale',
        'group',
        'key',
        'value',
        'page',
        'into_id',
      ),
      hostileKey,
    );
    const value = fc.oneof(
      anyValue.map((item) => JSON.stringify(item)),
      hugeNumber.map((item) => JSON.stringify(item)),
      nestedText,
      hostileKey.map((key) => `{${JSON.stringify(key)}:{"polluted":true}}`),
    );
    const targets = [
      { method: 'POST', url: '/api/login', token: undefined },
      { method: 'POST', url: '/api/register', token: undefined },
      { method: 'PUT', url: '/api/user/password', token: () => token },
      { method: 'POST', url: '/api/payments', token: () => token },
      { method: 'POST', url: '/api/users/1/reviews', token: () => token },
      { method: 'PUT', url: '/api/admin/translations', token: () => adminToken },
      { method: 'POST', url: '/api/admin/categories/1/merge', token: () => adminToken },
    ] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets),
        fc.array(fc.tuple(field, value), { maxLength: 4 }),
        async (target, entries) => {
          const payload = `{${entries.map(([name, text]) => `${JSON.stringify(name)}:${text}`).join(',')}}`;
          const response = await t.app.inject({
            method: target.method,
            url: target.url,
            payload,
            headers: {
              'content-type': 'application/json',
              'idempotency-key': `fuzz-${Math.random().toString(36).slice(2)}-0000000000`,
              ...(target.token ? bearer(target.token()) : {}),
            },
          });
          expectNo500(response.statusCode, `${target.method} ${target.url} ${payload.slice(0, 200)}`);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
          expect(({} as Record<string, unknown>).x).toBeUndefined();
        },
      ),
      { numRuns: RUNS },
    );
    // Whatever was sent, the public dictionary still answers.
    expect((await t.app.inject({ url: '/api/translations/fr' })).statusCode).toBe(200);
  });

  it('numbers past every bound in paths and queries of ids and pages', async () => {
    const huge = fc.constantFrom(
      '1e21',
      '1e308',
      '1e309',
      'Infinity',
      '-Infinity',
      '2147483648',
      '99999999999999999999',
    );
    const requests = fc.oneof(
      huge.map((n) => ({ url: `/api/ads?user_id=${n}`, token: undefined })),
      huge.map((n) => ({ url: `/api/conversations/${n}`, token: () => token })),
      huge.map((n) => ({ url: `/api/conversations?page=${n}`, token: () => token })),
      huge.map((n) => ({ url: `/api/users/${n}/reviews`, token: undefined })),
      huge.map((n) => ({ url: `/api/admin/users?page=${n}`, token: () => adminToken })),
      huge.map((n) => ({ url: `/api/admin/ads?page=${n}&user_id=${n}`, token: () => adminToken })),
      huge.map((n) => ({ url: `/api/transactions?page=${n}`, token: () => token })),
      huge.map((n) => ({ url: `/api/payments/${n}`, token: () => token })),
    );
    await fc.assert(
      fc.asyncProperty(requests, async (request) => {
        const response = await t.app.inject({
          url: request.url,
          headers: request.token ? bearer(request.token()) : {},
        });
        expectNo500(response.statusCode, `GET ${request.url}`);
        expect([404, 422]).toContain(response.statusCode);
      }),
      { numRuns: RUNS },
    );
  });

  it('query strings of the search', async () => {
    // Words that schema coercion reads as infinite numbers: refused in a number field, searched in the text.
    for (const value of ['Infinity', '-Infinity']) {
      const price = await t.app.inject({ method: 'GET', url: '/api/ads', query: { max_price: value } });
      expect(price.statusCode).toBe(422);
      const words = await t.app.inject({ method: 'GET', url: '/api/ads', query: { q: value } });
      expect(words.statusCode).toBe(200);
    }
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom(
            'q',
            'category',
            'location',
            'min_price',
            'max_price',
            'sort',
            'page',
            'per_page',
            'currency',
            'display_currency',
          ),
          nasty,
        ),
        async (query) => {
          const response = await t.app.inject({ method: 'GET', url: '/api/ads', query });
          expectNo500(response.statusCode, `GET /api/ads ${JSON.stringify(query)}`);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('multipart ad forms and profile updates, leaving no file behind when refused', async () => {
    const files = fc.array(
      fc.record({
        body: fc.oneof(
          fc.uint8Array({ maxLength: 64 }),
          fc.constant(new Uint8Array([0x89, 0x50, 0x4e, 0x47])),
        ),
        type: fc.constantFrom('image/png', 'image/jpeg', 'text/plain', 'application/octet-stream'),
      }),
      { maxLength: 3 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/ads', '/api/user/profile', () => `/api/ads/${adId}`),
        fc.dictionary(
          fc.constantFrom(
            'title',
            'description',
            'price',
            'currency',
            'category',
            'location',
            'condition',
            'is_negotiable',
            'name',
            'bio',
            'delete_images[0]',
            'image_order[0]',
            '_method',
          ),
          nasty,
        ),
        files,
        async (target, fields, parts) => {
          const before = (await filesUnder(t.mediaRoot)).length;
          const url = typeof target === 'function' ? target() : target;
          const field = url === '/api/user/profile' ? 'profile_image' : 'images';
          const form = multipartBody(
            fields,
            parts.map((part, index) => ({
              name: field === 'images' ? `images[${index}]` : field,
              filename: `f${index}.bin`,
              type: part.type,
              body: Buffer.from(part.body),
            })),
          );
          const response = await t.app.inject({
            method: 'POST',
            url,
            payload: form.payload,
            headers: { ...form.headers, ...bearer(token) },
          });
          expectNo500(response.statusCode, `POST ${url} ${JSON.stringify(fields)}`);
          if (response.statusCode >= 400) expect((await filesUnder(t.mediaRoot)).length).toBe(before);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
