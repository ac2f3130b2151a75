import { expect, test } from './support/test';

/** The composed site: shell + remotes + bff + api on the demo data (issue 2). */

test.beforeEach(async ({ context }) => {
  // The cookie banner is tested on its own below; keep it out of the way elsewhere.
  await context.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-keep-consent')) localStorage.setItem('cookie_consent', 'accepted');
  });
});

test('home page in French with the demo ads', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Accueil \| Sokoni/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { name: 'Achetez et vendez près de chez vous' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Parcourir les catégories' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Comment ça marche' })).toBeVisible();
  await expect(page.getByTestId('ad-card').nth(4)).toBeVisible();
  await expect(page.getByText('Fait en RDC')).toBeVisible();
});

test('search from the hero lands on shareable results', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox').first().fill('toyota');
  await page.getByRole('button', { name: 'Rechercher' }).first().click();
  await expect(page).toHaveURL(/\/ads\?q=toyota/);
  await expect(page.getByRole('heading', { name: /Résultats pour « toyota »/ })).toBeVisible();
  const cards = page.getByTestId('ad-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText(/toyota/i);

  // The same URL opened afresh gives the same search: a search can be shared.
  await page.goto('/ads?q=toyota');
  await expect(page.getByTestId('ad-card').first()).toContainText(/toyota/i);
});

test('searches forgive missing accents and typos', { tag: '@any-width' }, async ({ page }) => {
  await page.goto('/ads?q=canape');
  await expect(page.getByTestId('ad-card').first()).toContainText(/canapé/i);
  await page.goto('/ads?q=samsng');
  await expect(page.getByTestId('ad-card').first()).toContainText(/samsung/i);
});

test('filters are held in the URL', async ({ page, isMobile }) => {
  await page.goto('/ads');
  if (isMobile) await page.getByRole('button', { name: 'Filtres' }).click();
  await page.getByLabel('Catégorie').selectOption({ label: 'Tout « Véhicules »' });
  await expect(page).toHaveURL(/category=vehicles/);
  await page.getByLabel('Trier par').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page.getByTestId('ad-card').first()).toContainText(/Véhicules|Vehicles/);
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=price_asc/);
});

test('opening an ad shows its details, and its HTML carries a rich preview', async ({ page, request }) => {
  await page.goto('/ads');
  // Other suites publish ads without photos; the rich preview's image needs an ad that has one.
  const first = page
    .getByTestId('ad-card')
    .filter({ has: page.locator('img[src*="/media/ads/"]') })
    .first();
  const title = (await first.getByRole('heading').first().innerText()).trim();
  await first.getByRole('link', { name: title }).first().click();
  await expect(page).toHaveURL(/\/ads\/[a-z0-9-]+/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Sokoni`);
  await expect(page.getByTestId('seller-card')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Partager sur WhatsApp' })).toHaveAttribute('href', /wa\.me/);

  const html = await (await request.get(new URL(page.url()).pathname)).text();
  expect(html).toContain('property="og:title"');
  expect(html).toContain('application/ld+json');
  expect(html).toMatch(/property="og:image" content="http[^"]+\.webp"/);
});

test('language and theme switches', async ({ page, isMobile }) => {
  await page.goto('/');
  if (isMobile) await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  else
    await page
      .getByRole('button', { name: /Langue/ })
      .first()
      .click();
  await page.getByRole('button', { name: 'English' }).click();
  if (isMobile) await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(page.getByRole('heading', { name: 'Buy and sell near you' })).toBeVisible();
  await expect(page).toHaveTitle(/Home \| Sokoni/);
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');

  const before = await page.locator('html').getAttribute('data-theme');
  await page
    .getByRole('button', { name: /Switch to (dark|light) theme/ })
    .first()
    .click();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', before ?? '');
  const after = await page.locator('html').getAttribute('data-theme');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', after ?? '');
  await expect(page.getByRole('heading', { name: 'Buy and sell near you' })).toBeVisible();
});

test('a deep link straight into a remote route', { tag: '@any-width' }, async ({ page }) => {
  const response = await page.goto('/category/vehicles');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Véhicules' })).toBeVisible();
  await expect(page).toHaveTitle('Véhicules | Sokoni');
  await expect(page.getByTestId('ad-card').first()).toBeVisible();
});

test('unknown pages answer 404 with a way home', { tag: '@any-width' }, async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: /accueil/i })
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test('old legal addresses redirect', { tag: '@any-width' }, async ({ page }) => {
  await page.goto('/terms');
  await expect(page).toHaveURL(/\/legal\/terms-of-service$/);
  await expect(page.getByRole('heading', { level: 1, name: "Conditions d'utilisation" })).toBeVisible();
});

test(
  'an auth page while logged out goes to login with the target',
  { tag: '@any-width' },
  async ({ page }) => {
    await page.goto('/my-ads?status=active');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-ads%3Fstatus%3Dactive/);
  },
);

test.describe('a remote that fails', () => {
  // Requests the offline worker makes itself are not seen by `page.route`: once it has taken over (sooner
  // or later, depending on the machine's load) the blocked files would load through it.
  test.use({ serviceWorkers: 'block' });

  test('to load stays contained and can be retried', async ({ page }) => {
    await page.route('**/remotes/ads/**', (route) => route.abort());
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: "Cette partie du site n'a pas pu être chargée" }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /^Sokoni ?, accueil$/ })).toBeVisible();
    await expect(page.getByText('Fait en RDC')).toBeVisible();

    // Once the files are reachable again, Retry brings the part back without reloading the page.
    await page.unroute('**/remotes/ads/**');
    await page.getByRole('button', { name: 'Réessayer' }).click();
    // The part loads afresh (its entry, its code, the home page's data): as long as a first load may take.
    await expect(page.getByRole('heading', { name: 'Achetez et vendez près de chez vous' })).toBeVisible({
      timeout: 30_000,
    });

    // The rest of the site works while ads is down.
    await page.route('**/remotes/ads/**', (route) => route.abort());
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'À propos' })).toBeVisible();
  });
});

test('the cookie banner remembers the choice', async ({ page }) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('e2e-keep-consent', '1');
  });
  await page.goto('/about');
  await page.evaluate(() => localStorage.removeItem('cookie_consent'));
  await page.reload();
  const banner = page.getByRole('region', { name: 'Cookies' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Refuser' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('declined');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Cookies' })).toBeHidden();
});
