import { describeEachEngine, useTestApp } from './helper';

describeEachEngine('media', (getDb) => {
  const webp = Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 fake-bytes', 'latin1');

  const t = useTestApp(getDb, {}, { emptyEachTest: false });
  beforeAll(async () => {
    await t.storage.put('ads/12/ab12cd-400.webp', webp);
  });

  it('serves a stored photo with a long immutable cache', async () => {
    const response = await t.app.inject({ url: '/media/ads/12/ab12cd-400.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(webp)).toBe(true);
  });

  it('answers 404 JSON for a missing photo', async () => {
    const response = await t.app.inject({
      url: '/media/ads/12/nope-400.webp',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'File not found' });
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it.each([
    '/media/ads/12/..%2F..%2F..%2Fetc%2Fpasswd',
    '/media/..%2Fpackage.json',
    '/media/%2Fetc%2Fpasswd',
    '/media/ads//12/ab12cd-400.webp',
    '/media/ads/12/ab12cd-400.webp%00.txt',
    '/media/ads/12/notes.txt',
  ])('refuses the unsafe key %s with 404', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Fichier introuvable' });
  });
});
