// Page-load figures of the public pages on a slow phone over 3G, as Lighthouse measures them (its mobile
// "slow 4G" simulation set to 300 ms RTT, 700 kbit/s and a 4× slower CPU), the JavaScript a first visit
// downloads as Chromium received it, and the ad page's HTML as sent. Used by tools/bench.mjs; runs alone too:
//   node tools/bench/lighthouse.mjs http://127.0.0.1:3112
import { brotliCompressSync, constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { htmlAsSent } from './html-as-sent.mjs';

/** Lighthouse's simulated throttling of the 3G profile the product targets. */
export const SLOW_PROFILE = {
  rttMs: 300,
  throughputKbps: 700,
  cpuSlowdownMultiplier: 4,
  requestLatencyMs: 300 * 3.75,
  downloadThroughputKbps: 700 * 0.9,
  uploadThroughputKbps: 700 * 0.9,
};

/** The slow profile's network as Chromium's own emulation takes it (round trip, bytes per second each way). */
export const SLOW_NETWORK = {
  offline: false,
  latency: SLOW_PROFILE.rttMs,
  downloadThroughput: (SLOW_PROFILE.throughputKbps * 1000) / 8,
  uploadThroughput: (SLOW_PROFILE.throughputKbps * 1000) / 8,
};

/** Holds `page`'s network to the slow profile (the page's browser then tells it its link is 3G). */
export async function emulateSlowNetwork(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
  return cdp;
}

const chromeFlags = ['--headless=new', ...CHROMIUM_ARGS];

/** One ad page of the demo data: the newest ad that has a photo (the page's largest element is its photo). */
export async function sampleAdPath(base) {
  const response = await fetch(`${base}/api/ads?per_page=20&sort=newest`);
  const body = await response.json();
  const ad = body.data.find((entry) => entry.images?.length > 0) ?? body.data[0];
  return `/ads/${ad.slug}`;
}

/** The first top-level category of the demo data, and a storefront of a demo business (the first to answer). */
export async function sampleCatalogPaths(base) {
  const paths = [];
  const categories = await (await fetch(`${base}/api/categories`)).json();
  const list = Array.isArray(categories) ? categories : (categories.data ?? []);
  const category = list.find((entry) => !entry.parent_id) ?? list[0];
  if (category?.slug) paths.push(`/category/${category.slug}`);
  for (const slug of ['kin-electro', 'goma-auto-services', 'lubumbashi-immo']) {
    if ((await fetch(`${base}/api/businesses/${slug}`)).ok) {
      paths.push(`/business/${slug}`);
      break;
    }
  }
  return paths;
}

/** One Lighthouse run of `url` on the slow profile: its figures, or the error that stopped it. */
async function lighthouseRun(lighthouse, port, url) {
  let runner;
  try {
    runner = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      {
        extends: 'lighthouse:default',
        settings: {
          formFactor: 'mobile',
          screenEmulation: { mobile: true, width: 360, height: 780, deviceScaleFactor: 2, disabled: false },
          throttlingMethod: 'simulate',
          throttling: SLOW_PROFILE,
          disableStorageReset: false,
          maxWaitForLoad: 90_000,
        },
      },
    );
  } catch (error) {
    return { error: String(error?.message ?? error).split('\n')[0] };
  }
  if (runner.lhr.runtimeError) return { error: runner.lhr.runtimeError.message };
  const audits = runner.lhr.audits;
  return {
    lcpMs: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    score: Math.round((runner.lhr.categories.performance.score ?? 0) * 100),
    bytes: audits['total-byte-weight'].numericValue,
    benchmarkIndex: runner.lhr.environment.benchmarkIndex,
  };
}

/**
 * Lighthouse runs a page: its simulated timings move from run to run by a few hundred milliseconds (the
 * requests that happened to end before the first paint), so each figure is the median of several runs.
 */
