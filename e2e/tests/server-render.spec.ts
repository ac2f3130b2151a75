import { brotliCompressSync, constants } from 'node:zlib';
import { expect, test, type Page, type Response } from '@playwright/test';
import { htmlAsSent } from '../../tools/bench/html-as-sent.mjs';

/**
 * Public pages arrive rendered (issue 14): the HTML holds the content, the browser takes it over without
 * redrawing it and without asking the api again, and a page the server cannot render still works.
 */

type AdSummary = { slug: string; title: string; images?: { url?: string; thumbnail_url?: string }[] };

/** The newest ad with a photo (other suites publish ads without one). */
async function firstAd(page: Page): Promise<AdSummary> {
  const response = await page.request.get('/api/ads?per_page=20&sort=newest');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: AdSummary[] };
  const withPhoto = body.data.find((ad) => (ad.images ?? []).length > 0);
  expect(withPhoto).toBeDefined();
  return withPhoto!;
}

/** Console errors and the api calls a page makes once it is shown. */
function watch(page: Page) {
  const errors: string[] = [];
  const calls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/(api|bff)\//.test(url.pathname)) calls.push(`${url.pathname}${url.search}`);
  });
  return { errors, calls };
}

/**
 * Holds the page's network to the bench's slow profile (300 ms round trip, 700 kbit/s), where the page makes no
 * ad ready ahead (see shared-ui's ad prefetch): what it downloads then is what its first screen needs.
 */
async function onSlowNetwork(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: (700 * 1000) / 8,
    uploadThroughput: (700 * 1000) / 8,
  });
}

const MISMATCH = /did not match its server rendering|Minified React error #(418|419|423|425)|Hydration/i;

