import Fastify, { type FastifyInstance } from 'fastify';
import { buildTestApp, makeDists, type Dists } from './helper';
import { settings } from './fixtures';

let maintenance = false;
let api: FastifyInstance;
let apiUrl: string;
let dists: Dists;
let app: FastifyInstance;

beforeAll(async () => {
  api = Fastify({ forceCloseConnections: true });
  api.get('/api/settings', async () => ({ ...settings, maintenance_mode: maintenance }));
  apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
  dists = makeDists();
  app = await buildTestApp(apiUrl, dists);
});

afterAll(async () => {
  await app?.close();
  await api?.close();
  dists?.cleanup();
});

describe('maintenance mode', () => {
  it('serves pages normally, marked off, while maintenance is off', async () => {
    maintenance = false;
    const response = await app.inject('/ads');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta name="sokoni-maintenance" content="off">');
  });

  it.each(['/', '/ads', '/admin/dashboard', '/profile'])(
    'answers %s with 503, Retry-After and the marked shell, which shows visitors the maintenance page and admins the site',
    async (url) => {
      maintenance = true;
      const response = await app.inject(url);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('300');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<meta name="sokoni-maintenance" content="on">');
      expect(response.body).toContain('<div id="root"></div>');
    },
  );

  it('keeps the login page open so an administrator can sign in and turn maintenance off', async () => {
    maintenance = true;
    const response = await app.inject('/login');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta name="sokoni-maintenance" content="on">');
  });
});
