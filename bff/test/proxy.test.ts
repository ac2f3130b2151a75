import type { FastifyInstance } from 'fastify';
import { buildTestApp, deadApiUrl, testSite } from './helper';

const site = testSite({ env: { API_TIMEOUT_MS: '300' } });

describe('proxy to the api', () => {
  it('passes GET requests through with their query string, status and body', async () => {
    const response = await site.app.inject({
      url: '/api/ads?category=mobile-phones&per_page=2',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ per_page: 2, total: 3 });
    const call = site.api.callsTo('/api/ads').at(-1);
    expect(call?.url).toBe('/api/ads?category=mobile-phones&per_page=2');
    expect(call?.headers['accept-language']).toBe('en');
  });

  it('passes the api errors through unchanged', async () => {
    const response = await site.app.inject({ url: '/api/ads/nope', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Ad not found' });
  });

  it('passes bodies and the bearer token through', async () => {
    const response = await site.app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { authorization: 'Bearer abc', 'content-type': 'application/json' },
      payload: { name: 'Mado', message: 'Bonjour' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().body).toEqual({ name: 'Mado', message: 'Bonjour' });
    expect(site.api.callsTo('/api/echo').at(-1)?.headers.authorization).toBe('Bearer abc');
  });

  it('drops forwarding headers sent by the client and writes its own', async () => {
    const response = await site.app.inject({
      url: '/api/echo',
      remoteAddress: '41.243.10.20',
      headers: {
        'x-forwarded-for': '6.6.6.6',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'gopher',
        forwarded: 'for=6.6.6.6',
        'x-real-ip': '6.6.6.6',
      },
    });
    const headers = response.json().headers as Record<string, string>;
    expect(headers['x-forwarded-for']).toBe('41.243.10.20');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-host']).not.toBe('evil.example');
    expect(headers.forwarded).toBeUndefined();
    expect(headers['x-real-ip']).toBeUndefined();
  });

  it('passes media through with their own caching', async () => {
    const response = await site.app.inject('/media/ads/1/photo-800.webp');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 504 with a message in the caller’s language when the api is too slow', async () => {
    const french = await site.app.inject('/api/slow?ms=1500');
    expect(french.statusCode).toBe(504);
    expect(french.json()).toEqual({
      message: 'Le service met trop de temps à répondre. Veuillez réessayer.',
    });

    const english = await site.app.inject({ url: '/api/slow?ms=1500', headers: { 'accept-language': 'en' } });
    expect(english.statusCode).toBe(504);
    expect(english.json()).toEqual({
      message: 'The service is taking too long to respond. Please try again.',
    });
  });

  it('answers 502 when the api drops the connection without answering', async () => {
    const response = await site.app.inject('/api/broken');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      message: 'Le service a renvoyé une réponse invalide. Veuillez réessayer.',
    });
  });

  it('does not retry a GET the api answered with 503', async () => {
    const before = site.api.callsTo('/api/unavailable').length;
    const response = await site.app.inject('/api/unavailable');
    expect(response.statusCode).toBe(503);
    expect(site.api.callsTo('/api/unavailable').length - before).toBe(1);
  });
});

describe('proxy with the api down', () => {
  let offline: FastifyInstance;

  beforeAll(async () => {
    offline = await buildTestApp(await deadApiUrl(), site.dists);
  });
  afterAll(async () => {
    await offline?.close();
  });

  it('answers 503 JSON in French by default and in English when asked', async () => {
    const french = await offline.inject('/api/ads');
    expect(french.statusCode).toBe(503);
    expect(french.headers['content-type']).toMatch(/^application\/json/);
    expect(french.json()).toEqual({
      message: 'Le service est momentanément indisponible. Veuillez réessayer.',
    });

    const english = await offline.inject({
      url: '/api/ads',
      headers: { 'accept-language': 'en-US,en;q=0.8' },
    });
    expect(english.statusCode).toBe(503);
    expect(english.json()).toEqual({ message: 'The service is temporarily unavailable. Please try again.' });
  });

  it('answers 503 for media and for posts too', async () => {
    expect((await offline.inject('/media/ads/1/photo-800.webp')).statusCode).toBe(503);
    const post = await offline.inject({ method: 'POST', url: '/api/contact', payload: { name: 'x' } });
    expect(post.statusCode).toBe(503);
  });

  it('still serves the pages', async () => {
    const page = await offline.inject('/ads');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
  });
});
