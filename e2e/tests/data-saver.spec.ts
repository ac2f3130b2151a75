import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * The data saver (issue 14, item 7): once on, a list page fetches no card photo until the visitor taps
 * « Afficher la photo », the choice outlives a reload, and the server draws the page that way from the start.
 */

const CARD_PHOTO = /\/media\/ads\/.+-400\.webp$/;

/** The card photos the page asks for from now on. */
function watchCardPhotos(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (CARD_PHOTO.test(pathname)) requested.push(pathname);
  });
  return requested;
}

/** The data saver switch, in the preferences menu (wide screens) or the menu (phones). */
async function openDataSaver(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  else await page.getByRole('button', { name: /^FR · / }).click();
  return page.getByRole('switch', { name: 'Économie de données' });
}

test('with the data saver on, a list fetches no card photo until one is tapped', async ({
  page,
  isMobile,
}) => {
  // A page without ad photos, so that none is in the browser's cache before the list is shown.
  await page.goto('/about');
  const toggle = await openDataSaver(page, isMobile);
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await expect(toggle).toBeChecked();

  await page.reload();
  await expect(await openDataSaver(page, isMobile)).toBeChecked();

  // The server draws the list with previews: no card photo in its HTML.
  const html = await (await page.request.get('/ads?sort=newest')).text();
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toContain('data-testid="ad-card"');
  expect(root).not.toMatch(/<img\b[^>]*src="\/media\/ads\/[^"]+-400\.webp"/);
  expect(root).toContain('src="data:image/webp;base64,');

  const requested = watchCardPhotos(page);
  await page.goto('/ads?sort=newest');
  // Other suites publish ads without photos; the first card that has one is withheld behind its button.
  const withheld = page
    .getByTestId('ad-card')
    .filter({ has: page.getByRole('button', { name: /^Afficher la photo/ }) })
    .first();
  await expect(withheld.getByRole('button', { name: /^Afficher la photo/ })).toBeVisible();
  // Held by its title: once tapped, the card no longer has the button.
  const title = (await withheld.getByRole('heading').first().innerText()).trim();
  const firstCard = page
    .getByTestId('ad-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .first();
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);

  // The menu tells what the page saved.
  const menu = page.getByRole('button', { name: isMobile ? 'Ouvrir le menu' : /^FR · / });
  await menu.click();
  await expect(page.getByTestId('data-saver-savings')).toHaveText(
    /^≈ \d[\d\s\u202f]* Ko économisés sur cette page$/,
  );
  await page.keyboard.press('Escape');

  const photo = page.waitForResponse((response) => CARD_PHOTO.test(new URL(response.url()).pathname));
  await firstCard.getByRole('button', { name: /^Afficher la photo/ }).click();
  expect((await photo).status()).toBe(200);
  await expect(firstCard.locator('img[src*="/media/ads/"]')).toBeVisible();
  expect(requested).toHaveLength(1);
  // The tap showed the photo; it did not open the ad.
  expect(new URL(page.url()).pathname).toBe('/ads');
});

test(
  'a browser that sends Save-Data gets the data saver unless the visitor turned it off',
  { tag: '@any-width' },
  async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'save-data': 'on' } });
    const page = await context.newPage();
    const html = async () => {
      const body = await (await page.request.get('/ads?sort=newest')).text();
      return body.slice(body.indexOf('<div id="root">'));
    };
    expect(await html()).not.toMatch(/<img\b[^>]*src="\/media\/ads\/[^"]+-400\.webp"/);
    await context.addCookies([{ name: 'data_saver', value: 'off', url: baseURL! }]);
    expect(await html()).toMatch(/<img\b[^>]*src="\/media\/ads\/[^"]+-400\.webp"/);
    await context.close();
  },
);

test('an ad page loads the first photo of its gallery only', async ({ page, context, baseURL }) => {
  const list = await page.request.get('/api/ads?per_page=40&sort=newest');
  const ads = ((await list.json()) as { data: { slug: string; images: unknown[] }[] }).data;
  const ad = ads.find((item) => item.images.length > 1);
  expect(ad, 'a demo ad with several photos').toBeDefined();
  await page.goto('/about');
  await page.evaluate(() => localStorage.setItem('data_saver', 'on'));
  await context.addCookies([{ name: 'data_saver', value: 'on', url: baseURL! }]);

  const photos: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/media/ads/')) photos.push(pathname);
  });
  await page.goto(`/ads/${ad!.slug}`);
  const gallery = page.getByRole('region', { name: "Photos de l'annonce" });
  await expect(gallery).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The first photo (its thumbnail reuses it); no other photo, no thumbnail, no card of similar ads.
  expect([...new Set(photos)]).toHaveLength(1);
  expect(photos[0]).toMatch(/-800\.webp$/);

  await gallery.getByRole('button', { name: 'Photo suivante' }).click();
  await gallery.getByRole('button', { name: /^Afficher la photo :/ }).click();
  await expect(gallery.getByRole('img', { name: /Photo 2 sur/ })).toBeVisible();
  // The request is reported to the test a moment after the photo's element appears.
  await expect.poll(() => new Set(photos).size).toBe(2);
  expect(photos.every((path) => path.endsWith('-800.webp'))).toBe(true);
});

test('without the data saver, a list fetches the photos near the screen, the others as it scrolls', async ({
  page,
}) => {
  const requested = watchCardPhotos(page);
  await page.goto('/ads');
  const cards = page.getByTestId('ad-card');
  await expect(cards.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const nearTheScreen = new Set(requested).size;
  expect(nearTheScreen).toBeGreaterThan(0);

  // The last cards of the list are more than a screen away: their photos come as the visitor scrolls.
  await cards.last().scrollIntoViewIfNeeded();
  await expect.poll(() => new Set(requested).size).toBeGreaterThan(nearTheScreen);
  await expect(
    cards.last().locator('img[src*="/media/ads/"]').or(cards.last().getByTestId('ad-photo-placeholder')),
  ).toBeVisible();
});
