#!/usr/bin/env node
// `npm run bench`: starts the built site on spare ports with the demo data and prints the budget figures:
// the JavaScript a first visit to `/` downloads (KB gzip, goal ≤ 180), the search latency p50/p95, and text
// searches at 50 connections on the embedded database and on PostgreSQL (tools/bench/search.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { formatFigures, postgresSearchFigures, searchFigures } from './bench/search.mjs';
import { reportPageLoad } from './bench/lighthouse.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3200);
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

async function firstLoadJs() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage({ viewport: { width: 360, height: 780 } });
  const scripts = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || response.url().endsWith('.js')) {
      try {
        const body = await response.body();
        scripts.push({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
      } catch {
        // Redirects and aborted responses have no body.
      }
    }
  });
  await page.goto(base + '/', { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await browser.close();
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  return { total, scripts };
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

try {
  await ready;
  const js = await firstLoadJs();
  for (const s of js.scripts)
    console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB gzip  ${new URL(s.url).pathname}`);
  console.log(
    `First-load JavaScript of /: ${(js.total / 1024).toFixed(1)} KB gzip in ${js.scripts.length} files (goal ≤ 180 KB)`,
  );
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
  await reportPageLoad(base);
} finally {
  site.kill('SIGTERM');
}
