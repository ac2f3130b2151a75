import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { ROUTES } from '@sokoni/contracts';
import { expect, test } from './support/test';
import { apiLogin, myAds, photoFiles, SELLER, signIn, uniqueTitle } from './support/ads';

/**
 * Issue 32, items 4 and 5 on the built site, with the browser's network cut (`context.setOffline`): an ad
 * composed and submitted without signal waits in My ads and is created exactly once when the connection
 * returns; no page of the table goes blank offline once visited.
 */

// The offline worker is the subject here: it must run (the default config may block it in other files).
test.use({ serviceWorkers: 'allow' });

const SCREENSHOTS_DIR = path.join(__dirname, '..', 'test-results', 'screenshots');

/** Waits until the offline worker controls the page and keeps every file of the remotes opened so far. */
async function waitForOfflineCopy(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
    .toBe(true);
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const names = (await caches.keys()).filter((name) => name.startsWith('sokoni-remote-'));
          if (names.length === 0) return false;
          for (const name of names) {
            const list = (await (
              await fetch(`${name.slice('sokoni-remote-'.length)}precache.json`)
            ).json()) as {
              files: string[];
            };
            const kept = await (await caches.open(name)).keys();
            if (kept.length < list.files.length) return false;
          }
          return true;
        }),
      { timeout: 60_000 },
    )
    .toBe(true);
}

async function fillAd(page: Page, title: string) {
  await page.getByRole('textbox', { name: 'Titre' }).fill(title);
  await page.getByRole('combobox', { name: 'Catégorie' }).selectOption({ label: 'Électronique' });
  await page
    .getByRole('combobox', { name: 'Sous-catégorie' })
    .selectOption({ label: 'Téléphones portables' });
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Téléphone en très bon état, batterie neuve, vendu avec chargeur et boîte.');
  await page.getByRole('textbox', { name: 'Prix' }).fill('150');
  await page.getByRole('searchbox', { name: 'Rechercher une ville ou une commune' }).fill('goma');
  await page.getByRole('combobox', { name: 'Ville ou commune' }).selectOption({ label: 'Goma, Nord-Kivu' });
}

async function setOffline(context: BrowserContext, page: Page, offline: boolean) {
  await context.setOffline(offline);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(!offline);
}

