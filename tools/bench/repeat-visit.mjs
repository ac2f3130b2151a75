// The bytes a repeat visit to a page costs, the next day: a first visit in Chromium installs the offline worker
// and fills the caches, the browser is closed and opened again on the same profile, and the page is visited
// again. Each visit's figure is what Chromium received from the network (its network log: every socket's bytes,
// headers included, the worker's own requests and its update check too), with the requests that reached the
// network listed (status, bytes). Used by tools/bench.mjs; runs alone too:
//   node tools/bench/repeat-visit.mjs http://127.0.0.1:3870 [/path]
//
// "The next day" needs no clock: what the browser may reuse without asking is only what the site marks
// immutable (hashed file names); everything else is revalidated on every visit (no-cache, with an ETag), so a
// visit a minute later asks the same questions as one a day later. The page's data is fetched again.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const chromeArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Every socket byte Chromium received during a run, from its NetLog file. */
function socketBytesReceived(netLogFile) {
  const log = JSON.parse(readFileSync(netLogFile, 'utf8'));
  const received = log.constants.logEventTypes.SOCKET_BYTES_RECEIVED;
  let total = 0;
  for (const event of log.events) if (event.type === received) total += event.params?.byte_count ?? 0;
  return total;
}

/** One visit of `url` on the profile in `profile`: the bytes received and the requests that went out. */
async function visit(chromium, profile, url, netLogFile) {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...chromeArgs, `--log-net-log=${netLogFile}`],
    viewport: { width: 360, height: 780 },
    serviceWorkers: 'allow',
  });
  const requests = [];
  const reading = [];
  context.on('requestfinished', (request) => {
    reading.push(
      (async () => {
        const response = await request.response();
        const sizes = await request.sizes();
        requests.push({
          url: request.url(),
          status: response?.status() ?? 0,
          fromWorker: response?.fromServiceWorker() ?? false,
          byWorker: request.serviceWorker() !== null,
          bytes: sizes.responseHeadersSize + sizes.responseBodySize,
        });
      })().catch(() => undefined),
    );
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // The worker installs, takes over and keeps the page's remotes; then the caches are as a visitor leaves them.
    await page.evaluate(() => navigator.serviceWorker?.ready.then(() => undefined));
    await page.waitForTimeout(6000);
    await Promise.race([Promise.all(reading), new Promise((resolve) => setTimeout(resolve, 5000))]);
  } finally {
    await context.close();
  }
  return { bytes: socketBytesReceived(netLogFile), requests };
}

/** The first visit, then the repeat visit on the same profile. */
export async function repeatVisitBytes(base, pagePath = '/') {
  const { chromium } = await import('playwright-core');
  const dir = mkdtempSync(path.join(tmpdir(), 'sokoni-repeat-'));
  const profile = path.join(dir, 'profile');
  try {
    const first = await visit(chromium, profile, base + pagePath, path.join(dir, 'first.json'));
    const repeat = await visit(chromium, profile, base + pagePath, path.join(dir, 'repeat.json'));
    return { path: pagePath, first, repeat };
  } finally {
    if (!process.env.KEEP_REPEAT_PROFILE) rmSync(dir, { recursive: true, force: true });
    else console.log(dir);
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The requests of a visit that reached the network (not those the worker answered from its cache). */
function networkRequests(requests) {
  return requests.filter((request) => !request.fromWorker).sort((a, b) => b.bytes - a.bytes);
}

export function reportRepeatVisit({ path: pagePath, first, repeat }, { details = false } = {}) {
  console.log(
    `Repeat visit to ${pagePath} (next day), bytes received by Chromium: ${repeat.bytes} (${kb(repeat.bytes)}; goal ≤ 30 KB), first visit ${kb(first.bytes)}`,
  );
  if (!details) return;
  for (const request of networkRequests(repeat.requests)) {
    const who = request.byWorker ? 'worker' : 'page  ';
    console.log(
      `  ${String(request.status).padEnd(4)} ${who} ${kb(request.bytes).padStart(9)}  ${new URL(request.url).pathname}`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await repeatVisitBytes(process.argv[2] ?? 'http://127.0.0.1:3000', process.argv[3] ?? '/');
  reportRepeatVisit(result, { details: true });
}
