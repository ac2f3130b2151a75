import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/test';

/** Search and browse as a visitor meets them (issue 9): sorts, filters, pages, typos and the home's recent ads. */

// Each page loads its remote first: on a busy machine that alone can take longer than the default waits.
const expect = baseExpect.configure({ timeout: 60_000 });

test.beforeEach(async ({ context }) => {
  test.slow();
  await context.addInitScript(() => localStorage.setItem('cookie_consent', 'accepted'));
});

interface Listed {
  id: number;
  title: string;
}
interface Listing {
  data: Listed[];
  total: number;
  last_page: number;
}

async function listing(request: APIRequestContext, query: string): Promise<Listing> {
  const response = await request.get(`/api/ads?${query}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

/** The titles of the cards, in order. Their text, not their rendered text: a card far below is not rendered yet. */
async function cardTitles(cards: Locator): Promise<string[]> {
  await expect(cards.first()).toBeVisible();
  const titles: string[] = [];
  for (const card of await cards.all())
    titles.push(((await card.getByRole('heading').first().textContent()) ?? '').trim());
  return titles;
}

async function openFilters(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Filtres' }).click();
}

test(
  'a price sort is the order shown, boosted ads included',
  { tag: '@any-width' },
  async ({ page, request }) => {
    const expected = await listing(request, 'location=gombe&sort=price_asc&per_page=24');
    expect(expected.total).toBeGreaterThan(1);
    await page.goto('/ads?location=gombe&sort=price_asc');
    expect(await cardTitles(page.getByTestId('ad-card'))).toEqual(expected.data.map((ad) => ad.title));
    await expect(page.getByLabel('Trier par')).toHaveValue('price_asc');
  },
);

test('picking a category keeps the words typed but not yet submitted', async ({ page, isMobile }) => {
  await page.goto('/ads');
  await openFilters(page, isMobile);
  await page.getByRole('searchbox', { name: 'Mots-clés' }).fill('toyota');
  await page.getByLabel('Catégorie').selectOption({ label: 'Tout « Véhicules »' });
  await expect(page).toHaveURL(/category=vehicles/);
  await expect(page).toHaveURL(/q=toyota/);
  await expect(page.getByRole('searchbox', { name: 'Mots-clés' })).toHaveValue('toyota');
  await expect(page.getByTestId('ad-card').first()).toContainText(/toyota/i);
});

test('a page change starts at the top of the results', async ({ page }) => {
  await page.goto('/ads');
  const nav = page.getByRole('navigation', { name: 'Pages des résultats' });
  await nav.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  // Phones get a compact list of pages; the Next link is on every screen.
  await nav.locator('a[rel="next"]').click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^\d+ annonces$/)).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(600);
});

test(
  'a page past the end says so and links to the last page',
  { tag: '@any-width' },
  async ({ page, request }) => {
    const all = await listing(request, 'per_page=24');
    await page.goto('/ads?page=99');
    await expect(page.getByRole('heading', { name: 'Cette page n’existe pas' })).toBeVisible();
    await expect(page.getByText('Aucune annonce ne correspond à votre recherche')).toHaveCount(0);
    await page.getByRole('link', { name: 'Aller à la dernière page' }).click();
    await expect(page).toHaveURL(new RegExp(`page=${all.last_page}$`));
    await expect(page.getByTestId('ad-card').first()).toBeVisible();
  },
);

test(
  'one wrong letter is forgiven: "telefone" finds what "telephone" finds',
  { tag: '@any-width' },
  async ({ page, request }) => {
    const exact = await listing(request, 'q=telephone');
    const typo = await listing(request, 'q=telefone');
    expect(exact.total).toBeGreaterThan(0);
    expect(typo.total).toBe(exact.total);
    await page.goto('/ads?q=telefone');
    await expect(page.getByText(`${exact.total} annonces`)).toBeVisible();
  },
);

test(
  'recent ads on the home page are the newest, boosted or not, without the featured row',
  { tag: '@any-width' },
  async ({ page, request }) => {
    const [newest, boosted] = await Promise.all([
      listing(request, 'sort=newest&per_page=20'),
      listing(request, 'boosted=true&per_page=8'),
    ]);
    const featured = new Set(boosted.data.map((ad) => ad.id));
    const expected = newest.data.filter((ad) => !featured.has(ad.id)).slice(0, 12);
    await page.goto('/');
    const recent = page.locator('section[aria-labelledby="home-recent"]').getByTestId('ad-card');
    expect(await cardTitles(recent)).toEqual(expected.map((ad) => ad.title));
  },
);
