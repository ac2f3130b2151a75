import { describeEachEngine, truncateAll, useTestApp } from '../helper';
import { insertAd, insertAdEssentials } from '../fixtures';
import { bearer, createAccount } from '../support/accounts';

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  schema?: { type?: string };
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, { type?: string }> } }> };
}
type OpenApiPaths = Record<string, Record<string, OpenApiOperation>>;

/** Past every bound the api takes: no id, page, amount or count is this large. */
const HUGE = ['1e21', '1e308', '1e309', 'Infinity', '-Infinity', '-1e21'];
/** Past the database's ids too, for path ids. */
const HUGE_IDS = [...HUGE, '2147483648'];

/**
 * Finding 10 of the second hardening review: numbers of 1e21 and more reached the database and answered 500.
 * Every route the api documents is tried with huge numbers in each numeric path parameter, query parameter and
 * JSON body field, as an administrator (who passes every guard) and anonymously.
 */
describeEachEngine('security: huge numbers and deep nesting', (getDb) => {
  const t = useTestApp(getDb, {}, { emptyEachTest: false });
  let admin: { id: number; token: string };
  let paths: OpenApiPaths;
  let ad: { id: number; slug: string };

  let member: { id: number; token: string };

  beforeAll(async () => {
    const db = t.db;
    await truncateAll(db);
    const phones = await insertAdEssentials(db);
    admin = await createAccount(db, { name: 'Admin', is_admin: true });
    const seller = await createAccount(db, { name: 'Vendeur' });
    member = await createAccount(db, { name: 'Membre' });
    ad = await insertAd(db, { title: 'Tecno Spark 10', userId: seller.id, categoryId: phones });
    paths = (t.app.swagger() as { paths: OpenApiPaths }).paths;
  });

  const en = { 'accept-language': 'en' };

  describe('the reproductions of the review', () => {
    it('a huge seller filter on the ads list is 422', async () => {
      for (const value of ['1e21', '1e308', 'Infinity']) {
        const response = await t.app.inject({ url: `/api/ads?user_id=${value}`, headers: en });
        expect(response.statusCode).toBe(422);
        expect(response.json().errors.user_id).toBeDefined();
      }
    });

    it('a huge conversation or message id is 404, like any unknown one', async () => {
      for (const url of [
        '/api/conversations/1e21',
        '/api/conversations/1e308',
        '/api/conversations/2147483648',
      ]) {
        const response = await t.app.inject({ url, headers: { ...bearer(member.token), ...en } });
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('Not found');
      }
      const message = await t.app.inject({
        method: 'DELETE',
        url: '/api/conversations/1/messages/1e21',
        headers: bearer(member.token),
      });
      expect(message.statusCode).toBe(404);
    });

    it.each([
      '/api/admin/users',
      '/api/admin/ads',
      '/api/admin/ads/pending',
      '/api/admin/reports',
      '/api/admin/audit-log',
      '/api/admin/translations',
    ])('page=1e21 on %s is 422 with a field message', async (list) => {
      const response = await t.app.inject({
        url: `${list}?page=1e21`,
        headers: { ...bearer(admin.token), ...en },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.page).toEqual(['The value must be less than or equal to 100000']);
      const last = await t.app.inject({ url: `${list}?page=100000`, headers: bearer(admin.token) });
      expect(last.statusCode).toBe(200);
    });

    it('review ids of 1e308 or Infinity: 404 in the path, 422 in the body', async () => {
      for (const value of ['1e308', 'Infinity']) {
        const reviews = await t.app.inject({ url: `/api/users/${value}/reviews` });
        expect([404, 422]).toContain(reviews.statusCode);
        const reply = await t.app.inject({
          method: 'POST',
          url: `/api/reviews/${value}/reply`,
          headers: bearer(member.token),
          payload: { reply: 'Merci' },
        });
        expect([404, 422]).toContain(reply.statusCode);
      }
      for (const adId of [1e308, 'Infinity', '1e309']) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/users/${admin.id}/reviews`,
          headers: { ...bearer(member.token), ...en },
          payload: { ad_id: adId, rating: 5, comment: 'Très bon vendeur, je recommande' },
        });
        expect(response.statusCode).toBe(422);
        expect(response.json().errors.ad_id).toBeDefined();
      }
    });

    it('payment ad and plan ids of 1e308 or Infinity are 422', async () => {
      for (const value of [1e308, 'Infinity', '1e309', 1e21]) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/payments',
          headers: { ...bearer(member.token), ...en, 'idempotency-key': `key-${String(value)}-0000000000` },
          payload: { ad_id: value, plan_id: value, method: 'mobile_money', phone: '+243812345678' },
        });
        expect(response.statusCode).toBe(422);
        expect(Object.keys(response.json().errors)).toEqual(expect.arrayContaining(['ad_id', 'plan_id']));
      }
      for (const value of ['1e308', 'Infinity']) {
        const receipt = await t.app.inject({ url: `/api/payments/${value}`, headers: bearer(member.token) });
        expect([404, 422]).toContain(receipt.statusCode);
      }
    });
  });

  describe('JSON nested deeper than 64 levels', () => {
    const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

    it('is refused with 400 and a message before anything walks it, signed in or not', async () => {
      for (const [url, method, headers] of [
        ['/api/login', 'POST', {}],
        ['/api/register', 'POST', {}],
        ['/api/user/password', 'PUT', bearer(member.token)],
        ['/api/admin/translations', 'PUT', bearer(admin.token)],
      ] as const) {
        for (const body of [
          nested(5000),
          `{"email":${nested(100)}}`,
          `{"a":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
        ]) {
          const response = await t.app.inject({
            method,
            url,
            headers: { ...headers, ...en, 'content-type': 'application/json' },
            payload: body,
          });
          expect(response.statusCode).toBe(400);
          expect(response.json().message).toBe('The data sent is nested too deeply (at most 64 levels)');
        }
      }
    });

    it('brackets inside strings do not count, and 64 levels are read as usual', async () => {
      const words = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { ...en, 'content-type': 'application/json' },
        payload: JSON.stringify({ email: '['.repeat(5000), password: '{'.repeat(100) }),
      });
      expect(words.statusCode).toBe(422);
      const deepEnough = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { ...en, 'content-type': 'application/json' },
        payload: `{"email":"a@b.cd","password":"x","extra":${nested(63)}}`,
      });
      expect(deepEnough.statusCode).not.toBe(400);
      expect(deepEnough.statusCode).toBeLessThan(500);
    });

    it('prototype keys in a body are still refused by the parser', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":"a@b.cd","password":"x","__proto__":{"isAdmin":true}}',
      });
      expect(response.statusCode).toBe(400);
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    });
  });

  const numeric = (type?: string) => type === 'integer' || type === 'number';
  const fill = (route: string, values: Record<string, string>) =>
    route.replace(
      /\{(\w+)\}/g,
      (_match, name: string) => values[name] ?? (/id$/i.test(name) ? String(ad.id) : ad.slug),
    );

  it('every number the api reads (path, query, JSON body, at any depth) has a bound', () => {
    const unbounded: string[] = [];
    const walk = (schema: unknown, where: string): void => {
      if (!schema || typeof schema !== 'object') return;
      const node = schema as Record<string, unknown>;
      const bounded = ['maximum', 'exclusiveMaximum', 'enum', 'const'].some(
        (keyword) => node[keyword] !== undefined,
      );
      if ((node.type === 'integer' || node.type === 'number') && !bounded) unbounded.push(where);
      for (const [key, child] of Object.entries(node)) {
        if (key === 'properties' && child && typeof child === 'object')
          for (const [name, property] of Object.entries(child)) walk(property, `${where}.${name}`);
        else if (typeof child === 'object') walk(child, where);
      }
    };
    for (const [route, operations] of Object.entries(paths))
      for (const [method, operation] of Object.entries(operations)) {
        for (const parameter of operation.parameters ?? [])
          walk(parameter.schema, `${method} ${route} ${parameter.name}`);
        for (const content of Object.values(operation.requestBody?.content ?? {}))
          walk(content.schema, `${method} ${route} body`);
      }
    expect(unbounded).toEqual([]);
  });

  it('in every numeric path parameter: 404 or 422, never 500', async () => {
    const failures: string[] = [];
    let tried = 0;
    for (const [route, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const parameter of operation.parameters ?? []) {
          if (parameter.in !== 'path' || !numeric(parameter.schema?.type)) continue;
          for (const value of HUGE_IDS) {
            for (const auth of [bearer(admin.token), {}]) {
              const url = fill(route, { [parameter.name]: value });
              const response = await t.app.inject({
                method: method.toUpperCase() as 'GET',
                url,
                headers: auth,
                payload: method === 'get' ? undefined : {},
              });
              tried += 1;
              if (response.statusCode >= 500)
                failures.push(`${method.toUpperCase()} ${url} → ${response.statusCode}`);
            }
          }
        }
      }
    }
    expect(tried).toBeGreaterThan(50);
    expect(failures).toEqual([]);
  });

  it('in every numeric query parameter: 422, never 500', async () => {
    const failures: string[] = [];
    let tried = 0;
    for (const [route, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const parameter of operation.parameters ?? []) {
          if (parameter.in !== 'query' || !numeric(parameter.schema?.type)) continue;
          for (const value of HUGE) {
            const url = `${fill(route, {})}?${parameter.name}=${encodeURIComponent(value)}`;
            // A stream that accepted the number would never end: a second is plenty for a refusal.
            const status = await Promise.race([
              t.app
                .inject({ method: method.toUpperCase() as 'GET', url, headers: bearer(admin.token) })
                .then((r) => r.statusCode),
              new Promise<string>((resolve) => setTimeout(() => resolve('no answer'), 1000).unref()),
            ]);
            tried += 1;
            if (status !== 422) failures.push(`${method.toUpperCase()} ${url} → ${status}`);
          }
        }
      }
    }
    expect(tried).toBeGreaterThan(50);
    expect(failures).toEqual([]);
  });

  it('in every numeric field of a JSON body: never 500', async () => {
    const failures: string[] = [];
    let tried = 0;
    for (const [route, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const properties = operation.requestBody?.content?.['application/json']?.schema?.properties ?? {};
        for (const [name, property] of Object.entries(properties)) {
          if (!numeric(property.type)) continue;
          for (const value of [1e21, 1e308, -1e21, 2147483648, 'Infinity', '1e309']) {
            const url = fill(route, {});
            const response = await t.app.inject({
              method: method.toUpperCase() as 'POST',
              url,
              headers: bearer(admin.token),
              payload: { [name]: value },
            });
            tried += 1;
            if (response.statusCode >= 500)
              failures.push(`${method.toUpperCase()} ${url} ${name}=${value} → ${response.statusCode}`);
          }
        }
      }
    }
    expect(tried).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  });
});
