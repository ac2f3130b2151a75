#!/usr/bin/env node
// Search figures for `npm run bench`: text searches (words, misspellings, words with filters and sorts) sent
// by 50 connections at once for a bounded time, against the embedded database (PGlite) and, when a PostgreSQL
// server answers, against PostgreSQL with the same demo data. Prints p50/p95 latency and searches per second.
//
// From tools/bench.mjs: `searchFigures(apiUrl)` for the running embedded api, then `postgresSearchFigures()`;
// with `--scale`, `scaleFigures(port)` instead: per-query p50/p95/p99 at a million ads, at the api and through the
// bff, the mix at 20 connections (after `npm run seed:scale`), pages/s of `/`, `/ads` and an ad page through the
// bff at 20 visitors (tools/bench/pages.mjs; needs the site built), and the same searches on PGlite at 50 000 ads.
// Alone (`node tools/bench/search.mjs`): builds the api only and measures both.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import pg from 'pg';
import { alertFigures } from './alerts.mjs';
import { sitePageFigures } from './pages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Text searches of the kind visitors type, misspellings included. */
export const SEARCH_QUERIES = [
  'q=telephone',
  'q=telefone',
  'q=samsung',
  'q=samsng',
  'q=iphone',
  'q=voiture',
  'q=voitre',
  'q=toyota',
  'q=parcelle',
  'q=canape',
  'q=ordinateur',
  'q=maison&location=kinshasa',
  'q=wax&category=fashion',
  'q=moto&category=motorcycles',
  'q=telephone&sort=price_asc',
  'q=voiture&sort=newest',
  'q=appartement&location=gombe&sort=price_desc',
  'q=zzzzqqq',
];

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_MS = Number(process.env.BENCH_SEARCH_SECONDS ?? 10) * 1000;
/** A bound on the requests sent, whatever the speed. */
const MAX_REQUESTS = 20_000;

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function get(agent, url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
      response.on('error', reject);
    });
    request.setTimeout(30_000, () => request.destroy(new Error('timeout')));
    request.on('error', reject);
  });
}

/** 50 connections send searches back to back for a bounded time; latency of each and the rate overall. */
export async function searchFigures(
  apiUrl,
  {
    connections = CONNECTIONS,
    durationMs = DURATION_MS,
    queries = SEARCH_QUERIES,
    queryAt = (i) => queries[i % queries.length],
    firstVisitor = 0,
  } = {},
) {
  // One connection per visitor, each from its own loopback address: the bff's per-address rate limit is for one
  // visitor, and 20 connections of the mix stand for 20 visitors (from `firstVisitor` on: a mix sent to the same
  // bff after another one comes from other visitors, whose minute of requests is still to be spent).
  const agents = Array.from({ length: connections }, (_, index) => {
    const n = firstVisitor + index;
    return new http.Agent({
      keepAlive: true,
      maxSockets: 1,
      localAddress: `127.0.${200 + Math.floor(n / 200)}.${(n % 200) + 10}`,
    });
  });
  const url = (i) => `${apiUrl}/api/ads?${queryAt(i)}`;
  // Warm-up: every query of the set once.
  for (const query of queries) await get(agents[0], `${apiUrl}/api/ads?${query}`);
  const timings = [];
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  const statuses = new Map();
  const worker = async (offset) => {
    for (let i = offset; performance.now() < deadline && sent < MAX_REQUESTS; i += connections) {
      sent += 1;
      const begin = performance.now();
      try {
        const status = await get(agents[offset], url(i));
        if (status !== 200) {
          errors += 1;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      } catch {
        errors += 1;
        statuses.set('no answer', (statuses.get('no answer') ?? 0) + 1);
      }
      timings.push(performance.now() - begin);
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, n) => worker(n)));
  const elapsed = (performance.now() - started) / 1000;
  for (const agent of agents) agent.destroy();
  timings.sort((a, b) => a - b);
  return {
    connections,
    requests: timings.length,
    errors,
    errorStatuses: [...statuses].map(([status, count]) => `${count}× ${status}`).join(', '),
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    perSecond: timings.length / elapsed,
  };
}

