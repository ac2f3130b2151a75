import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

const template = fs.readFileSync(path.join(__dirname, '../../offline/sw.js'), 'utf8');
const ORIGIN = 'https://sokoni.test';

type Listener = (event: { request: Request; respondWith: (response: Promise<Response>) => void }) => void;

/**
 * Runs the worker as the build emits it, with a cache holding the given pages and a network that is down. A page
 * of `varied` was kept from a request without the hints a navigation carries (`/` precached at install): like
 * the browser's Cache API, the cache finds it for a navigation only when asked to ignore `Vary`.
 */
function startWorker(cached: Record<string, string>, language = 'fr-CD', varied: string[] = []) {
  const store = new Map(Object.entries(cached).map(([url, html]) => [new URL(url, ORIGIN).href, html]));
  const keptWithoutHints = new Set(varied.map((url) => new URL(url, ORIGIN).href));
  const cache = {
    keys: async () => [...store.keys()].map((url) => new Request(url)),
    match: async (request: Request | string, options?: { ignoreVary?: boolean }) => {
      const url = typeof request === 'string' ? new URL(request, ORIGIN).href : request.url;
      if (typeof request !== 'string' && keptWithoutHints.has(url) && !options?.ignoreVary) return undefined;
      const html = store.get(url);
      return html === undefined
        ? undefined
        : new Response(html, { headers: { 'Content-Type': 'text/html' } });
    },
    put: async () => undefined,
  };
  const listeners = new Map<string, Listener>();
  const self = {
    location: new URL(ORIGIN),
    navigator: { language },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: () => undefined,
    clients: { claim: () => undefined },
  };
  const source = template.replace(/= __SW_VERSION__;/, '= "test";').replace(/= __SW_PRECACHE__;/, '= ["/"];');
  vm.runInNewContext(source, {
    self,
    caches: { open: async () => cache, match: cache.match, keys: async () => [] },
    fetch: async () => {
      throw new TypeError('Failed to fetch');
    },
    URL,
    Request,
    Response,
    console,
  });
  return async (pathname: string) => {
    let answer: Promise<Response> | undefined;
    // Node's Request refuses mode "navigate": the worker only reads `mode`, `method` and `url`.
    const navigation = {
      method: 'GET',
      url: new URL(pathname, ORIGIN).href,
      mode: 'navigate',
    } as unknown as Request;
    listeners.get('fetch')!({ request: navigation, respondWith: (response) => (answer = response) });
    if (!answer) throw new Error('the worker did not answer');
    return answer;
  };
}

describe('offline worker: a page never visited', () => {
  it('shows the offline page with the pages kept on this phone, in French', async () => {
    const navigate = startWorker({
      '/': '<title>Sokoni</title>',
      '/ads': '<title>Annonces | Sokoni</title>',
      '/ads/iphone-13-77': '<title>iPhone 13 &amp; coque | Sokoni</title>',
      '/theme-boot.js': 'script',
    });
    const response = await navigate('/ads/samsung-a54-12');
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<h1>Vous êtes hors ligne</h1>');
    expect(html).toContain('<a href="/ads/samsung-a54-12">Réessayer</a>');
    expect(html).toContain('<a href="/">Accueil</a>');
    expect(html).toContain('<a href="/ads">Parcourir les annonces</a>');
    expect(html).toContain('<a href="/ads/iphone-13-77">iPhone 13 &#38; coque</a>');
    expect(html).not.toContain('theme-boot.js');
  });

  it('speaks English on an English phone, and says when nothing is kept yet', async () => {
    const navigate = startWorker({}, 'en-GB');
    const html = await (await navigate('/about')).text();
    expect(html).toContain('<h1>You are offline</h1>');
    expect(html).toContain('No page is available offline yet.');
  });

  it('serves the page kept at install (or when the worker took over) to a navigation carrying hints', async () => {
    const navigate = startWorker({ '/': '<title>Sokoni</title><p>home</p>' }, 'fr-CD', ['/']);
    const response = await navigate('/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<p>home</p>');
  });

  it('still serves a page that was visited, as it was', async () => {
    const navigate = startWorker({ '/about': '<title>À propos | Sokoni</title><p>kept</p>' });
    const response = await navigate('/about');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<p>kept</p>');
  });
});
