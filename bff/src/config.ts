import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@sokoni/contracts';

export type RemoteConfig = {
  /** Module Federation container name, e.g. `mfe_ads`. */
  name: string;
  /** URL of the remote's container (`remoteEntry.js`): a path on this site or an absolute URL (CDN). */
  entry: string;
  /** Folder holding the remote's build, served under `/remotes/<remote>/`. */
  dist: string;
  /** URL of the remote's Node container (server rendering): beside `entry` unless configured. */
  serverEntry: string;
};

export type BffConfig = {
  port: number;
  host: string;
  /** Base URL of the product API, without trailing slash. */
  apiUrl: string;
  shellDist: string;
  remotes: Record<RemoteName, RemoteConfig>;
  /** Absolute URL of the public site (canonical links, Open Graph), without trailing slash. */
  publicUrl: string;
  redisUrl: string | undefined;
  nodeEnv: string;
  logLevel: string;
  /** Fastify `trustProxy`: false (direct), true, a hop count or a list of addresses. */
  trustProxy: boolean | number | string;
  /** Requests per IP and minute before 429; generous because many phones share one carrier address. */
  rateLimitMax: number;
  /** Upstream timeout of ordinary api calls (ms). */
  apiTimeoutMs: number;
  /**
   * Live event streams open at once in this process (EVENT_STREAMS_MAX): past it `/bff/events` answers 503.
   * By default a quarter of the open-file limit, since each stream holds two handles (browser and api).
   */
  eventStreamsMax: number;
  /** Live event streams open at once from one client address (EVENT_STREAMS_PER_ADDRESS, 200): past it 429. */
  eventStreamsPerAddress: number;
  /** The process's open-file limit measured at start (`/proc/self/limits`), when the system tells it. */
  openFilesLimit: OpenFilesLimit | undefined;
  /** Upstream timeout of uploads (multipart bodies) (ms). */
  uploadTimeoutMs: number;
  /** How long the anonymous home payload and page metadata stay in memory (ms); 0 turns caching off. */
  cacheTtlMs: number;
  /**
   * The shared cache of the rendered HTML of anonymous public pages (README "Page cache"): on unless
   * PAGE_CACHE=off; each page fresh PAGE_CACHE_TTL_MS (5 s) and served while it is rendered again
   * PAGE_CACHE_STALE_MS more (30 s; also the CDN's `stale-while-revalidate`), at most PAGE_CACHE_MAX_ENTRIES
   * pages (2000) and PAGE_CACHE_MAX_BYTES of compressed HTML (32 MiB).
   */
  pageCache: { enabled: boolean; ttlMs: number; staleMs: number; maxEntries: number; maxBytes: number };
  /**
   * Longest wait for a page's metadata (title, Open Graph) before the page is sent without it (ms): a slow
   * api must not hold the page itself.
   */
  pageMetaTimeoutMs: number;
  /** Longest wait for the api's readiness answer behind `/bff/health` (ms). */
  readinessTimeoutMs: number;
  /** Serve the built `.map` files (SERVE_SOURCE_MAPS=1); off by default, 404 for them. */
  serveSourceMaps: boolean;
  /** Render the public pages on the server (SERVER_RENDER=0 turns it off: the browser renders them). */
  serverRender: boolean;
  /**
   * Longest a server render may take, its data included (ms); past it the page is sent as an empty shell
   * the browser renders, as without server rendering.
   */
  serverRenderTimeoutMs: number;
  /** The shell's Node renderer (`dist/server/main.js` beside the shell's browser build). */
  shellServerEntry: string;
  /**
   * Serve each remote alone at `/remotes/<name>/` with its QA bar (STANDALONE_REMOTES=1): a testing aid, off
   * by default and refused in production.
   */
  standaloneRemotes: boolean;
};

/** The folder that holds `nx.json`, found from this module (bundled in dist/ or run from src/) or the cwd. */
export function findRepoRoot(): string {
  for (const start of [moduleDir(), process.cwd()]) {
    if (!start) continue;
    let dir = start;
    for (;;) {
      if (existsSync(path.join(dir, 'nx.json'))) return dir;
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  return process.cwd();
}

function moduleDir(): string | undefined {
  // CommonJS (Jest, tsx) has __dirname; the esbuild ESM bundle has a `require` made from import.meta.url.
  if (typeof __dirname !== 'undefined') return __dirname;
  try {
    return path.dirname(require.resolve('@sokoni/bff/package.json'));
  } catch {
    return undefined;
  }
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return parsed;
}

/** A whole number of at least 1: a limit that a missing or empty variable never turns off. */
function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new Error(`${name} must be a whole number of at least 1, got "${value}"`);
  return parsed;
}

export type OpenFilesLimit = { soft: number; hard: number };

/** Reads the soft and hard limits of open files from Linux's `/proc/self/limits` text. */
export function parseOpenFilesLimit(limits: string): OpenFilesLimit | undefined {
  const match = /^Max open files\s+(\d+|unlimited)\s+(\d+|unlimited)/m.exec(limits);
  if (!match) return undefined;
  const value = (text: string) => (text === 'unlimited' ? Number.POSITIVE_INFINITY : Number(text));
  return { soft: value(match[1]), hard: value(match[2]) };
}

function measureOpenFilesLimit(): OpenFilesLimit | undefined {
  try {
    return parseOpenFilesLimit(readFileSync('/proc/self/limits', 'utf8'));
  } catch {
    return undefined;
  }
}

/** Streams open at once when a system does not tell its limit. */
const DEFAULT_EVENT_STREAMS_MAX = 1000;

/**
 * Each relayed stream holds two handles (the browser's socket and the api's); half of the handles stay for
 * pages, api calls and files: a quarter of the soft limit.
 */
export function eventStreamsFor(limit: OpenFilesLimit | undefined): number {
  if (!limit || !Number.isFinite(limit.soft)) return DEFAULT_EVENT_STREAMS_MAX;
  return Math.max(1, Math.floor(limit.soft / 4));
}

function absoluteUrl(value: string, name: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  return url.toString().replace(/\/+$/, '');
}

/** PAGE_CACHE: `on` (the default) or `off`; anything else is a mistake worth stopping for. */
function pageCacheEnabled(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`PAGE_CACHE must be "on" or "off", got "${value}"`);
}

