import { testSiteOver } from './helper';
import { settings } from './fixtures';

let maintenance = false;

const site = testSiteOver((api) => {
  api.get('/api/settings', async () => ({ ...settings, maintenance_mode: maintenance }));
});

describe('maintenance mode', () => {
  it('serves pages normally, marked off, while maintenance is off', async () => {
    maintenance = false;
    const response = await site.app.inject('/ads');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta name="sokoni-maintenance" content="off">');
  });

  it.each(['/', '/ads', '/admin/dashboard', '/profile'])(
    'answers %s with 503, Retry-After and the marked shell, which shows visitors the maintenance page and admins the site',
    async (url) => {
      maintenance = true;
      const response = await site.app.inject(url);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('300');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<meta name="sokoni-maintenance" content="on">');
      expect(response.body).toContain('<div id="root"></div>');
    },
  );

  it('keeps the login page open so an administrator can sign in and turn maintenance off', async () => {
    maintenance = true;
    const response = await site.app.inject('/login');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta name="sokoni-maintenance" content="on">');
  });
});
