import { expect, test } from '@playwright/test';

/**
 * On 3G the app's scripts arrive seconds after the list is drawn, and people tap a card as soon as they see it
 * (issue 34): the ad shows at once from what its card holds, then its page loads from the server as a link's would.
 * The page is loaded here without the suite's wait for the app: the app never runs in this test.
 */
test('an ad tapped before the app runs shows at once from its card, then its page arrives', async ({
  page,
}) => {
  // The app's scripts never arrive, as when the tap beats them on a slow link.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto('/ads?sort=newest');
  // A card with a photo (ads other tests post may have none).
  const card = page
    .getByTestId('ad-card')
    .filter({ has: page.locator('img[src*="/media/"]') })
    .first();
  const link = card.getByRole('heading').getByRole('link');
  const title = (await link.textContent())!.trim();
  const href = (await link.getAttribute('href'))!;
  const price = (await card.locator('[data-early-tap="price"]').textContent())!.trim();

  // The ad page's answer is held until the page reports the preview drawn (Playwright's own queries wait for a
  // pending page load to finish, so the page tells what it shows).
  type Shown = { title: string; text: string; status: string; photo: boolean; covers: boolean };
  let report!: (shown: Shown) => void;
  const seen = new Promise<Shown>((resolve) => {
    report = resolve;
  });
  await page.exposeFunction('reportPreview', (shown: Shown) => report(shown));
  await page.route(`**${href}`, async (route) => {
    await seen;
    await route.continue();
  });
  await page.evaluate(() => {
    new MutationObserver(() => {
      const preview = document.getElementById('early-tap');
      const photo = preview?.querySelector('img');
      if (!preview || !photo) return;
      const tell = () =>
        (window as unknown as { reportPreview: (shown: Shown) => void }).reportPreview({
          title: preview.querySelector('h1')?.textContent ?? '',
          text: preview.textContent ?? '',
          status: preview.querySelector('[role="status"]')?.textContent ?? '',
          photo: photo.complete && photo.naturalWidth > 0,
          covers: preview.getBoundingClientRect().height >= window.innerHeight,
        });
      photo.decode().then(tell, tell);
    }).observe(document.body, { childList: true });
  });
  await link.click({ noWaitAfter: true });
  const shown = await seen;
  expect(shown).toMatchObject({ title, status: 'Chargement de l’annonce…', photo: true, covers: true });
  expect(shown.text).toContain(price);

  await page.waitForURL(`**${href}`);
  await expect(page.locator('#main').getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('#early-tap')).toHaveCount(0);

  // Back on the list: as it was, without the preview.
  await page.goBack();
  await expect(page.getByTestId('ad-card').first()).toBeVisible();
  await expect(page.locator('#early-tap')).toHaveCount(0);
});

test('the filters tapped before the app runs open once it has taken the page over', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the filters fold behind a button on a phone only');
  // The app's shared libraries are held until the tap, as on a slow link where it beats them.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/framework\.[0-9a-f]{8}\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // The page's early script (whole-page.js, asked for first) keeps the press.
  const earlyScript = page.waitForResponse(/\/whole-page\.js$/);
  await page.goto('/ads', { waitUntil: 'commit' });
  await earlyScript;
  const filters = page.getByRole('button', { name: 'Filtres', exact: true });
  await expect(filters).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
  await filters.click({ noWaitAfter: true });
  // Seen as pressed, not yet open: the app is not there.
  await expect(filters).toHaveAttribute('aria-busy', 'true');
  await expect(filters).toHaveAttribute('aria-expanded', 'false');

  release();
  await expect(page.locator('html[data-interactive]')).toHaveCount(1, { timeout: 30_000 });
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await expect(filters).not.toHaveAttribute('aria-busy');
  await expect(page.getByRole('combobox', { name: 'Catégorie' })).toBeVisible();
});