function trustProxy(value: string | undefined): BffConfig['trustProxy'] {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  const root = findRepoRoot();
  const remotesRoot = path.resolve(root, env.REMOTES_DIST_ROOT || '.');
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((remote) => [
      remote,
      {
        name: `mfe_${remote}`,
        entry: env[`REMOTE_${remote.toUpperCase()}_URL`] || `/remotes/${remote}/remoteEntry.js`,
        dist: path.join(remotesRoot, `mfe-${remote}`, 'dist'),
        serverEntry:
          env[`REMOTE_${remote.toUpperCase()}_SERVER_URL`] ||
          (env[`REMOTE_${remote.toUpperCase()}_URL`] || `/remotes/${remote}/remoteEntry.js`).replace(
            /remoteEntry\.js$/,
            'server/remoteEntry.js',
          ),
      },
    ]),
  ) as Record<RemoteName, RemoteConfig>;
  const nodeEnv = env.NODE_ENV || 'development';
  const openFilesLimit = measureOpenFilesLimit();
  const standaloneRemotes = env.STANDALONE_REMOTES === '1' || env.STANDALONE_REMOTES === 'true';
  if (standaloneRemotes && nodeEnv === 'production') {
    throw new Error(
      'STANDALONE_REMOTES is a testing aid (each remote alone, with a sign-in bar) and is refused with NODE_ENV=production',
    );
  }

  return {
    port: integer(env.PORT, 3000, 'PORT'),
    host: env.HOST || '0.0.0.0',
    apiUrl: absoluteUrl(env.API_URL || 'http://127.0.0.1:3001', 'API_URL'),
    shellDist: path.resolve(root, env.SHELL_DIST || path.join('shell', 'dist')),
    remotes,
    publicUrl: absoluteUrl(env.PUBLIC_URL || 'http://localhost:3000', 'PUBLIC_URL'),
    redisUrl: env.REDIS_URL || undefined,
    nodeEnv,
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: trustProxy(env.TRUST_PROXY),
    rateLimitMax: integer(env.RATE_LIMIT_MAX, 1200, 'RATE_LIMIT_MAX'),
    apiTimeoutMs: integer(env.API_TIMEOUT_MS, 15_000, 'API_TIMEOUT_MS'),
    eventStreamsMax: positive(env.EVENT_STREAMS_MAX, eventStreamsFor(openFilesLimit), 'EVENT_STREAMS_MAX'),
    eventStreamsPerAddress: positive(env.EVENT_STREAMS_PER_ADDRESS, 200, 'EVENT_STREAMS_PER_ADDRESS'),
    openFilesLimit,
    uploadTimeoutMs: integer(env.UPLOAD_TIMEOUT_MS, 120_000, 'UPLOAD_TIMEOUT_MS'),
    cacheTtlMs: integer(env.CACHE_TTL_MS, 15_000, 'CACHE_TTL_MS'),
    // A lifetime of 0 would turn the cache off without saying so: PAGE_CACHE=off does that, explicitly.
    pageCache: {
      enabled: pageCacheEnabled(env.PAGE_CACHE),
      ttlMs: positive(env.PAGE_CACHE_TTL_MS, 5_000, 'PAGE_CACHE_TTL_MS'),
      staleMs: integer(env.PAGE_CACHE_STALE_MS, 30_000, 'PAGE_CACHE_STALE_MS'),
      maxEntries: positive(env.PAGE_CACHE_MAX_ENTRIES, 2_000, 'PAGE_CACHE_MAX_ENTRIES'),
      maxBytes: positive(env.PAGE_CACHE_MAX_BYTES, 32 * 1024 * 1024, 'PAGE_CACHE_MAX_BYTES'),
    },
    pageMetaTimeoutMs: integer(env.PAGE_META_TIMEOUT_MS, 1_500, 'PAGE_META_TIMEOUT_MS'),
    readinessTimeoutMs: integer(env.READINESS_TIMEOUT_MS, 2_000, 'READINESS_TIMEOUT_MS'),
    serveSourceMaps: env.SERVE_SOURCE_MAPS === '1' || env.SERVE_SOURCE_MAPS === 'true',
    serverRender: env.SERVER_RENDER !== '0' && env.SERVER_RENDER !== 'false',
    serverRenderTimeoutMs: integer(env.SERVER_RENDER_TIMEOUT_MS, 2_500, 'SERVER_RENDER_TIMEOUT_MS'),
    shellServerEntry: path.resolve(
      root,
      env.SHELL_SERVER_ENTRY || path.join(env.SHELL_DIST || path.join('shell', 'dist'), 'server', 'main.js'),
    ),
    standaloneRemotes,
  };
}
