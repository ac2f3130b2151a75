// How fast an early tap answers on a slow phone over 3G: a first visit to `/ads` in Chromium with its network held
// to the slow profile (300 ms round trip, 700 kbit/s each way) and its CPU slowed 4×, a tap on the first ad card
// 1.5 s after the list has drawn, and the time from the tap until the ad page shows that ad's title and its
// photo (decoded and on screen, then one frame painted). Median of several fresh visits (no cache, no worker).
// Used by tools/bench.mjs; runs alone too:
//   node tools/bench/tap.mjs http://127.0.0.1:3112
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { emulateSlowNetwork, SLOW_PROFILE } from './lighthouse.mjs';

/** The tap comes this long after the list has drawn: people tap as soon as they see the card. */
export const TAP_DELAY_MS = 1500;
const RUNS = Math.max(1, Number(process.env.TAP_RUNS ?? 3) || 3);

/** A fresh phone-sized page with the slow network and CPU applied before anything loads. */
export async function slowPhonePage(browser) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await emulateSlowNetwork(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PROFILE.cpuSlowdownMultiplier });
  return { context, page };
}

/**
 * Runs in every document of the visit: once the tap has been made (a flag in the tab's session storage, which a
 * full page load keeps), it records, for each ad title shown (`page:<title>` by the ad page, `preview:<title>` by
 * the preview of a tap made before the app ran), the first moment (epoch milliseconds) the title and a photo at
 * least 200 px wide beside it were on screen and decoded, one frame after they were.
 */
function watchShownAds() {
  const check = () => {
    if (sessionStorage.getItem('tap-bench') === '1') {
      // The page's own ad page, or the preview a tap before the app ran shows (#early-tap), whichever is drawn.
      for (const heading of document.querySelectorAll('h1')) {
        const area = heading.closest('#early-tap, #main, main');
        const title = heading.textContent?.trim();
        const photo = [...(area?.querySelectorAll('img') ?? [])].some((img) => {
          const box = img.getBoundingClientRect();
          return box.width >= 200 && box.top < window.innerHeight && img.complete && img.naturalWidth > 0;
        });
        const key = `${area?.id === 'early-tap' ? 'preview' : 'page'}:${title}`;
        if (title && photo) {
          requestAnimationFrame(() => {
            // Kept in the tab's session storage: the preview's page is gone once the ad page has loaded.
            const shown = JSON.parse(sessionStorage.getItem('tap-bench-shown') ?? '{}');
            if (shown[key] !== undefined) return;
            shown[key] = performance.timeOrigin + performance.now();
            sessionStorage.setItem('tap-bench-shown', JSON.stringify(shown));
          });
        }
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * One visit: milliseconds from the tap to the ad's title and photo painted (`ms`, by the preview or the ad page,
 * whichever came first; `pageMs`, by the ad page itself), and what the browser said of its connection.
 */
async function oneTap(browser, base) {
  const { context, page } = await slowPhonePage(browser);
  try {
    await page.addInitScript(watchShownAds);
    await page.goto(`${base}/ads?sort=newest`, { waitUntil: 'commit', timeout: 120_000 });
    const link = page.getByTestId('ad-card').first().getByRole('heading').getByRole('link');
    await link.waitFor({ state: 'visible', timeout: 120_000 });
    const title = (await link.textContent()).trim();
    const effectiveType = await page.evaluate(() => navigator.connection?.effectiveType ?? 'unknown');
    await page.waitForTimeout(TAP_DELAY_MS);
    // Whether the app had taken over the page when the tap came (else the tap loads the ad page from the server).
    const interactive = await page.evaluate(() => document.documentElement.hasAttribute('data-interactive'));
    await page.evaluate(() => sessionStorage.setItem('tap-bench', '1'));
    const tappedAt = Date.now();
    await link.tap({ noWaitAfter: true });
    const deadline = Date.now() + 60_000;
    for (;;) {
      // A full page load replaces the document under the question: ask again.
      const shown = await page
        .evaluate(() => JSON.parse(sessionStorage.getItem('tap-bench-shown') ?? '{}'))
        .catch(() => undefined);
      const pageAt = shown?.[`page:${title}`];
      const previewAt = shown?.[`preview:${title}`];
      if (pageAt !== undefined) {
        const first = previewAt === undefined ? pageAt : Math.min(previewAt, pageAt);
        return { ms: first - tappedAt, pageMs: pageAt - tappedAt, effectiveType, interactive };
      }
      if (Date.now() > deadline) throw new Error(`the ad "${title}" did not show within 60 s of the tap`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The median and each run of `RUNS` early taps. */
export async function earlyTapFigures(base, runs = RUNS) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  const results = [];
  try {
    for (let run = 0; run < runs; run += 1) results.push(await oneTap(browser, base));
  } finally {
    await browser.close();
  }
  return { median: median(results.map((r) => r.ms)), runs: results };
}

/** Prints the early-tap figure against its goal. */
export function reportEarlyTap({ median: ms, runs }) {
  const each = runs.map((r) => `${Math.round(r.ms)}${r.interactive ? '' : '*'}`).join(', ');
  console.log(
    `Tap on the first card of /ads ${TAP_DELAY_MS / 1000} s after the list drew, slow profile (${SLOW_PROFILE.rttMs} ms, ${SLOW_PROFILE.throughputKbps} kbit/s, ${SLOW_PROFILE.cpuSlowdownMultiplier}× CPU, connection seen as "${runs[0]?.effectiveType}") → ad title and photo painted: median ${Math.round(ms)} ms of ${runs.length} (${each} ms; * = before the app had taken over the page; goal ≤ 500 ms)`,
  );
  console.log(
    `  the ad page itself drawn (seller, description…): median ${Math.round(median(runs.map((r) => r.pageMs)))} ms (${runs.map((r) => Math.round(r.pageMs)).join(', ')} ms)`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  reportEarlyTap(await earlyTapFigures(process.argv[2] ?? 'http://127.0.0.1:3000'));
}
