// Server-rendered pages per second through the bff: `/`, `/ads` and an ad page, each by 20 visitors at once
// from distinct addresses (as a browser asks: brotli or gzip, no cookie). Used by `npm run bench` (demo data)
// and `npm run bench -- --scale` (a million ads).
//
// Each visitor is one request at a time from its own loopback address (127.<page>.<visitor>.<n>): the bff's
// limit per address (RATE_LIMIT_MAX, 1200 a minute) applies as it would to real visitors, without TRUST_PROXY. A
// visitor takes turns over ADDRESSES_PER_VISITOR addresses, and each page of a run has addresses of its own
// (`addressBlock`): 20 visitors have 96 000 requests a minute for each page, more than MAX_REQUESTS, so the
// limit is never what is measured. (With one set of addresses for the three pages, a site serving 4 000 pages
// a second ran into the limit during the third page, and half of its answers were 429s.)
import http from 'node:http';

const VISITORS = Number(process.env.BENCH_PAGE_CONNECTIONS ?? 20);
const DURATION_MS = Number(process.env.BENCH_PAGE_SECONDS ?? 10) * 1000;
const ADDRESSES_PER_VISITOR = 4;
/** A bound on the requests sent, whatever the speed. */
const MAX_REQUESTS = 50_000;
const HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html', 'user-agent': 'sokoni-bench' };

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Resolves with the status, the `x-page-cache` header and the milliseconds until the answer's headers arrived
 * (its first byte) once the whole body is read.
 */
function get(agent, url) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { agent, headers: HEADERS }, (response) => {
      const firstByteMs = performance.now() - started;
      let bytes = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode, cache: response.headers['x-page-cache'], bytes, firstByteMs }),
      );
      response.on('error', reject);
    });
    request.setTimeout(30_000, () => request.destroy(new Error('timeout')));
    request.on('error', reject);
  });
}

/** `visitors` visitors ask for `path` back to back for a bounded time: latency of each and pages/s overall. */
export async function pageFigures(
  baseUrl,
  path,
  { visitors = VISITORS, durationMs = DURATION_MS, label = path, addressBlock = 0 } = {},
) {
  const agents = Array.from({ length: visitors }, (_, visitor) =>
    Array.from(
      { length: ADDRESSES_PER_VISITOR },
      (_, n) =>
        new http.Agent({
          keepAlive: true,
          maxSockets: 1,
          localAddress: `127.${addressBlock}.${visitor + 10}.${n + 10}`,
        }),
    ),
  );
  const url = `${baseUrl}${path}`;
  // Warm-up: one request (renders the page once, loads the containers).
  await get(agents[0][0], url);
  const timings = [];
  const caches = new Map();
  let errors = 0;
  let sent = 0;
  let bytes = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  const visitor = async (n) => {
    for (let i = 0; performance.now() < deadline && sent < MAX_REQUESTS; i += 1) {
      sent += 1;
      const begin = performance.now();
      try {
        const answer = await get(agents[n][i % ADDRESSES_PER_VISITOR], url);
        if (answer.status !== 200) errors += 1;
        bytes += answer.bytes;
        const cache = answer.cache ?? 'none';
        caches.set(cache, (caches.get(cache) ?? 0) + 1);
      } catch {
        errors += 1;
      }
      timings.push(performance.now() - begin);
    }
  };
  await Promise.all(Array.from({ length: visitors }, (_, n) => visitor(n)));
  const elapsed = (performance.now() - started) / 1000;
  for (const group of agents) for (const agent of group) agent.destroy();
  timings.sort((a, b) => a - b);
  return {
    label,
    visitors,
    requests: timings.length,
    errors,
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    perSecond: timings.length / elapsed,
    averageBytes: timings.length ? bytes / timings.length : 0,
    caches: Object.fromEntries(caches),
  };
}

export function formatPageFigures(figures) {
  const caches = Object.entries(figures.caches)
    .map(([state, count]) => `${state} ${count}`)
    .join(', ');
  return (
    `Pages, ${figures.label.padEnd(24)} ${figures.visitors} visitors: p50 ${figures.p50.toFixed(1)} ms, ` +
    `p95 ${figures.p95.toFixed(1)} ms, ${figures.perSecond.toFixed(1)} pages/s, ` +
    `${(figures.averageBytes / 1024).toFixed(1)} KB sent each ` +
    `(${figures.requests} requests${figures.errors ? `, ${figures.errors} errors` : ''}; cache: ${caches})`
  );
}

/** `/`, `/ads` and the page of the newest ad the api lists, one after the other; lines to print. */
export async function sitePageFigures(baseUrl, apiUrl = baseUrl, options = {}) {
  const paths = await samplePagePaths(apiUrl);
  const lines = [];
  for (const [index, path] of paths.entries()) {
    const label = pageLabel(path);
    lines.push(
      formatPageFigures(await pageFigures(baseUrl, path, { ...options, label, addressBlock: index + 1 })),
    );
  }
  return lines;
}

/**
 * A quiet site: one visitor at a time, each page asked for again only once the page cache's lifetime is over
 * (`gapMs` past PAGE_CACHE_TTL_MS, 5 s by default), as when visits come seconds apart. The first byte of each
 * visit (median of `visits`) and the cache's answers; a line to print.
 */
export async function quietSiteFigures(baseUrl, paths, { visits = 3, gapMs = 5_500 } = {}) {
  const byPath = new Map(paths.map((path) => [path, []]));
  for (const path of paths) await get(false, `${baseUrl}${path}`);
  for (let visit = 0; visit < visits; visit += 1) {
    await new Promise((resolve) => setTimeout(resolve, gapMs));
    for (const path of paths) byPath.get(path).push(await get(false, `${baseUrl}${path}`));
  }
  const parts = [...byPath].map(([path, answers]) => {
    const sorted = answers.map((answer) => answer.firstByteMs).sort((a, b) => a - b);
    const states = [...new Set(answers.map((answer) => answer.cache ?? 'none'))].join('/');
    const label = pageLabel(path);
    return `${label} ${percentile(sorted, 50).toFixed(1)} ms (${states})`;
  });
  return `Pages on a quiet site (a visit every ${(gapMs / 1000).toFixed(1)} s, medians of ${visits}), first byte: ${parts.join(', ')}`;
}

/** How the figures name a sample page: an ad's by what it is, the others by their address. */
const pageLabel = (path) => (path.startsWith('/ads/') ? 'an ad page' : path);

/** `/`, `/ads` and the page of the newest ad the api lists. */
export async function samplePagePaths(apiUrl) {
  const newest = await (await fetch(`${apiUrl}/api/ads?per_page=1&sort=newest`)).json();
  const slug = newest.data?.[0]?.slug;
  return ['/', '/ads', ...(slug ? [`/ads/${encodeURIComponent(slug)}`] : [])];
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? 'http://127.0.0.1:3000';
  for (const line of await sitePageFigures(base, process.argv[3] ?? base)) console.log(line);
  console.log(await quietSiteFigures(base, await samplePagePaths(process.argv[3] ?? base)));
}