export const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** LCP, CLS, TBT, performance score and bytes of each page (medians of LIGHTHOUSE_RUNS runs a page). */
export async function lighthouseFigures(base, paths) {
  let lighthouse;
  let chromeLauncher;
  try {
    lighthouse = (await import('lighthouse')).default;
    chromeLauncher = await import('chrome-launcher');
  } catch {
    return { unavailable: 'the lighthouse package is not installed (npm install)' };
  }
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags,
  });
  const results = [];
  try {
    for (const path of paths) {
      const runs = [];
      let failure = null;
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
        const figures = await lighthouseRun(lighthouse, chrome.port, `${base}${path}`);
        if (figures.error) failure = figures.error;
        else runs.push(figures);
      }
      if (runs.length === 0) {
        results.push({ path, error: failure });
        continue;
      }
      const pick = (key) => median(runs.map((figures) => figures[key]));
      results.push({
        path,
        runs: runs.length,
        lcpMs: pick('lcpMs'),
        cls: pick('cls'),
        tbtMs: pick('tbtMs'),
        score: Math.round(pick('score')),
        bytes: pick('bytes'),
        benchmarkIndex: pick('benchmarkIndex'),
      });
    }
  } finally {
    await chrome.kill();
  }
  return { results };
}

/** A response's `Content-Encoding` as Chromium received it (`identity` when none). */
function encodingOf(headers) {
  return (headers['content-encoding'] ?? 'identity').toLowerCase();
}

/**
 * The JavaScript a first visit to `path` downloads (what the page's HTML and the federation runtime pull in),
 * as Chromium received it: each script's body bytes on the wire (its encoded size in the network log, before
 * the browser decodes it) and its `Content-Encoding`, beside brotli quality 11 of the same decoded bytes, the
 * best a build step can send. `sent / brotli11` near 100 % means the bff sends the build's brotli twins. With
 * `slow`, over the slow profile's network, where the page gets no ad ready ahead (see shared-ui's ad prefetch).
 */
export async function firstLoadJs(base, path = '/', { slow = false } = {}) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  const page = await browser.newPage({ viewport: { width: 360, height: 780 } });
  if (slow) await emulateSlowNetwork(page);
  const scripts = [];
  const reading = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' && !response.url().endsWith('.js')) return;
    reading.push(
      (async () => {
        // The body first: sizes are final once it has arrived.
        const body = await response.body();
        const { responseBodySize } = await response.request().sizes();
        const headers = await response.allHeaders();
        // Under network emulation Chromium may not report a body size: the length the server declared is it.
        const sent = responseBodySize >= 0 ? responseBodySize : Number(headers['content-length'] ?? NaN);
        const brotli11 = brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
        }).length;
        scripts.push({
          url: response.url(),
          sent,
          brotli11,
          encoding: encodingOf(headers),
        });
      })().catch(() => undefined), // Redirects and aborted responses have no body.
    );
  });
  await page.goto(base + path, { waitUntil: 'networkidle', timeout: 120_000 });
  // On a slow link the app's scripts start after the page and its photos: a quiet moment before them is not the end.
  await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await Promise.all(reading);
  await browser.close();
  const sum = (key) => scripts.reduce((total, script) => total + script[key], 0);
  return { path, slow, total: sum('sent'), brotli11: sum('brotli11'), scripts };
}

/** The active demo ad with the longest description: the heaviest ad page. */
export async function heaviestAdPath(base) {
  let heaviest = null;
  for (let page = 1; ; page += 1) {
    const body = await (await fetch(`${base}/api/ads?per_page=60&page=${page}`)).json();
    for (const ad of body.data) {
      if (!heaviest || (ad.description ?? '').length > (heaviest.description ?? '').length) heaviest = ad;
    }
    if (body.data.length < 60 || page >= 100) break;
  }
  return `/ads/${heaviest.slug}`;
}

/**
 * The main thread's blocked time of a real load of `path` in Chromium with its CPU slowed 4× (the network as it
 * is): the sum of each long task's time past 50 ms, from the first paint until 4 s after the page answers taps.
 * Lighthouse's TBT is simulated from an unthrottled trace and moves with the machine's load by a few hundred
 * milliseconds from one hour to the next; this one is measured, so it moves less. Median of `runs` loads.
 */
