import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

const template = fs.readFileSync(path.join(__dirname, '../../offline/sw.js'), 'utf8');
const ORIGIN = 'https://sokoni.test';

type MessageListener = (event: { data: unknown; waitUntil: (work: Promise<unknown>) => void }) => void;

/**
 * Runs the worker as the build emits it, online, with the Cache API kept in memory: what `keep-remote` (sent by
 * the shell once a remote's page was opened) leaves in which cache.
 */
function startWorker(files: Record<string, string>) {
  const stores = new Map<string, Map<string, string>>();
  const fetched: string[] = [];
  const network = async (input: string | URL | Request) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url, ORIGIN).href;
    fetched.push(url.slice(ORIGIN.length));
    const body = files[url.slice(ORIGIN.length)];
    return body === undefined ? new Response('', { status: 404 }) : new Response(body);
  };
  const urlOf = (request: string | URL | Request) =>
    new URL(typeof request === 'string' || request instanceof URL ? request : request.url, ORIGIN).href;
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, string>();
    stores.set(name, store);
    return {
      keys: async () => [...store.keys()].map((url) => new Request(url)),
      match: async (request: string | URL | Request) => {
        const body = store.get(urlOf(request));
        return body === undefined ? undefined : new Response(body);
      },
      put: async (request: string | URL | Request, response: Response) => {
        store.set(urlOf(request), await response.text());
      },
      add: async (request: string) => {
        const response = await network(request);
        if (!response.ok) throw new TypeError('bad response');
        store.set(urlOf(request), await response.text());
      },
      delete: async (request: string) => store.delete(urlOf(request)),
    };
  };
  const match = async (request: string | URL | Request) => {
    for (const store of stores.values()) {
      const body = store.get(urlOf(request));
      if (body !== undefined) return new Response(body);
    }
    return undefined;
  };
  let onMessage: MessageListener | undefined;
  const self = {
    location: new URL(ORIGIN),
    navigator: { language: 'fr-CD' },
    addEventListener: (type: string, listener: MessageListener) => {
      if (type === 'message') onMessage = listener;
    },
  };
  const source = template.replace(/= __SW_VERSION__;/, '= "test";').replace(/= __SW_PRECACHE__;/, '= ["/"];');
  vm.runInNewContext(source, {
    self,
    caches: { open, match, keys: async () => [...stores.keys()] },
    fetch: network,
    URL,
    Request,
    Response,
    console,
  });
  const keepRemote = async (entry: string) => {
    let work: Promise<unknown> = Promise.resolve();
    onMessage!({ data: { type: 'keep-remote', entry }, waitUntil: (promise) => (work = promise) });
    await work;
  };
  const kept = (name: string) => [...(stores.get(name)?.keys() ?? [])].map((url) => url.slice(ORIGIN.length));
  return { keepRemote, kept, fetched };
}

describe('offline worker: a remote whose page was opened', () => {
  const files = {
    '/remotes/ads/remoteEntry.js': 'entry',
    '/remotes/ads/precache.json': JSON.stringify({ files: ['1.aaaaaaaa.js', 'ads-fr.bbbbbbbb.js'] }),
    '/remotes/ads/1.aaaaaaaa.js': 'chunk',
    '/remotes/ads/ads-fr.bbbbbbbb.js': 'texts',
  };

  it('keeps its entry beside the pages and every file of its list, so its pages start offline', async () => {
    // On a first visit the page fetched the entry before the worker took over: no copy of it anywhere yet.
    const worker = startWorker(files);
    await worker.keepRemote('/remotes/ads/remoteEntry.js');
    expect(worker.kept('sokoni-shell-test')).toEqual(['/remotes/ads/remoteEntry.js']);
    expect(worker.kept('sokoni-remote-/remotes/ads/')).toEqual([
      '/remotes/ads/1.aaaaaaaa.js',
      '/remotes/ads/ads-fr.bbbbbbbb.js',
    ]);
  });

  it('fetches nothing already kept on the next visits but the list', async () => {
    const worker = startWorker(files);
    await worker.keepRemote('/remotes/ads/remoteEntry.js');
    worker.fetched.length = 0;
    await worker.keepRemote('/remotes/ads/remoteEntry.js');
    expect(worker.fetched).toEqual(['/remotes/ads/precache.json']);
  });
});