export function formatFigures(label, figures) {
  return (
    `Text search, ${label}, ${figures.connections} connections: p50 ${figures.p50.toFixed(1)} ms, ` +
    `p95 ${figures.p95.toFixed(1)} ms, ${figures.perSecond.toFixed(1)} searches/s ` +
    `(${figures.requests} requests${figures.errors ? `, ${figures.errors} errors: ${figures.errorStatuses}` : ''})`
  );
}

async function waitForReady(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the api exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} was not ready after ${timeoutMs / 1000} s`);
}

/** Starts the built api (api/dist) on `port` with the demo data; `env` selects the database. */
export async function startApi(port, env) {
  const child = spawn(process.execPath, [path.join(root, 'api/dist/server.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, API_PORT: String(port), DEMO_DATA: '1', LOG_LEVEL: 'warn', ...env },
  });
  await waitForReady(`http://127.0.0.1:${port}/api/ready`, 300_000, child);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** BENCH_DATABASE_URL, or the local server's `postgres` database; null when no PostgreSQL answers. */
async function postgresAdminUrl() {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return null;
  }
}

/**
 * The same figures on PostgreSQL: a fresh database (dropped afterwards) with the demo data, served by an api
 * process of its own on `port`. Null when no PostgreSQL server answers.
 */
export async function postgresSearchFigures(port) {
  const adminUrl = await postgresAdminUrl();
  if (!adminUrl) return null;
  const name = `sokoni_bench_${process.pid}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let api;
  try {
    api = await startApi(port, { DATABASE_URL: url.toString() });
    return await searchFigures(api.url);
  } finally {
    await api?.stop();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

// ---- `npm run bench -- --scale`: the same kind of searches at a million ads (after `npm run seed:scale`) ----

/** Lists and searches of the scale bench: plain lists, common and rare words, misspellings, filters, deep pages. */
export const SCALE_QUERIES = [
  '',
  'sort=newest',
  'q=samsung',
  'q=toyota%20corolla',
  'q=iphone&sort=price_asc',
  'q=samsng',
  'q=telefone',
  'q=iphnoe%2013',
  'q=samsung&category=mobile-phones',
  'q=maison&location=kinshasa',
  'q=appartement&location=gombe&sort=price_desc',
  'q=livraison',
  'q=zzzzqqq',
  'category=cars&sort=price_asc',
  'category=property&min_price=1000&max_price=50000',
  'location=gombe',
  'q=corolla&page=3',
  'page=40',
  // The fields buyers filter on (#31): cars by make and year, by mileage and price, phones by brand and storage.
  'category=cars&attr.make=toyota&attr.year_min=2012',
  'category=cars&attr.mileage_km_max=100000&sort=price_asc',
  'category=mobile-phones&attr.brand=samsung&attr.storage_gb=128',
];

/**
 * Each query `rounds` times (after one warm-up each), one request at a time, the queries taking turns: whatever
 * else the machine does meanwhile (the api's jobs after its start, another process) falls on every query alike
 * rather than on the few that ran then. p50/p95/p99 per query, in ms.
 */
async function sequentialFigures(baseUrl, queries, rounds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const urls = queries.map((query) => `${baseUrl}/api/ads?${query}`);
  for (const url of urls) await get(agent, url);
  const timings = queries.map(() => []);
  const errors = queries.map(() => 0);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, url] of urls.entries()) {
      const begin = performance.now();
      const status = await get(agent, url);
      timings[index].push(performance.now() - begin);
      if (status !== 200) errors[index] += 1;
    }
  }
  agent.destroy();
  return queries.map((query, index) => {
    const sorted = timings[index].sort((a, b) => a - b);
    return {
      query: query || '(newest)',
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      errors: errors[index],
    };
  });
}

function formatTable(label, rows) {
  const lines = [`${label}: p50 / p95 / p99 ms`];
  for (const row of rows) {
    lines.push(
      `  ${row.query.padEnd(52)} ${row.p50.toFixed(1).padStart(7)} ${row.p95.toFixed(1).padStart(7)} ${row.p99.toFixed(1).padStart(7)}` +
        (row.errors ? `  (${row.errors} errors)` : ''),
    );
  }
  return lines.join('\n');
}

/** Starts the built bff (bff/dist) on `port` in front of `apiUrl`. */
async function startBff(port, apiUrl) {
  const child = spawn(process.execPath, [path.join(root, 'bff/dist/server.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), API_URL: apiUrl, LOG_LEVEL: 'warn', STANDALONE_REMOTES: '0' },
  });
  await waitForReady(`http://127.0.0.1:${port}/bff/health`, 60_000, child);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The scale figures: the api on BENCH_SCALE_DATABASE_URL (default the local `sokoni_scale` database, filled by
 * `npm run seed:scale`) and the bff in front of it, on `port` and `port + 1`.
 * - Each query of SCALE_QUERIES BENCH_SCALE_ROUNDS times (default 30) at the api and through the bff, with the
 *   shared search answers off (SEARCH_CACHE=off): what each search costs when it runs in full.
 * - The mix at 20 connections from 20 addresses, without the shared answers, then with them (the default): what
 *   the site serves when visitors send the searches everyone sends.
 * - Pages per second of `/`, `/ads` and an ad page through the bff (needs the site built).
 * - How long an approved ad takes to reach the inboxes of thousands of saved searches (tools/bench/alerts.mjs).
 */
