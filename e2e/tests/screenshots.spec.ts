import path from 'node:path';
import { STORAGE_KEYS } from '@sokoni/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * The pages a new visitor sees first, as pictures for review (issue 9): home, browse and an ad page, on a 360 px
 * phone in French and light, and on a 1280 px laptop in English and dark. Each is saved under
 * `e2e/test-results/screenshots/` and checked for what a person would notice at once: the language and theme
 * asked for, the content there, nothing still loading, no sideways scroll.
 */

const SCREENSHOTS_DIR = path.join(__dirname, '..', 'test-results', 'screenshots');

type Look = { locale: 'fr' | 'en'; theme: 'light' | 'dark' };

test.beforeEach(async ({ page, isMobile, baseURL }) => {
  const look: Look = isMobile ? { locale: 'fr', theme: 'light' } : { locale: 'en', theme: 'dark' };
  const { hostname } = new URL(baseURL ?? 'http://127.0.0.1');
  // Preferences as a returning visitor has them: in storage for the browser, in cookies for the server.
  const preferences: Record<string, string> = {
    [STORAGE_KEYS.locale]: look.locale,
    [STORAGE_KEYS.theme]: look.theme,
    [STORAGE_KEYS.cookieConsent]: 'accepted',
  };
  await page
    .context()
    .addCookies(
      Object.entries(preferences).map(([name, value]) => ({ name, value, domain: hostname, path: '/' })),
    );
  await page.addInitScript((entries: [string, string][]) => {
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, Object.entries(preferences));
});

async function newestAdSlug(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/ads?per_page=1&sort=newest');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { slug: string }[] };
  return body.data[0].slug;
}

// The ad page is the newest ad's, found when the test runs.
for (const [name, fixedUrl] of [
  ['home', '/'],
  ['browse', '/ads'],
  ['ad-page', null],
] as const) {
  test(`${name}: a picture in the visitor's language and theme, content shown, nothing wider than the screen`, async ({
    page,
    request,
    isMobile,
  }, testInfo) => {
    const url = fixedUrl ?? `/ads/${await newestAdSlug(request)}`;
    await page.goto(url);
    await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });

    const look: Look = isMobile ? { locale: 'fr', theme: 'light' } : { locale: 'en', theme: 'dark' };
    await expect(page.locator('html')).toHaveAttribute('lang', look.locale);
    // The page's background follows the theme: dark pages are dark, light pages light.
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r, g, b] = (background.match(/\d+/g) ?? ['0', '0', '0']).slice(0, 3).map(Number);
    const luminance = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    if (look.theme === 'dark') expect(luminance, `background ${background}`).toBeLessThan(0.3);
    else expect(luminance, `background ${background}`).toBeGreaterThan(0.7);

    // Photos above the fold have arrived.
    await page.waitForFunction(() =>
      Array.from(document.images)
        .filter((image) => image.getBoundingClientRect().top < window.innerHeight && image.loading !== 'lazy')
        .every((image) => image.complete),
    );
    const width = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(width.scroll).toBeLessThanOrEqual(width.inner);

    const file = path.join(
      SCREENSHOTS_DIR,
      `${name}-${isMobile ? '360' : '1280'}-${look.locale}-${look.theme}.png`,
    );
    await page.screenshot({ path: file, fullPage: false });
    await testInfo.attach(path.basename(file), { path: file, contentType: 'image/png' });
  });
}