test.describe('offline posting', () => {
  test('an ad composed offline with three photos waits in My ads and is created once when the connection returns', async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.slow();
    const session = await apiLogin(request, SELLER);
    await signIn(page, request, SELLER);
    const title = uniqueTitle('Téléphone hors ligne');

    await page.goto('/post-ad');
    await waitForOfflineCopy(page);
    // Typed online, then the tab reloads: the draft is back, photos included.
    await fillAd(page, title);
    await page.getByLabel('Choisir des photos').setInputFiles(photoFiles(3));
    await expect(page.getByTestId('photo-tile')).toHaveCount(3);
    await page.waitForTimeout(800);
    await page.reload();
    // The form waits for its categories and places, then the draft comes back (slow on a busy machine).
    await expect(page.getByRole('textbox', { name: 'Titre' })).toHaveValue(title, { timeout: 30_000 });
    await expect(page.getByTestId('photo-tile')).toHaveCount(3);
    await expect(page.getByRole('combobox', { name: 'Ville ou commune' })).toHaveValue(/\d+/);

    // The signal drops: scrolling does not blank the page (its scroll-to-top button is kept offline).
    await setOffline(context, page, true);
    await page.getByRole('textbox', { name: 'Prix' }).fill('175');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(page.getByRole('button', { name: 'Remonter en haut de la page' })).toBeAttached();
    await expect(page.getByRole('textbox', { name: 'Titre' })).toHaveValue(title);

    await page.getByRole('button', { name: "Publier l'annonce" }).click();
    await expect(page).toHaveURL(/\/my-ads$/);
    const outbox = page.getByTestId('outbox');
    await expect(outbox.getByText(title)).toBeVisible();
    await expect(outbox.getByText('En attente de connexion')).toBeVisible();
    await expect(outbox.getByText(/3 photos/)).toBeVisible();
    await page.screenshot({
      path: path.join(SCREENSHOTS_DIR, `outbox-fr-${testInfo.project.name}.png`),
      fullPage: false,
    });
    expect((await myAds(request, session, 'all')).filter((ad) => ad.title === title)).toHaveLength(0);

    // Back online: sent once (the page and the worker's Background Sync may both try: the key makes it one ad).
    await setOffline(context, page, false);
    await expect(
      page.getByText(`Connexion rétablie : votre annonce « ${title} » a été envoyée.`),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByTestId('outbox')).toHaveCount(0);
    await expect
      .poll(async () => (await myAds(request, session, 'all')).filter((ad) => ad.title === title).length)
      .toBe(1);
    await page.waitForTimeout(3000);
    const created = (await myAds(request, session, 'all')).filter((ad) => ad.title === title);
    expect(created).toHaveLength(1);
    expect(created[0].images).toHaveLength(3);

    // The draft was cleared with the submit: a new ad starts empty.
    await page.goto('/post-ad');
    await expect(page.getByRole('textbox', { name: 'Titre' })).toHaveValue('');
  });

  test('the outbox in English', async ({ page, context, request }, testInfo) => {
    test.slow();
    await signIn(page, request, SELLER, 'en');
    await page.goto('/post-ad');
    await waitForOfflineCopy(page);
    const title = uniqueTitle('Offline phone');
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ index: 1 });
    await page.getByRole('combobox', { name: 'Sub-category' }).selectOption({ index: 1 });
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('A phone in very good condition, new battery, with charger.');
    await page.getByRole('combobox', { name: 'City or commune' }).selectOption({ index: 1 });
    await page.getByLabel('Choose photos').setInputFiles(photoFiles(3));
    await expect(page.getByTestId('photo-tile')).toHaveCount(3);
    await setOffline(context, page, true);
    await page.getByRole('button', { name: 'Post the ad' }).click();
    await expect(page.getByTestId('outbox').getByText('Waiting for connection')).toBeVisible();
    await page.screenshot({
      path: path.join(SCREENSHOTS_DIR, `outbox-en-${testInfo.project.name}.png`),
      fullPage: false,
    });
    await setOffline(context, page, false);
    await expect(page.getByText(`Connection back: your ad “${title}” was sent.`)).toBeVisible({
      timeout: 30_000,
    });
  });

  test('no page goes blank offline once it was visited (two pages of each part of the site)', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(300_000);
    // `mainFrame().goto`: loaded, not waiting for the page to be taken over (a page offline may stay as it is).
    const open = (address: string) => page.mainFrame().goto(address, { waitUntil: 'load' });
    await signIn(page, request, SELLER);
    // Two pages of each owner (the shell and each remote): each part's code is what a page may fail to load.
    const perOwner = new Map<string, number>();
    const addresses = Object.values(ROUTES)
      .filter((route) => !('devOnly' in route && route.devOnly))
      // The seller never opened an administration page: nothing of it was kept to open offline.
      .filter((route) => !(route.guards as readonly string[]).includes('admin'))
      .filter((route) => {
        const seen = perOwner.get(route.owner) ?? 0;
        perOwner.set(route.owner, seen + 1);
        return seen < 2;
      })
      .map((route) =>
        route.pattern
          .replace(/\/:[A-Za-z]+\?/g, '')
          .replace(/:provider/, 'google')
          .replace(/:slug/, 'hors-ligne')
          .replace(/:[A-Za-z]+/g, '1'),
      );
    for (const address of addresses) {
      await open(address);
      await page.waitForTimeout(1500);
    }
    await waitForOfflineCopy(page);

    await setOffline(context, page, true);
    const blank: string[] = [];
    for (const address of addresses) {
      await open(address).catch(() => null);
      const offlinePage = page.getByTestId('offline-page');
      const frame = page.locator('#main');
      await expect(offlinePage.or(frame)).toBeVisible();
      if (await frame.isVisible()) {
        // Scrolling past 300 px fetches the scroll-to-top button's code: it must not take the page down.
        await page.evaluate(() => {
          document.body.style.minHeight = '3000px';
          window.scrollTo(0, 1200);
        });
        // A page that redirects (a signed-in visitor on /register, a business on /business/setup) shows the
        // next page's spinner while its code is read from the cache: blank is a page that stays without text.
        const drawn = async () =>
          (await frame.isVisible()) && (await frame.innerText().catch(() => '')).trim().length > 0;
        const settled = await expect
          .poll(drawn, { timeout: 15_000 })
          .toBe(true)
          .then(() => true)
          .catch(() => false);
        if (!settled) blank.push(address);
      }
    }
    expect(blank).toEqual([]);
    await setOffline(context, page, false);
  });

  test('a page never visited, opened offline by a seller who used the site, is never blank (typed or tapped)', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(240_000);
    await signIn(page, request, SELLER);
    // What a seller does online: the home page, the list, their ads (the ads part is kept whole then).
    for (const address of ['/', '/ads', '/my-ads']) {
      await page.goto(address);
      await page.waitForTimeout(1500);
    }
    await waitForOfflineCopy(page);
    await setOffline(context, page, true);

    const unvisited = ['/post-ad', '/favorites', '/profile', '/messages', '/business/setup', '/promote', '/contact'];
    const offlinePage = page.getByTestId('offline-page');
    const frame = page.locator('#main');
    /** Text on screen: the page itself, its part's « Vous êtes hors ligne » box, or the worker's offline page. */
    const drawn = async () =>
      (await offlinePage.isVisible()) ||
      ((await frame.isVisible()) && (await frame.innerText().catch(() => '')).trim().length > 0);
    const blank: string[] = [];
    const check = async (how: string, address: string) => {
      const settled = await expect
        .poll(drawn, { timeout: 15_000 })
        .toBe(true)
        .then(() => true)
        .catch(() => false);
      if (!settled) blank.push(`${how} ${address}`);
    };

    // Typed (or opened from outside the site): a navigation the worker answers.
    for (const address of unvisited) {
      await page.mainFrame().goto(address, { waitUntil: 'load' }).catch(() => null);
      await check('typed', address);
    }
    // The pages the seller visited open from the worker's copies, `/` (kept at install) included.
    for (const address of ['/', '/ads', '/my-ads']) {
      await page.mainFrame().goto(address, { waitUntil: 'load' }).catch(() => null);
      await expect(frame).toBeVisible();
      await expect(offlinePage).toHaveCount(0);
    }
    // Tapped inside the app (no page load): the app draws the page from the code kept offline.
    await page.getByRole('link', { name: 'Publier une annonce' }).first().click();
    await expect(page).toHaveURL(/\/post-ad$/);
    await check('tapped', '/post-ad');
    for (const address of unvisited.slice(1)) {
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, address);
      await check('tapped', address);
    }
    expect(blank).toEqual([]);
    await setOffline(context, page, false);
  });

  test('a seller back offline after one visit: the pages never opened show themselves or the offline message (tapped and typed)', async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const ads = (await (await request.get('/api/ads?per_page=20')).json()) as { data: { slug: string }[] };
    const unvisitedAd = `/ads/${ads.data[ads.data.length - 1].slug}`;
    await signIn(page, request, SELLER);
    // One visit, `/` only, and no other page load: the page fetched its code (the remotes' manifest and entry
    // among it) before the worker took over, so the worker keeps those itself.
    await page.goto('/');
    await waitForOfflineCopy(page);
    await setOffline(context, page, true);

    const frame = page.locator('#main');
    const offlinePage = page.getByTestId('offline-page');
    /** The headings on screen: the page's own, an error or offline box in it, or the worker's offline page. */
    const heading = async () => {
      if (await offlinePage.isVisible()) return `offline page: ${await offlinePage.locator('h1').innerText()}`;
      const texts = await frame.locator('h1, h2').filter({ visible: true }).allInnerTexts();
      return texts.map((text) => text.trim()).filter(Boolean).join(' · ');
    };
    const shown = async (how: string, address: string) => {
      let seen = '';
      await expect
        .poll(async () => (seen = await heading()), { timeout: 15_000, message: `${how} ${address} stays blank` })
        .not.toBe('');
      testInfo.annotations.push({ type: 'offline first open', description: `${how} ${address}: ${seen}` });
      return seen;
    };
    /** The box of a part of the site never opened on this phone. */
    const partNeverOpened = frame.getByText("Cette partie du site n'a pas encore été ouverte sur cet appareil");

    // The next day, offline: `/` opens from the worker's copy, drawn by the ads part kept whole.
    await page.mainFrame().goto('/', { waitUntil: 'load' });
    await shown('typed', '/');
    await expect(offlinePage).toHaveCount(0);
    await expect(partNeverOpened).toHaveCount(0);

    // Tapped inside the app: the post-ad form, or (its categories and places never read on this phone) the
    // site's offline message in its page, never a blank page nor an error.
    await page.getByRole('link', { name: 'Publier une annonce' }).first().click();
    await expect(page).toHaveURL(/\/post-ad$/);
    await expect(frame.getByRole('heading', { name: 'Publier une annonce' })).toBeVisible();
    await expect(
      frame.getByRole('textbox', { name: 'Titre' }).or(frame.getByRole('heading', { name: 'Vous êtes hors ligne' })),
    ).toBeVisible();
    await expect(frame.getByText('Impossible de charger le formulaire')).toHaveCount(0);
    await shown('tapped', '/post-ad');
    await page.screenshot({
      path: path.join(SCREENSHOTS_DIR, `post-ad-first-offline-fr-${testInfo.project.name}.png`),
      fullPage: false,
    });

    // The ads part and the static pages were kept: the list, the ad and My ads draw their page, and their data
    // (from the api, never kept) says « Vous êtes hors ligne » with Retry, not that something went wrong; the
    // static pages open whole; /login belongs to the account part, never opened here: its offline box. Each page
    // is known by its own heading, or (the ad, /login) by the previous page's heading gone.
    const tapped: { address: string; heading?: string; offline: boolean }[] = [
      { address: '/ads', heading: 'Toutes les annonces', offline: true },
      { address: unvisitedAd, offline: true },
      { address: '/my-ads', heading: 'Mes annonces', offline: true },
      { address: '/about', heading: 'À propos de Sokoni', offline: false },
      { address: '/contact', heading: 'Contactez-nous', offline: false },
      { address: '/legal/terms-of-service', heading: "Conditions d'utilisation", offline: false },
      { address: '/login', offline: true },
    ];
    const offlineHeading = frame.getByRole('heading', { name: 'Vous êtes hors ligne' });
    let previous = 'Publier une annonce';
    for (const { address, heading: own, offline } of tapped) {
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, address);
      if (own) await expect(frame.getByRole('heading', { name: own, exact: true })).toBeVisible();
      else await expect(frame.getByRole('heading', { name: previous, exact: true })).toHaveCount(0);
      if (offline) await expect(offlineHeading.first()).toBeVisible();
      else await expect(offlineHeading).toHaveCount(0);
      await shown('tapped', address);
      if (address !== '/login') await expect(partNeverOpened).toHaveCount(0);
      await expect(frame.getByRole('heading', { name: "Une erreur s'est produite" })).toHaveCount(0);
      previous = own ?? previous;
    }

    // Typed (or opened from a shared link): a page never loaded has no copy: the worker's offline page, which
    // links to the pages kept.
    for (const address of ['/post-ad', ...tapped.map((page) => page.address)]) {
      await page.mainFrame().goto(address, { waitUntil: 'load' }).catch(() => null);
      await shown('typed', address);
      await expect(offlinePage.getByRole('link', { name: 'Accueil' })).toBeVisible();
    }
    await setOffline(context, page, false);
  });
});
