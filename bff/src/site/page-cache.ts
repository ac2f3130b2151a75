import { etagOf } from '../plugins/etag';

/** A rendered page kept for every visitor whose request has the same key, compressed once for all of them. */
export type CachedPage = {
  status: number;
  /** The HTML as brotli (see `pageBrotli` in plugins/compression.ts) and as gzip. */
  br: Buffer;
  gzip: Buffer;
  /** Bytes of the HTML before compression. */
  size: number;
  /** A weak validator of the HTML (the same for both encodings). */
  etag: string;
  /** Until when it is fresh; past that and for `staleMs` more it is still served while it is rendered again. */
  expires: number;
};

export type PageCacheOptions = {
  ttlMs: number;
  /** How long past its lifetime a page is still served while a render replaces it (0: never). */
  staleMs: number;
  maxEntries: number;
  maxBytes: number;
  now?: () => number;
};

/** The answers a server-rendered page hands over to the browser (see `injectRenderedPage` in html.ts). */
const STATE_BLOCK = /(<script id="sokoni-state" type="application\/json">)([\s\S]*?)(<\/script>)/;
/** What each render writes beside the same answers: its request ids and clock readings. */
const RENDER_BOOKKEEPING = new Set(['requestId', 'startedTimeStamp', 'fulfilledTimeStamp']);

/** The value with its objects' keys in one order, so the same answers give the same text whatever came first. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
}

/** The handed-over state without what differs from one render of the same answers to the next. */
function stableState(json: string): string {
  try {
    const state = JSON.parse(json) as { api?: { queries?: unknown; mutations?: unknown } };
    for (const entries of [state.api?.queries, state.api?.mutations]) {
      if (!entries || typeof entries !== 'object') continue;
      for (const entry of Object.values(entries as Record<string, Record<string, unknown> | null>)) {
        if (entry && typeof entry === 'object') for (const key of RENDER_BOOKKEEPING) delete entry[key];
      }
    }
    return JSON.stringify(sortedKeys(state));
  } catch {
    return json;
  }
}

/**
 * A weak validator of a page: the same for two renders of the same answers (the state a render hands over
 * carries its own request ids and times, and its queries in the order they ended), so a browser that has the
 * page already is answered 304 until something on it changes, not every time the page cache renders it again.
 */
export function weakEtag(html: string): string {
  const stable = html.replace(
    STATE_BLOCK,
    (_block, open: string, json: string, close: string) => `${open}${stableState(json)}${close}`,
  );
  return etagOf(stable);
}

function costOf(page: CachedPage): number {
  return page.br.length + page.gzip.length + 256;
}

/**
 * The shared cache of anonymous pages: entries are fresh `ttlMs` and kept `staleMs` more, the least recently
 * used leave first past `maxEntries` or `maxBytes`, concurrent misses of one key wait for a single render
 * (`coalesce`), and a page served in the second half of its life or past it is rendered again meanwhile
 * (`wantsRefresh`): on a quiet site too, the visitor gets a page at once, at most `ttlMs + staleMs` old.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly inflight = new Map<string, Promise<unknown>>();
  private bytes = 0;
  /** Bumped by `clear()`: a render that started before a change does not fill the cache after it. */
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  get(key: string): CachedPage | undefined {
    const page = this.entries.get(key);
    if (!page) return undefined;
    this.entries.delete(key);
    if (page.expires + this.options.staleMs <= this.now()) {
      this.bytes -= costOf(page);
      return undefined;
    }
    // Most recently used last: eviction takes from the front.
    this.entries.set(key, page);
    return page;
  }

  /**
   * Whether a page served now should be rendered again in the background: past half its life, so a page that
   * is asked for all the time is replaced before it expires and no visitor waits for its render; past its
   * life (stale), so the next visitor gets it fresh.
   */
  wantsRefresh(page: CachedPage): boolean {
    return page.expires - this.now() < this.options.ttlMs / 2;
  }

  /** Whether `page` is past its lifetime (served only while it is rendered again). */
  isStale(page: CachedPage): boolean {
    return page.expires <= this.now();
  }

  /** What a fill started now must hand back to `set`, so that a change meanwhile keeps it out. */
  currentGeneration(): number {
    return this.generation;
  }

  expiresFromNow(): number {
    return this.now() + this.options.ttlMs;
  }

  /** Keeps `page` unless the cache was cleared since `generation` or the page alone is over the byte limit. */
  set(key: string, page: CachedPage, generation: number): boolean {
    if (generation !== this.generation) return false;
    const cost = costOf(page);
    if (cost > this.options.maxBytes) return false;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= costOf(previous);
    }
    while (
      this.entries.size > 0 &&
      (this.entries.size >= this.options.maxEntries || this.bytes + cost > this.options.maxBytes)
    ) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, CachedPage];
      this.entries.delete(oldestKey);
      this.bytes -= costOf(oldest);
    }
    this.entries.set(key, page);
    this.bytes += cost;
    return true;
  }

  /**
   * Runs `produce` once for every caller asking for `key` while it runs: the first miss renders, the others
   * wait for its result (what to send, cacheable or not), so a burst of visitors on a page costs one render.
   */
  coalesce<T>(key: string, produce: () => Promise<T>): { result: Promise<T>; leader: boolean } {
    const running = this.inflight.get(key) as Promise<T> | undefined;
    if (running) return { result: running, leader: false };
    const result: Promise<T> = produce().finally(() => {
      if (this.inflight.get(key) === result) this.inflight.delete(key);
    });
    this.inflight.set(key, result);
    return { result, leader: true };
  }

  /** Forgets every page (an ad, a shop, the settings changed; a new shell build). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.inflight.clear();
    this.bytes = 0;
  }
}
