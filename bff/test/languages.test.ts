import { testSiteOver } from './helper';
import { settings } from './fixtures';

let languages: string[] | undefined = ['fr', 'en'];

const site = testSiteOver((api) => {
  api.get('/api/settings', async () => ({ ...settings, ...(languages ? { languages } : {}) }));
});

describe('languages the administrator deactivated', () => {
  it('serves ?lang=en in English, remembers it and lists both languages while English is active', async () => {
    languages = ['fr', 'en'];
    const response = await site.app.inject('/about?lang=en');
    expect(response.body).toContain('<html lang="en"');
    expect(response.headers['set-cookie']).toContain('locale=en');
    expect(response.body).toContain('<meta name="sokoni-languages" content="fr en">');
    expect(response.body).toContain('hreflang="en"');
  });

  it.each([
    ['a ?lang=en link', { url: '/about?lang=en' }],
    ['an English cookie', { url: '/about', headers: { cookie: 'locale=en' } }],
  ])(
    'renders %s in French once English is deactivated, and keeps no English cookie',
    async (_case, request) => {
      languages = ['fr'];
      const response = await site.app.inject(request);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<html lang="fr"');
      expect(response.body).not.toContain('<html lang="en"');
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.body).toContain('<meta name="sokoni-languages" content="fr">');
      expect(response.body).not.toContain('hreflang="en"');
    },
  );

  it('offers every language when the api does not list them', async () => {
    languages = undefined;
    const response = await site.app.inject('/about?lang=en');
    expect(response.body).toContain('<html lang="en"');
    expect(response.body).toContain('<meta name="sokoni-languages" content="fr en">');
  });
});
