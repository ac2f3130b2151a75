import { testSite } from '../helper';

/** Item 7 of the hardening review: a 5 MB body sent through the bff came back as a 502 instead of a 413. */
describe('security: bodies larger than the api reads are refused with 413', () => {
  const site = testSite();
  it('refuses a 5 MB JSON body in the visitor language, without forwarding it', async () => {
    const before = site.api.callsTo('/api/echo').length;
    const response = await site.app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify({ text: 'x'.repeat(5 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request is too large' });
    expect(site.api.callsTo('/api/echo').length).toBe(before);
  });

  it('refuses an upload over 100 MB by its declared length', async () => {
    const response = await site.app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(101 * 1024 * 1024),
      },
      payload: '--x--\r\n',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'La requête est trop volumineuse' });
  });

  it('forwards a body within the limit', async () => {
    const response = await site.app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'mbote' }),
    });
    expect(response.statusCode).toBe(201);
  });
});