test('the HTML of an ad page holds its title, price and first photo', async ({ page }) => {
  const ad = await firstAd(page);
  const response = await page.request.get(`/ads/${ad.slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toContain('<h1');
  const text = root
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  expect(text).toContain(ad.title);
  expect(root).toMatch(/<img\b[^>]*src="\/media\/ads\//);
  expect(html).toContain('<script id="sokoni-state" type="application/json">');
  // The components' styles, as plain rules: styled-components' markers are not sent.
  expect(html).toMatch(/<style>[^<]*\*,\*::before,\*::after\{box-sizing:border-box;\}/);
  expect(html).not.toContain('/*!sc*/');
});

test('the HTML of the home page and of the listing holds ad cards with photos', async ({ page }) => {
  for (const path of ['/', '/ads?sort=newest']) {
    const html = await (await page.request.get(path)).text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root, path).toContain('data-testid="ad-card"');
    expect(root, path).toMatch(/<img\b[^>]*src="\/media\/ads\//);
  }
});

test('every script a page runs asks to be compiled while it downloads', async ({ page }) => {
  const scripts: Promise<{ url: string; head: string } | null>[] = [];
  const collect = (response: Response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() === 'script' && url.pathname.endsWith('.js')) {
      scripts.push(
        response
          .text()
          .then((body) => ({ url: url.pathname, head: body.slice(0, 40) }))
          // A script still arriving when the page is done with (an ad made ready ahead) has no body to read.
          .catch(() => null),
      );
    }
  };
  page.on('response', collect);
  await page.goto('/ads');
  await expect(page.locator('html[data-interactive]')).toHaveCount(1, { timeout: 60_000 });
  page.off('response', collect);
  const loaded = (await Promise.all(scripts)).filter((script) => script !== null);
  // The shell's files and a remote's (its entry and its routes) at least.
  expect(loaded.some((script) => script.url.startsWith('/remotes/ads/'))).toBe(true);
  for (const script of loaded) expect(script.head, script.url).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
});

test('a list page is taken over without the widgets for a visitor not signed in: its page numbers come alone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // On a fast link the cards in sight get their ad pages made ready ahead, whose code may use the widgets.
  await onSlowNetwork(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) scripts.push(pathname);
  });
  await page.goto('/ads', { timeout: 60_000 });
  await expect(page.locator('html[data-interactive]')).toHaveCount(1, { timeout: 90_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('navigation', { name: /pagination|pages/i })).toBeVisible();
  // The dialogs, tabs and live events of `@sokoni/shared-ui/widgets` are for a signed-in visitor's save of the
  // search; the pagination is `@sokoni/shared-ui/pagination`, a file of about 1 KB.
  expect(scripts.filter((script) => /^\/pagination\.[0-9a-f]{8}\.js$/.test(script))).toHaveLength(1);
  expect(scripts.filter((script) => /^\/widgets\.[0-9a-f]{8}\.js$/.test(script))).toEqual([]);
  await expect(page.getByRole('button', { name: 'Enregistrer cette recherche' })).toBeVisible();
});

/**
 * What a first visit downloads in scripts over 3G (the bench's slow profile: no ad made ready ahead), as the
 * browser received them, until the page answers taps and the network is quiet. `npm run bench` prints the same
 * figure per file; the goal is 160 KB, these are the ceilings reached so far, so that no change grows them.
 */
const FIRST_LOAD_JS_BUDGET_KB: Record<string, number> = { '/': 185, '/ads': 192 };

for (const [path, budget] of Object.entries(FIRST_LOAD_JS_BUDGET_KB)) {
  test(`the first visit to ${path} over 3G downloads at most ${budget} KB of JavaScript`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await onSlowNetwork(page);
    const sizes: Promise<number>[] = [];
    page.on('response', (response) => {
      if (!new URL(response.url()).pathname.endsWith('.js')) return;
      sizes.push(
        response
          .body()
          .then(async () => {
            // The bytes on the wire; under network emulation Chromium may not know them, the declared length is.
            const { responseBodySize } = await response.request().sizes();
            if (responseBodySize >= 0) return responseBodySize;
            return Number((await response.allHeaders())['content-length'] ?? 0);
          })
          .catch(() => 0),
      );
    });
    await page.goto(path, { timeout: 60_000 });
    await expect(page.locator('html[data-interactive]')).toHaveCount(1, { timeout: 90_000 });
    await page.waitForLoadState('networkidle');
    const received = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    expect(received / 1024).toBeLessThanOrEqual(budget);
  });
}

test('the framework script arrives as the build compressed it: brotli 11, not compressed again on the way', async ({
  page,
}) => {
  const arriving = page.waitForResponse((response) =>
    /^\/framework\.[0-9a-f]{8}\.js$/.test(new URL(response.url()).pathname),
  );
  await page.goto('/');
  const framework = await arriving;
  expect((await framework.allHeaders())['content-encoding']).toBe('br');
  const body = await framework.body();
  // The bytes on the wire, before the browser decoded them.
  const { responseBodySize } = await framework.request().sizes();
  const quality11 = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  // Compressed as it is sent (brotli 5), the file was some 10 % larger.
  expect(responseBodySize).toBeLessThanOrEqual(Math.ceil(quality11 * 1.02));
});

test('the HTML of the heaviest demo ad page, with its headers, fits the first round trip (14 kB)', async ({
  page,
  baseURL,
}) => {
  // The demo ads hold the longest descriptions of the site (other suites publish short ones).
  const ads: { slug: string; description: string | null }[] = [];
  for (let number = 1; ; number += 1) {
    const response = await page.request.get(`/api/ads?per_page=60&page=${number}`);
    const body = (await response.json()) as { data: typeof ads };
    ads.push(...body.data);
    if (body.data.length < 60) break;
  }
  const longest = Math.max(...ads.map((ad) => (ad.description ?? '').length));
  const heaviest = ads.filter((ad) => (ad.description ?? '').length === longest);
  expect(longest).toBeGreaterThan(200);
  for (const ad of heaviest) {
    const path = `/ads/${ad.slug}`;
    // Measured as a visitor after the first gets it (the page's metadata kept by the bff).
    expect((await page.request.get(path)).status()).toBe(200);
    expect(await htmlAsSent(baseURL!, path), path).toBeLessThanOrEqual(14_000);
  }
});

test('a list page fetches its first photo before the others and links its manifest once it has started', async ({
  page,
}) => {
  // What the browser asks for, and how urgently (Chromium's own priorities).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const priorities = new Map<string, { path: string; priority: string }>();
  cdp.on('Network.requestWillBeSent', (event) => {
    const url = new URL(event.request.url);
    priorities.set(event.requestId, { path: url.pathname, priority: event.request.initialPriority });
  });
  cdp.on('Network.resourceChangedPriority', (event) => {
    const request = priorities.get(event.requestId);
    if (request) request.priority = event.newPriority;
  });

  // A category the browser tests never post in: its first screen is the demo's own ads, each with photos.
  const response = await page.goto('/ads?category=property&sort=newest');
  const html = (await response!.text()).split('<div id="root">')[1];
  // The photos of the first screen: the first is the page's largest element, the others follow it.
  const eager = [...html.matchAll(/<img\b[^>]*\bloading="eager"[^>]*>/g)].map((match) => match[0]);
  expect(eager.length).toBeGreaterThan(1);
  expect(eager[0]).toMatch(/fetchpriority="high"/i);
  for (const tag of eager.slice(1)) expect(tag).toMatch(/fetchpriority="low"/i);
  // Nothing else asks for the link before the photos: the manifest is linked once the app runs.
  expect(html).not.toContain('rel="manifest"');

  await expect(page.locator('html[data-interactive]')).toHaveCount(1, { timeout: 60_000 });
  const photos = [...priorities.values()].filter((request) => request.path.startsWith('/media/ads/'));
  const first = /src="([^"]+)"/.exec(eager[0])![1];
  const second = /src="([^"]+)"/.exec(eager[1])![1];
  expect(photos.find((request) => request.path === first)?.priority).toMatch(/High/);
  expect(photos.find((request) => request.path === second)?.priority).toBe('Low');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
});

test('a rendered page carries its icons, painted before any script, and the app links the others', async ({
  browser,
  baseURL,
}) => {
  // Scripts off: what a visitor sees before the app runs.
  const bare = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const first = await bare.newPage();
  const response = await first.goto('/ads?sort=newest');
  const html = await response!.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const body = html.slice(html.indexOf('<div id="root">'));
  const carried = new Set([...head.matchAll(/\.i-([a-z0-9-]+)\{--c:/g)].map((match) => match[1]));
  const drawn = new Set([...body.matchAll(/ class="i i-([a-z0-9-]+)/g)].map((match) => match[1]));
  expect(drawn.size).toBeGreaterThan(3);
  expect([...drawn].filter((name) => !carried.has(name))).toEqual([]);
  expect([...carried].filter((name) => !drawn.has(name))).toEqual([]);
  expect(body).not.toContain('<use');
  // Each icon is painted: its size, the text's colour, its mask.
  const icon = first.locator('header .i').first();
  await expect(icon).toBeVisible();
  const look = await icon.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      width: element.getBoundingClientRect().width,
      painted: style.backgroundColor === style.color,
      mask: style.maskImage || style.getPropertyValue('-webkit-mask-image'),
    };
  });
  expect(look.width).toBeGreaterThan(0);
  expect(look.painted).toBe(true);
  expect(look.mask).toMatch(/^url\("data:image\/svg\+xml,/);
  await bare.close();

  // Once the app runs, the whole set is linked from its cached file.
  const page = await browser.newPage({ baseURL });
  await page.goto('/ads?sort=newest');
  await expect(page.locator('html[data-interactive]')).toHaveCount(1, { timeout: 60_000 });
  const link = page.locator('link[rel="stylesheet"][href^="/icons/icons."]');
  await expect(link).toHaveCount(1, { timeout: 30_000 });
  const file = await page.request.get((await link.getAttribute('href'))!);
  expect(file.headers()['cache-control']).toContain('immutable');
  expect(await file.text()).toContain('.i-heart-filled{');
  await page.close();
});

test('the browser takes the rendered pages over without a mismatch and without fetching their data again', async ({
  page,
}) => {
  const ad = await firstAd(page);
  for (const path of ['/', '/ads', `/ads/${ad.slug}`, '/about']) {
    const { errors, calls } = watch(page);
    await page.goto(path);
    await expect(page.locator('#root h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(
      errors.filter((text) => MISMATCH.test(text)),
      path,
    ).toEqual([]);
    // A page's own data is not asked for again; the ads its cards get ready ahead (`/bff/ads/…` from a list or
    // the similar ads) are not its data.
    const ownAd = path === `/ads/${ad.slug}` ? `/bff/ads/${ad.slug}?` : null;
    expect(
      calls.filter(
        (call) =>
          /^\/(bff\/home|api\/ads\?|api\/settings)/.test(call) || (ownAd !== null && call.startsWith(ownAd)),
      ),
      path,
    ).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
    page.removeAllListeners('request');
  }
});

test('the server names each styled component as the browser does', async ({ browser, page }) => {
  test.setTimeout(180_000);
  // React keeps the server's class names when it takes a page over: were a component named otherwise in the
  // browser, it would stay dressed in the server's rules and the browser would add its own copies besides.
  const ad = await firstAd(page);
  const componentIds = (classes: string) => new Set(classes.match(/\bsc-[\w-]+/g) ?? []);
  for (const path of ['/ads', `/ads/${ad.slug}`, '/business/kin-electro']) {
    const html = await (await page.request.get(path)).text();
    const served = componentIds(
      html.slice(html.indexOf('<div id="root">'), html.indexOf('id="sokoni-state"')),
    );
    expect(served.size, path).toBeGreaterThan(10);
    // A stored theme the server did not render in: the browser draws the page itself instead of taking it over.
    // At a wide screen's width, as the server draws (on a phone, the `/ads` filters wait for their button).
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, isMobile: false });
    await context.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    const drawn = await context.newPage();
    await drawn.goto(path);
    await expect(drawn.locator('html[data-interactive]')).toBeAttached({ timeout: 60_000 });
    // Drawn by the browser, the page fetches its data itself: its lists fill in a moment later.
    const missing = async () => {
      const classes = await drawn.evaluate(() =>
        [...document.querySelectorAll('#root [class]')]
          .map((element) => element.getAttribute('class'))
          .join(' '),
      );
      const inBrowser = componentIds(classes);
      return [...served].filter((id) => !inBrowser.has(id));
    };
    await expect.poll(missing, { message: path, timeout: 60_000 }).toEqual([]);
    await context.close();
  }
});

test('?lang=en renders the page in English and keeps the choice', async ({ page }) => {
  const html = await (await page.request.get('/?lang=en')).text();
  expect(html).toMatch(/<html lang="en"/);
  expect(html).toContain('Buy and sell near you');
  await page.goto('/?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'locale')?.value).toBe('en');
  const about = await (await page.request.get('/about')).text();
  expect(about).toMatch(/<html lang="en"/);
});

test.describe('a visitor whose system prefers dark and who chose no theme', () => {
  test.use({ colorScheme: 'dark' });

  /** The page as drawn before its scripts run (seconds on 3G): the inline scripts only. */
  async function beforeScripts(page: Page, address: string) {
    await page.goto(address, { waitUntil: 'load' });
    return page.evaluate(() => {
      const sort = [...document.querySelectorAll('label')].find((label) =>
        /Trier par/.test(label.textContent ?? ''),
      );
      return {
        drawn: document.documentElement.dataset.theme,
        background: getComputedStyle(document.documentElement).backgroundColor,
        sortColor: sort ? getComputedStyle(sort).color : null,
      };
    });
  }

  test('never sees light cards on a dark page before the app runs; from the second page on, the server draws dark', async ({
    page,
  }) => {
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    const light = { background: 'rgb(250, 250, 249)', text: 'rgb(28, 25, 23)' };
    const dark = { background: 'rgb(18, 17, 16)', text: 'rgb(245, 245, 244)' };
    // The first page: nothing told the server yet, so it is drawn light and stays light until the app runs.
    const first = await beforeScripts(page, '/ads');
    expect(first).toEqual({ drawn: 'light', background: light.background, sortColor: light.text });
    // theme-boot kept the system's theme in a cookie (and the browser sends the hint asked for): dark throughout.
    const next = await beforeScripts(page, '/ads');
    expect(next).toEqual({ drawn: 'dark', background: dark.background, sortColor: dark.text });
  });

  test('the app takes a page drawn dark over without redrawing it, and a first visit turns dark once it runs', async ({
    page,
  }) => {
    const { errors } = watch(page);
    await page.goto('/ads');
    // The first visit turns dark once the app runs: as long as the app takes to start on a busy machine, as below.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark', { timeout: 30_000 });
    await page.goto('/ads');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('combobox', { name: 'Trier par' })).toBeVisible();
    expect(errors.filter((error) => MISMATCH.test(error))).toEqual([]);
  });

  test("a first visit's list stays on screen while the page turns dark", async ({ page }) => {
    // Every 20 ms until the page is dark: how many ad cards are on screen, once the first ones are.
    await page.addInitScript(() => {
      const counts: number[] = [];
      (window as unknown as { cardCounts: number[] }).cardCounts = counts;
      const sample = () => {
        const cards = document.querySelectorAll('[data-testid="ad-card"]').length;
        if (cards > 0 || counts.length > 0) counts.push(cards);
        if (document.documentElement?.getAttribute('data-theme') !== 'dark') setTimeout(sample, 20);
      };
      sample();
    });
    await page.goto('/ads');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark', { timeout: 30_000 });
    const counts = await page.evaluate(() => (window as unknown as { cardCounts: number[] }).cardCounts);
    expect(counts.length).toBeGreaterThan(0);
    // The list was not thrown away and drawn again behind a spinner when the theme changed.
    expect(Math.min(...counts)).toBeGreaterThan(0);
    await expect(page.getByTestId('ad-card').first()).toBeVisible();
  });
});
