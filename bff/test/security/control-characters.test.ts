import { testSite } from '../helper';

/**
 * Finding 12 of the second hardening review: `/ads/a%00b` was a 200 page while an unknown slug is a 404 (the
 * api refused the NUL with a 422, which the page took for "metadata unavailable"). A slug with a control
 * character names nothing: its page is the page of an unknown one, and the api is not asked about it.
 */
describe('security: a page slug with a control character is an unknown page', () => {
  const site = testSite({ env: { SERVER_RENDER: '0' } });
  const askedAbout = (slug: string) =>
    site.api.calls.filter((call) => call.url.split('?')[0].toLowerCase().includes(slug.toLowerCase()));

  it.each([
    ['/ads/', 'a%00b'],
    ['/ads/', 'tecno%01camon'],
    ['/ads/', 'tecno%7Fcamon'],
    ['/category/', 'tele%00phones'],
    ['/location/', 'gom%1Fbe'],
  ])('%s%s answers 404 like an unknown slug, without asking the api', async (base, slug) => {
    const unknown = await site.app.inject(`${base}slug-inconnu`);
    const controlled = await site.app.inject(`${base}${slug}`);
    expect(unknown.statusCode).toBe(404);
    expect(controlled.statusCode).toBe(404);
    expect(controlled.headers['content-type']).toBe(unknown.headers['content-type']);
    expect(askedAbout(slug)).toEqual([]);
  });

  it('a shop address with a control character is drawn like an unknown shop', async () => {
    const unknown = await site.app.inject('/business/boutique-inconnue');
    const controlled = await site.app.inject('/business/bou%00tique');
    expect(controlled.statusCode).toBe(unknown.statusCode);
    expect(askedAbout('bou%00tique')).toEqual([]);
  });
});
