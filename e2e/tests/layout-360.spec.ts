import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiLogin, authHeaders, OTHER_SELLER, SELLER, signIn } from './support/ads';
import { postAd, signInAsAdmin } from './support/admin';

/**
 * Issue 9: on a 360 px phone nothing may be wider than the screen (no sideways scrolling), on every public page,
 * in French and in English, and on the ad page of a signed-in buyer; the ad card stays readable in the
 * two-column grid with the longest French strings of the demo data.
 */
test.skip(({ isMobile }) => !isMobile, 'a phone-width check, for the phone project');

/** Scrolls through the page (lazy photos, similar ads, the scroll-to-top button), then measures. */
async function overflow(
  page: Page,
): Promise<{ scrollWidth: number; innerWidth: number; culprits: string[] }> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((resolve) => setTimeout(resolve, 150));
  });
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    const culprits: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && (box.right > innerWidth + 0.5 || box.left < -0.5)) {
        const style = getComputedStyle(element);
        // Parts moved off screen on purpose (visually hidden texts, closed drawers) do not make the page scroll.
        if (style.position === 'absolute' && style.clip.startsWith('rect(0')) continue;
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`;
        culprits.push(
          `${name} [${Math.round(box.left)}–${Math.round(box.right)}] ${(element.textContent ?? '').trim().slice(0, 40)}`,
        );
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, culprits: culprits.slice(0, 8) };
  });
}

async function expectNoSidewaysScroll(page: Page, url: string) {
  await page.goto(url);
  // The remote's content, not only the frame: its heading is there and nothing is still loading.
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  const measured = await overflow(page);
  expect(
    measured.scrollWidth,
    `${url} is wider than the screen: ${measured.culprits.join(' | ')}`,
  ).toBeLessThanOrEqual(measured.innerWidth);
}

const PUBLIC_PAGES = [
  '/',
  '/ads',
  '/ads?location=gombe&sort=price_asc',
  '/category/electronics',
  '/category/mobile-phones',
  '/location/gombe',
  '/business/kin-electro',
  '/about',
  '/contact',
  '/legal/terms-of-service',
  '/legal/privacy-policy',
  '/legal/user-agreement',
  '/login',
  '/register',
  '/forgot-password',
  '/page-that-does-not-exist',
];

for (const locale of ['fr', 'en'] as const) {
  // One visitor going from page to page (the site's code comes once, as it does for a real one); each page is a
  // step of its own in the report.
  test(`no public page is wider than a 360 px phone (${locale})`, async ({ page, request }) => {
    test.setTimeout(240_000);
    await page.addInitScript((lang) => {
      localStorage.setItem('locale', lang);
      localStorage.setItem('cookie_consent', 'accepted');
    }, locale);
    const ads = (await (await request.get('/api/ads?per_page=3')).json()) as { data: { slug: string }[] };
    for (const url of [...PUBLIC_PAGES, `/ads/${ads.data[0].slug}`, `/ads/${ads.data[2].slug}`]) {
      await test.step(url, () => expectNoSidewaysScroll(page, url));
    }
  });
}

test('the ad page of a signed-in buyer fits the phone, down to the similar ads', async ({
  page,
  request,
}) => {
  const sellerAds = (await (await request.get('/api/ads?per_page=1&q=samsung')).json()) as {
    data: { slug: string }[];
  };
  await signIn(page, request, OTHER_SELLER);
  await expectNoSidewaysScroll(page, `/ads/${sellerAds.data[0].slug}`);
  await expect(page.getByRole('heading', { name: 'Contacter le vendeur' })).toBeVisible();
});

test('a long unbroken title breaks on the edit page and in My Ads, cut with an ellipsis on the card', async ({
  page,
  request,
}) => {
  const seller = await apiLogin(request, SELLER);
  const title = `Réfrigérateur${'Congélateur'.repeat(4)}SamsungInoxGrandeCapacité`;
  const ad = await postAd(request, seller, title.slice(0, 80));
  expect(ad.slug).toBeTruthy();
  await signIn(page, request, SELLER);
  await expectNoSidewaysScroll(page, `/edit-ad/${ad.slug}`);
  await expectNoSidewaysScroll(page, '/my-ads');
  const card = page.getByTestId('ad-card').filter({ hasText: 'RéfrigérateurCongélateur' }).first();
  const heading = card.getByRole('heading');
  await expect(heading).toBeVisible();
  const box = await heading.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      lines: Math.round(element.getBoundingClientRect().height / parseFloat(style.lineHeight)),
      clamp: style.webkitLineClamp,
      wrap: style.overflowWrap,
    };
  });
  // Two lines at most, the word broken so that the clamp's ellipsis shows.
  expect(box.lines).toBeLessThanOrEqual(2);
  expect(box).toMatchObject({ clamp: '2', wrap: 'anywhere' });
  await request.delete(`/api/ads/${ad.id}`, { headers: authHeaders(seller) });
});

test('the ad card at 360 px: photo uncovered, price under it, the seller name keeps its room', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'accepted'));
  // Business sellers with the longest names in the demo data (« Immobilière du Fleuve », « Goma Auto Services »).
  for (const url of ['/business/immobiliere-du-fleuve', '/business/goma-auto-services', '/ads']) {
    await page.goto(url);
    const cards = page.getByTestId('ad-card');
    await expect(cards.first()).toBeVisible();
    const measures = await cards.evaluateAll((elements) =>
      elements.slice(0, 8).map((card) => {
        const frame = card
          .querySelector('img, [data-testid="ad-photo-placeholder"]')!
          .parentElement!.getBoundingClientRect();
        const price = card.querySelector('[data-testid="price"]')!.getBoundingClientRect();
        const seller = card.querySelector('[data-testid="seller-name"]')!;
        return {
          width: Math.round(card.getBoundingClientRect().width),
          priceBelowPhoto: price.top >= frame.bottom - 0.5,
          ratio: Math.round((frame.width / frame.height) * 100) / 100,
          sellerWidth: Math.round(seller.getBoundingClientRect().width),
          sellerText: seller.textContent ?? '',
        };
      }),
    );
    for (const card of measures) {
      expect(card.width).toBeLessThan(180);
      expect(card.priceBelowPhoto).toBe(true);
      expect(card.ratio).toBeCloseTo(4 / 3, 1);
      // « K… » was all that showed: the name now takes the line (and a second one if it must).
      expect(card.sellerWidth, card.sellerText).toBeGreaterThanOrEqual(
        Math.min(80, card.sellerText.length * 6),
      );
    }
  }
});

const ADMIN_PAGES = [
  '/admin/dashboard',
  '/admin/pending',
  '/admin/ads',
  '/admin/reports',
  '/admin/users',
  '/admin/categories',
  '/admin/locations',
  '/admin/currencies',
  '/admin/languages',
  '/admin/promotions',
  '/admin/translations',
  '/admin/audit-log',
  '/admin/settings',
];

for (const locale of ['fr', 'en'] as const) {
  test(`every admin page fits a 360 px phone, its tables as cards (${locale})`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await signInAsAdmin(page, request);
    await page.addInitScript((lang) => localStorage.setItem('locale', lang), locale);
    for (const url of ADMIN_PAGES) await expectNoSidewaysScroll(page, url);
    // /admin/ads was 593 px wide with its price column cut: each ad is now a card with its price in view.
    await page.goto('/admin/ads');
    const firstAd = page.locator('main tbody tr').first();
    await expect(firstAd).toBeVisible();
    const price = firstAd.locator('td').nth(2);
    await expect(price).toBeInViewport({ ratio: 1 });
  });
}
