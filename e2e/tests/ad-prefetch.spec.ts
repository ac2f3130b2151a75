import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * Taps that answer at once (issue 34, item 2): a list gets its ads ready before they are opened, as far as the
 * visitor's connection and data saver allow, and the ad page starts from what the list showed.
 */

/** The ad pages' data the page asks for from now on (`/bff/ads/<slug>`). */
function watchAdPages(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/bff/ads/')) requested.push(pathname);
  });
  return requested;
}

/** What the browser says of its connection. */
async function connection(page: Page, value: { effectiveType: string; saveData: boolean }) {
  await page.addInitScript((network) => {
    Object.defineProperty(navigator, 'connection', { value: network, configurable: true });
  }, value);
}

test('on a fast connection a list gets the first ads in sight ready, and the one opened shows without asking again', async ({
  page,
}) => {
  await connection(page, { effectiveType: '4g', saveData: false });
  const requested = watchAdPages(page);
  await page.goto('/ads?sort=newest');
  await expect.poll(() => requested.length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(new Set(requested).size).toBe(requested.length);
  expect(requested.length).toBeLessThanOrEqual(6);

  const slug = requested[0]!.slice('/bff/ads/'.length);
  const link = page.locator(`[data-testid="ad-card"] h2 a[href="/ads/${slug}"]`).first();
  const title = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('seller-card')).toBeVisible();
  expect(requested.filter((path) => path === `/bff/ads/${slug}`)).toHaveLength(1);
});

test('on a slow connection an ad is got ready only when its card is touched', async ({ page }) => {
  await connection(page, { effectiveType: '3g', saveData: false });
  const requested = watchAdPages(page);
  await page.goto('/ads?sort=newest');
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);

  const link = page.getByTestId('ad-card').first().getByRole('heading').getByRole('link');
  const title = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('seller-card')).toBeVisible();
  expect(requested).toHaveLength(1);
});

test('with Save-Data a list gets nothing ready ahead', async ({ page }) => {
  await connection(page, { effectiveType: '4g', saveData: true });
  const requested = watchAdPages(page);
  await page.goto('/ads?sort=newest');
  await page.waitForLoadState('networkidle');
  await page.getByTestId('ad-card').first().getByRole('heading').getByRole('link').focus();
  await page.waitForTimeout(500);
  expect(requested).toEqual([]);
});