export async function scaleFigures(port) {
  const databaseUrl =
    process.env.BENCH_SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sokoni_scale';
  const rounds = Number(process.env.BENCH_SCALE_ROUNDS ?? 30);
  const durationMs = Number(process.env.BENCH_SEARCH_SECONDS ?? 10) * 1000;
  const startPair = async (searchCache) => {
    const api = await startApi(port, {
      DATABASE_URL: databaseUrl,
      DEMO_DATA: '0',
      DATA_DIR: process.env.BENCH_SCALE_DATA_DIR ?? path.join(root, 'data', 'bench-scale'),
      SEARCH_CACHE: searchCache,
    });
    try {
      return { api, bff: await startBff(port + 1, api.url) };
    } catch (error) {
      await api.stop();
      throw error;
    }
  };
  const stopPair = async ({ api, bff }) => {
    await bff.stop();
    await api.stop();
  };
  const mixes = async ({ api, bff }, label) => [
    formatFigures(
      `api, mixed, 1 M, ${label}`,
      await searchFigures(api.url, { connections: 20, durationMs, queries: SCALE_QUERIES }),
    ),
    formatFigures(
      `bff, mixed, 1 M, ${label}`,
      await searchFigures(bff.url, { connections: 20, durationMs, queries: SCALE_QUERIES }),
    ),
  ];
  const lines = [];
  const uncached = await startPair('off');
  try {
    const total = await (await fetch(`${uncached.api.url}/api/ads?per_page=1`)).json();
    lines.push(
      `Scale bench on ${new URL(databaseUrl).pathname.slice(1)}: ${total.total}${total.total_is_lower_bound ? '+' : ''} visible ads counted, ${rounds} rounds a query`,
    );
    lines.push(
      formatTable(
        'api, each search run in full',
        await sequentialFigures(uncached.api.url, SCALE_QUERIES, rounds),
      ),
    );
    lines.push(
      formatTable(
        'through the bff, each search run in full',
        await sequentialFigures(uncached.bff.url, SCALE_QUERIES, rounds),
      ),
    );
    lines.push(...(await mixes(uncached, 'every search run in full')));
  } finally {
    await stopPair(uncached);
  }
  lines.push(await pgliteScaleFigures(port + 2, rounds));
  const shared = await startPair('on');
  try {
    lines.push(...(await mixes(shared, 'shared answers')));
    const longTail = await longTailSearches(databaseUrl);
    lines.push(
      formatFigures(
        'bff, mixed, 1 M, shared answers, every other search from the long tail',
        await searchFigures(shared.bff.url, {
          connections: 20,
          durationMs,
          queries: SCALE_QUERIES,
          // Each visitor's searches alternate (the k-th search of visitor n is request n + 20k).
          queryAt: (i) =>
            (Math.floor(i / 20) + i) % 2 === 0 ? SCALE_QUERIES[i % SCALE_QUERIES.length] : longTail(),
          firstVisitor: 20,
        }),
      ),
    );
    // Pages need the shell and the remotes built (`npm run build`); without them the bff serves no page.
    if (existsSync(path.join(root, 'shell/dist/server/main.js'))) {
      lines.push(...(await sitePageFigures(shared.bff.url, shared.api.url)));
    } else {
      lines.push('Pages: the shell is not built (npm run build), no page figures');
    }
    lines.push(await alertFigures(shared.api.url, databaseUrl));
  } finally {
    await stopPair(shared);
  }
  return lines.join('\n');
}

