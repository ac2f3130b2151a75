#!/usr/bin/env node
// `npm run bench`: starts the built site on spare ports with the demo data and prints the budget figures:
// the search latency p50/p95, text searches at 50 connections on the embedded database and on PostgreSQL
// (tools/bench/search.mjs), server-rendered pages/s for `/`, `/ads` and an ad page at 20 visitors
// (tools/bench/pages.mjs) and the first byte of each on a quiet site (a visit every 5.5 s, past the page cache's
// lifetime), then the JavaScript a first visit to `/` and `/ads` downloads (KB as Chromium
// received them, against brotli 11 of the same bytes; goal ≤ 160), the heaviest demo ad page's HTML as sent and
// Lighthouse's figures of the public pages on the slow 3G profile (tools/bench/lighthouse.mjs), and the bytes a
// repeat visit to `/` the next day costs (tools/bench/repeat-visit.mjs; goal ≤ 30 KB), and how fast a tap on an ad
// card 1.5 s after the list drew shows the ad on the slow profile (tools/bench/tap.mjs; goal ≤ 500 ms).
// `npm run bench -- --only repeat` (or `--only tap`) prints that figure alone.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { formatFigures, postgresSearchFigures, scaleFigures, searchFigures } from './bench/search.mjs';
import { reportPageLoad } from './bench/lighthouse.mjs';
import { quietSiteFigures, samplePagePaths, sitePageFigures } from './bench/pages.mjs';
import { repeatVisitBytes, reportRepeatVisit } from './bench/repeat-visit.mjs';
import { earlyTapFigures, reportEarlyTap } from './bench/tap.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3200);

// `npm run bench -- --scale`: searches at a million ads (see tools/bench/search.mjs), built api and bff only.
if (process.argv.includes('--scale')) {
  for (const project of ['api', 'bff']) {
    const built = spawnSync('npx', ['nx', 'run', `${project}:build`, '--outputStyle=static'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false' },
    });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  console.log(await scaleFigures(port + 20));
  process.exit(0);
}
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
if (only !== null && only !== 'repeat' && only !== 'tap') {
  console.error(`--only takes "repeat" or "tap", got "${only}"`);
  process.exit(2);
}
const apiPort = port + 1;
const base = `http://127.0.0.1:${port}`;
const api = `http://127.0.0.1:${apiPort}`;

const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NX_DAEMON: 'false' },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const site = spawn(process.execPath, [path.join(root, 'tools/start.mjs'), '--no-build'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    API_PORT: String(apiPort),
    DATA_DIR: process.env.BENCH_DATA_DIR ?? path.join(root, 'data', 'bench'),
    DEMO_DATA: '1',
    DEV_OIDC: '0',
    LOG_LEVEL: 'warn',
  },
});
const ready = new Promise((resolve, reject) => {
  site.stdout.on('data', (chunk) => {
    if (String(chunk).includes('Sokoni is running')) resolve();
  });
  site.on('exit', (code) => reject(new Error(`site exited with ${code}`)));
});

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function searchLatency() {
  const queries = [
    'q=iphone',
    'q=telephone',
    'q=samsng',
    'q=voiture',
    'q=toyota',
    'q=parcelle',
    'q=canape',
    'q=laptop',
    'category=electronics',
    'category=vehicles&sort=price_asc',
    'category=property&min_price=1000&max_price=50000',
    'location=kinshasa',
    'location=gombe&sort=price_desc',
    'q=wax&category=fashion',
    'min_price=50000&price_currency=CDF',
    'q=maison&location=kinshasa',
    'page=3',
    'sort=price_asc&page=2',
    'q=zzzzqqq',
    'q=moto&category=motorcycles',
  ];
  for (const q of queries) await fetch(`${api}/api/ads?${q}`); // warm-up
  const timings = [];
  for (let round = 0; round < 15; round += 1) {
    for (const q of queries) {
      const started = performance.now();
      const response = await fetch(`${api}/api/ads?${q}`);
      await response.arrayBuffer();
      timings.push(performance.now() - started);
    }
  }
  timings.sort((a, b) => a - b);
  return { count: timings.length, p50: percentile(timings, 50), p95: percentile(timings, 95) };
}

/**
 * What a day changes on the home page, at the least: one of its ads seen by one more visitor (the card shows its
 * count of views). Returns once the site serves the changed page (the page cache renders it again within its
 * lifetime and stale time), so the repeat visit after it meets a page that is not the one it kept.
 */
async function aViewOnTheHomePage() {
  const home = await (await fetch(`${base}/bff/home`)).json();
  const ad = home.recent_ads[0] ?? home.boosted_ads[0];
  const before = (await fetch(`${base}/`)).headers.get('etag');
  // A visitor the api has not counted today: another browser at the same address.
  await fetch(`${api}/api/ads/${ad.slug}`, { headers: { 'User-Agent': `Sokoni bench ${Date.now()}` } });
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const response = await fetch(`${base}/`);
    await response.arrayBuffer();
    if (response.headers.get('etag') !== before) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the home page did not change after one more view of its first ad');
}

/** The next day's visit to `/` with the page changed in between (see aViewOnTheHomePage). */
async function reportChangedRepeatVisit({ details = false } = {}) {
  reportRepeatVisit(await repeatVisitBytes(base, '/', { between: aViewOnTheHomePage }), {
    details,
    change: 'one of its ads seen once more in between',
  });
}

/** Every figure of the bench, in order. */
async function allFigures() {
  const search = await searchLatency();
  const total = await (await fetch(`${api}/api/ads?per_page=1`)).json();
  console.log(
    `Search latency over ${total.total} active demo ads, ${search.count} requests: p50 ${search.p50.toFixed(1)} ms, p95 ${search.p95.toFixed(1)} ms`,
  );
  console.log(formatFigures('embedded PGlite', await searchFigures(api)));
  const onPostgres = await postgresSearchFigures(apiPort + 10);
  console.log(
    onPostgres ? formatFigures('PostgreSQL', onPostgres) : 'Text search on PostgreSQL: no server answered',
  );
  for (const line of await sitePageFigures(base, api)) console.log(line);
  console.log(await quietSiteFigures(base, await samplePagePaths(api)));
  await reportPageLoad(base);
  reportEarlyTap(await earlyTapFigures(base));
  reportRepeatVisit(await repeatVisitBytes(base, '/'));
  await reportChangedRepeatVisit();
}

try {
  await ready;
  if (only === 'repeat') {
    reportRepeatVisit(await repeatVisitBytes(base, '/'), { details: true });
    await reportChangedRepeatVisit({ details: true });
  } else if (only === 'tap') reportEarlyTap(await earlyTapFigures(base));
  else await allFigures();
} finally {
  site.kill('SIGTERM');
}
