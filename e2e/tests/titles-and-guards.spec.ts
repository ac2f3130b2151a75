import { expect, test } from './support/test';
import { OTHER_SELLER, signIn } from './support/ads';

/**
 * Issue 33: a tab keeps the name of what it shows once the page runs (a storefront, an ad opened from a list),
 * and a guarded page says why it sends the visitor away, in French and in English.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'accepted'));
});

test(
  'a storefront tab keeps the shop’s name once the page has taken over',
  { tag: '@any-width' },
  async ({ page }) => {
    await page.goto('/business/kin-electro');
    await expect(page).toHaveTitle('Kin Électro | Sokoni');
    await expect(page.locator('html[data-interactive]')).toHaveCount(1, { timeout: 60_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Kin Électro' })).toBeVisible();
    // The old page renamed itself « Vitrine | Sokoni » here.
    await page.waitForTimeout(1_000);
    await expect(page).toHaveTitle('Kin Électro | Sokoni');
  },
);

test(
  'an ad opened from a list is named after the ad, never « Détails de l’annonce »',
  { tag: '@any-width' },
  async ({ page }) => {
    await page.goto('/ads');
    await expect(page.locator('html[data-interactive]')).toHaveCount(1, { timeout: 60_000 });
    const link = page.getByTestId('ad-card').first().getByRole('link').first();
    const title = ((await link.textContent()) ?? '').trim();
    expect(title).not.toBe('');
    // Every name the tab takes from the click on.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenTitles: string[] }).seenTitles = seen;
      new MutationObserver(() => seen.push(document.title)).observe(document.head, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Sokoni`);
    const seen = await page.evaluate(() => (window as unknown as { seenTitles: string[] }).seenTitles);
    // The route's generic name never shows while the ad's code and data arrive.
    expect(
      seen.filter((name) => name.startsWith('Détails de l')),
      seen.join(' → '),
    ).toEqual([]);
    expect(seen.at(-1)).toBe(`${title} | Sokoni`);
  },
);

for (const [locale, loginRequired, forbidden] of [
  [
    'fr',
    'Veuillez vous connecter pour accéder à cette page',
    "Vous n'avez pas la permission d'accéder à cette page",
  ],
  ['en', 'Please log in to access this page', 'You do not have permission to access this page'],
] as const) {
  test(
    `a guarded page says why it redirects (${locale})`,
    { tag: '@any-width' },
    async ({ page, request }) => {
      await page.addInitScript((lang) => localStorage.setItem('locale', lang), locale);
      await page.goto('/my-ads');
      await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-ads$/);
      await expect(page.getByText(loginRequired)).toBeVisible();

      await signIn(page, request, OTHER_SELLER, locale);
      await page.goto('/admin/dashboard');
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByText(forbidden)).toBeVisible();
    },
  );
}
