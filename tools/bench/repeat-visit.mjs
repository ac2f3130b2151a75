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
import { lookup } from 'node:dns/promises';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';

/**
 * The addresses Chromium's sockets to `origin` connect to, as its NetLog writes them (`127.0.0.1:3000`,
 * `[::1]:3000`): a host name (`localhost`) is looked up, since the log names the address, not the name.
 */
async function socketAddresses(origin) {
  const { hostname, port, protocol } = new URL(origin);
  const portPart = port || (protocol === 'https:' ? '443' : '80');
  const host = hostname.replace(/^\[|\]$/g, '');
  const found = await lookup(host, { all: true });
  return new Set(
    found.map(({ address, family }) =>
      family === 6 ? `[${address}]:${portPart}` : `${address}:${portPart}`,
    ),
  );
}

/**
 * What a run's NetLog file says Chromium received from `origin` (its sockets connect to `addresses`): every byte
 * its sockets to that host read (headers and bodies, the worker's requests and its update check included;
 * Chromium's own calls elsewhere left out), and each response that came from there (status line and address).
 */
function receivedFrom(netLogFile, origin, addresses) {
  const log = JSON.parse(readFileSync(netLogFile, 'utf8'));
  const types = log.constants.logEventTypes;
  const siteSockets = new Set();
  const urls = new Map();
  const responses = [];
  let bytes = 0;
  for (const event of log.events) {
    const source = event.source.id;
    const params = event.params ?? {};
    if (event.type === types.TCP_CONNECT_ATTEMPT && addresses.has(params.address)) siteSockets.add(source);
    else if (event.type === types.SOCKET_BYTES_RECEIVED && siteSockets.has(source))
      bytes += params.byte_count ?? 0;
    else if (event.type === types.URL_REQUEST_START_JOB && params.url) urls.set(source, params.url);
    else if (event.type === types.HTTP_TRANSACTION_READ_RESPONSE_HEADERS) {
      const url = urls.get(source);
      if (url?.startsWith(origin)) {
        const status = (params.headers ?? [])[0] ?? '';
        const length = (params.headers ?? []).find((line) => /^content-length:/i.test(line));
        responses.push({ url, status, length: length ? Number(length.split(':')[1]) : 0 });
      }
    }
  }
  return { bytes, responses };
}

/** One visit of `url` on the profile in `profile`: what Chromium received from the site. */
async function visit(chromium, profile, url, netLogFile) {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, `--log-net-log=${netLogFile}`],
    viewport: { width: 360, height: 780 },
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // A page that failed to start would cost fewer bytes: the figure counts only a page that answers taps.
    await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 60_000 });
    // The worker installs, takes over and keeps the page's remotes; then the caches are as a visitor leaves them.
    await page.evaluate(() => navigator.serviceWorker?.ready.then(() => undefined));
    await page.waitForTimeout(6000);
  } finally {
    await context.close();
  }
  const { origin } = new URL(url);
  const received = receivedFrom(netLogFile, origin, await socketAddresses(origin));
  // A page that answered taps came from the network at least once: none counted means the log was misread.
  if (received.responses.length > 0 && received.bytes === 0)
    throw new Error(
      `No bytes counted from ${origin} in Chromium's network log: its sockets were not recognised`,
    );
  return received;
}

/**
 * The first visit, then the repeat visit on the same profile; `between` (optional) runs in between, to change
 * what the page shows as a day of new ads would.
 */
export async function repeatVisitBytes(base, pagePath = '/', { between } = {}) {
  const { chromium } = await import('playwright-core');
  const dir = mkdtempSync(path.join(tmpdir(), 'sokoni-repeat-'));
  const profile = path.join(dir, 'profile');
  try {
    const first = await visit(chromium, profile, base + pagePath, path.join(dir, 'first.json'));
    if (between) await between();
    const repeat = await visit(chromium, profile, base + pagePath, path.join(dir, 'repeat.json'));
    return { path: pagePath, first, repeat };
  } finally {
    if (!process.env.KEEP_REPEAT_PROFILE) rmSync(dir, { recursive: true, force: true });
    else console.log(dir);
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Prints the repeat visit's bytes; `change` says what changed on the page between the two visits (nothing when
 * absent: the page as it was, which the browser only revalidates).
 */
export function reportRepeatVisit({ path: pagePath, first, repeat }, { details = false, change } = {}) {
  console.log(
    `Repeat visit to ${pagePath} (next day, ${change ?? 'the page unchanged'}), bytes received by Chromium: ${repeat.bytes} (${kb(repeat.bytes)}; goal ≤ 30 KB; the first visit ${kb(first.bytes)})`,
  );
  if (!details) return;
  for (const response of repeat.responses) {
    console.log(
      `  ${response.status.padEnd(28)} ${String(response.length).padStart(7)}  ${new URL(response.url).pathname}`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await repeatVisitBytes(process.argv[2] ?? 'http://127.0.0.1:3000', process.argv[3] ?? '/');
  reportRepeatVisit(result, { details: true });
}