/**
 * Searches of the long tail: a word of the ads' vocabulary (`search_words`, the words of the titles), half of them
 * in one of the places, a quarter by price, on page 1, 2 or 3, drawn at random: some 400 000 searches, so that
 * hardly any is sent twice while an answer is shared. What the searches no one else sends cost beside those
 * everyone sends.
 */
async function longTailSearches(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let words;
  let places;
  try {
    words = (await client.query('SELECT word FROM search_words')).rows.map((row) => row.word);
    places = (await client.query('SELECT slug FROM locations WHERE is_active')).rows.map((row) => row.slug);
  } finally {
    await client.end();
  }
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  return () => {
    const query = new URLSearchParams({ q: pick(words) });
    if (Math.random() < 0.5) query.set('location', pick(places));
    if (Math.random() < 0.25) query.set('sort', 'price_asc');
    query.set('page', String(1 + Math.floor(Math.random() * 3)));
    return query.toString();
  };
}

/**
 * The embedded database at its own scale: the same queries, one at a time, at an api over the PGlite folder
 * BENCH_SCALE_PGLITE_DIR (default `data/bench-scale-pglite`). A folder without a database is filled first by
 * `seed:scale` without DATABASE_URL (50 000 ads, about 15 s); one that has a database is measured as it is.
 */
async function pgliteScaleFigures(port, rounds) {
  const dataDir = process.env.BENCH_SCALE_PGLITE_DIR ?? path.join(root, 'data', 'bench-scale-pglite');
  if (!existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))) {
    console.log(`PGlite at scale: filling ${dataDir} (seed:scale, 50 000 ads)…`);
    const seeded = spawnSync('npx', ['tsx', path.join(root, 'api/src/cli.ts'), 'seed-scale'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    if (seeded.status !== 0)
      return `PGlite at scale: seed:scale failed in ${dataDir} (exit ${seeded.status})`;
  }
  const api = await startApi(port, {
    DATABASE_URL: '',
    DEMO_DATA: '0',
    DATA_DIR: dataDir,
    SEARCH_CACHE: 'off',
  });
  try {
    const total = await (await fetch(`${api.url}/api/ads?per_page=1`)).json();
    return formatTable(
      `PGlite (${total.total}${total.total_is_lower_bound ? '+' : ''} visible ads counted), api, each search run in full`,
      await sequentialFigures(api.url, SCALE_QUERIES, rounds),
    );
  } finally {
    await api.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.BENCH_PORT ?? 3200) + 10;
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npx', ['nx', 'run', 'api:build', '--outputStyle=static'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false' },
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const embedded = await startApi(port, {
    DATA_DIR: process.env.BENCH_DATA_DIR ?? path.join(root, 'data', 'bench-search'),
  });
  try {
    console.log(formatFigures('embedded PGlite', await searchFigures(embedded.url)));
  } finally {
    await embedded.stop();
  }
  const onPostgres = await postgresSearchFigures(port + 1);
  console.log(
    onPostgres ? formatFigures('PostgreSQL', onPostgres) : 'Text search on PostgreSQL: no server answered',
  );
}