export async function observedBlockingTime(base, path, runs = LIGHTHOUSE_RUNS) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  const figures = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const page = await browser.newPage({ viewport: { width: 360, height: 780 }, deviceScaleFactor: 2 });
      await page.addInitScript(() => {
        window.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
        }).observe({ type: 'longtask', buffered: true });
      });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PROFILE.cpuSlowdownMultiplier });
      await page.goto(base + path);
      await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 120_000 });
      await page.waitForTimeout(4000);
      figures.push(
        await page.evaluate(() => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
          return window.__longTasks
            .filter(([start, duration]) => start + duration > paint)
            .reduce(
              (sum, [start, duration]) =>
                sum + Math.max(0, Math.min(duration, start + duration - paint) - 50),
              0,
            );
        }),
      );
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return median(figures);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const percent = (part, whole) => `${whole > 0 ? Math.round((part / whole) * 100) : 0} %`;

/** Prints each page's first-load scripts as received, then the totals against the budget and brotli 11. */
export function reportFirstLoadJs(pages) {
  for (const { path, slow, total, brotli11, scripts } of pages) {
    console.log(
      `First-load JavaScript of ${path} ${slow ? 'on the slow profile (3G: no ad made ready ahead)' : 'on a fast link (the first ads in sight made ready ahead)'}, as received (sent / brotli 11 of the same bytes, encoding):`,
    );
    for (const script of [...scripts].sort((a, b) => b.sent - a.sent))
      console.log(
        `  ${kb(script.sent).padStart(9)} / ${kb(script.brotli11).padStart(9)}  ${script.encoding.padEnd(8)} ${new URL(script.url).pathname}`,
      );
    console.log(
      `  ${path}: ${kb(total)} received in ${scripts.length} files (goal ≤ 160 KB); sent / brotli 11: ${percent(total, brotli11)} (goal ≤ 102 %)`,
    );
  }
}

/** Prints the figures for `/`, `/ads`, one ad page, one category and one storefront. */
export async function reportPageLoad(base) {
  const paths = ['/', '/ads', await sampleAdPath(base), ...(await sampleCatalogPaths(base))];
  const js = [];
  for (const slow of [true, false]) {
    for (const path of ['/', '/ads']) js.push(await firstLoadJs(base, path, { slow }));
  }
  reportFirstLoadJs(js);
  const heaviestAd = await heaviestAdPath(base);
  console.log(
    `Ad page HTML as sent with its headers, heaviest demo ad (${heaviestAd}): ${await htmlAsSent(base, heaviestAd)} bytes (goal ≤ 14 000, inside the first round trip)`,
  );
  const lh = await lighthouseFigures(base, paths);
  if (lh.unavailable) {
    console.log(`Lighthouse: not run (${lh.unavailable})`);
    return { js, lighthouse: null };
  }
  console.log(
    `Lighthouse, slow profile (300 ms RTT, 700 kbit/s, 4× CPU), medians of ${LIGHTHOUSE_RUNS} runs:`,
  );
  for (const r of lh.results) {
    if (r.error) {
      console.log(`  ${r.path.padEnd(48)} not measured: ${r.error}`);
      continue;
    }
    console.log(
      `  ${r.path.padEnd(48)} LCP ${(r.lcpMs / 1000).toFixed(1)} s  CLS ${r.cls.toFixed(3)}  TBT ${Math.round(r.tbtMs)} ms  score ${r.score}  ${(r.bytes / 1024).toFixed(0)} KB`,
    );
  }
  const indexes = lh.results.filter((r) => !r.error).map((r) => r.benchmarkIndex);
  if (indexes.length > 0)
    console.log(
      `  CPU benchmark index of this machine: ${Math.round(median(indexes))} (Lighthouse's; blocked time is this CPU's work slowed 4×, so compare figures taken on machines of a similar index)`,
    );
  console.log(
    `Blocked main thread of a real load with the CPU slowed ${SLOW_PROFILE.cpuSlowdownMultiplier}× (Chromium's long tasks, medians of ${LIGHTHOUSE_RUNS}):`,
  );
  for (const path of paths) {
    console.log(`  ${path.padEnd(48)} ${Math.round(await observedBlockingTime(base, path))} ms`);
  }
  return { js, lighthouse: lh.results };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await reportPageLoad(process.argv[2] ?? 'http://127.0.0.1:3000');
}
