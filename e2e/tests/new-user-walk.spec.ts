import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { linkFromMail, PASSWORD, registerThroughApi, uniqueEmail } from './support/accounts';
import { adminLogin, signInAsAdmin } from './support/admin';
import { authHeaders, type Session } from './support/ads';

/**
 * Issue 33 on the built site, as a new user meets it: their own ad while it awaits review or after a rejection,
 * languages the administrator deactivated, texts the administrator changed in the server's page, the business
 * dashboard's status actions and the saved language on a new browser.
 */

/** A fresh account with a verified address, opened in the browser signed in (cookie choice made). */
async function verifiedNewcomer(page: Page, request: APIRequestContext, email: string): Promise<Session> {
  await registerThroughApi(request, email);
  const link = await linkFromMail(request, email, /V[ée]rifiez/i, '/verify-email/');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText('Votre adresse email a été vérifiée.')).toBeVisible();
  const response = await request.post('/api/login', { data: { email, password: PASSWORD } });
  expect(response.ok()).toBeTruthy();
  const session = (await response.json()) as Session;
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
      localStorage.setItem('cookie_consent', 'accepted');
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
  return session;
}

const stateBanner = (page: Page) => page.locator('[data-ad-state]');

test.describe('a new user', () => {
  test(
    'sees their own ad while it awaits review and once rejected; nobody else does',
    { tag: '@any-width' },
    async ({ page, request, browser }, testInfo) => {
      test.setTimeout(180_000);
      const email = uniqueEmail(testInfo, 'first-ad');
      const seller = await verifiedNewcomer(page, request, email);
      const title = `Infinix Hot 40 ${testInfo.project.name} ${Date.now().toString(36)}`;

      // 1. Right after « Votre annonce a été envoyée ! »: a first-time seller has nothing public yet.
      await page.goto('/post-ad');
      await page.getByRole('textbox', { name: 'Titre' }).fill(title);
      await page.getByRole('combobox', { name: 'Catégorie' }).selectOption({ label: 'Électronique' });
      await page.getByRole('combobox', { name: 'Sous-catégorie' }).selectOption({ label: 'Téléphones portables' });
      await page
        .getByRole('textbox', { name: 'Description' })
        .fill('Téléphone neuf dans sa boîte, jamais utilisé, avec chargeur et écouteurs.');
      await page.getByRole('textbox', { name: 'Prix' }).fill('150');
      await page.getByRole('searchbox', { name: 'Rechercher une ville ou une commune' }).fill('goma');
      await page.getByRole('combobox', { name: 'Ville ou commune' }).selectOption({ label: 'Goma, Nord-Kivu' });
      await page.getByRole('button', { name: "Publier l'annonce" }).click();
      await expect(page.getByText(/Votre annonce a été envoyée/)).toBeVisible();
      await expect(page).toHaveURL(/\/ads\/[^/]+$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(stateBanner(page)).toContainText('En attente de validation');
      await expect(page.getByText('Annonce introuvable')).toHaveCount(0);
      const slug = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

      // 2. After saving an edit.
      await page.goto(`/edit-ad/${slug}`);
      await page.getByRole('textbox', { name: 'Prix' }).fill('140');
      await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
      await expect(page.getByText('Votre annonce a été mise à jour.')).toBeVisible();
      await expect(page).toHaveURL(`/ads/${slug}`);
      await expect(stateBanner(page)).toContainText('En attente de validation');

      // 3. From My ads → Voir.
      await page.goto('/my-ads?status=pending');
      await page
        .getByTestId('ad-card')
        .filter({ has: page.getByRole('link', { name: title, exact: true }) })
        .getByRole('link', { name: 'Voir' })
        .click();
      await expect(page).toHaveURL(`/ads/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(stateBanner(page)).toContainText('En attente de validation');

      // Anyone else: as if it did not exist.
      const adUrl = new URL(`/ads/${slug}`, page.url()).href;
      const stranger = await browser.newPage();
      await stranger.goto(adUrl);
      await expect(stranger.getByRole('heading', { name: 'Annonce introuvable' })).toBeVisible();
      await stranger.close();
      expect((await request.get(`/bff/ads/${slug}`)).status()).toBe(404);

      // An administrator sees it with its state.
      const moderator = await browser.newPage();
      await signInAsAdmin(moderator, request);
      await moderator.goto(adUrl);
      await expect(moderator.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(moderator.locator('[data-ad-state]')).toContainText('En attente de validation');
      await moderator.close();

      // Rejected with a reason: the owner reads it on the page.
      const admin = await adminLogin(request);
      const ad = (await (await request.get(`/api/ads/${slug}`, { headers: authHeaders(seller) })).json()) as { id: number };
      const rejected = await request.post(`/api/admin/ads/${ad.id}/reject`, {
        headers: authHeaders(admin),
        data: { reason: 'La photo manque' },
      });
      expect(rejected.ok()).toBeTruthy();
      await page.reload();
      await expect(stateBanner(page)).toContainText('Annonce refusée');
      await expect(stateBanner(page)).toContainText('Un administrateur a refusé cette annonce : La photo manque.');
      await expect(stateBanner(page).getByRole('link', { name: 'Modifier et soumettre à nouveau' })).toHaveAttribute(
        'href',
        `/edit-ad/${slug}`,
      );
    },
  );
});

test.describe('what the administrator changes reaches every visitor', () => {
  test('a deactivated language is no longer offered, and ?lang=en renders French', async ({ page, request }) => {
    const admin = await adminLogin(request);
    const off = await request.post('/api/admin/languages/en/deactivate', { headers: authHeaders(admin) });
    expect(off.ok()).toBeTruthy();
    try {
      // The bff reads the settings again within a few seconds.
      await expect
        .poll(async () => (await (await request.get('/?lang=en')).text()).includes('<html lang="fr"'), { timeout: 15_000 })
        .toBe(true);
      await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
      await page.goto('/?lang=en');
      await expect(page.getByRole('heading', { name: 'Achetez et vendez près de chez vous' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      const wide = (page.viewportSize()?.width ?? 0) >= 1024;
      await page.getByRole('button', { name: wide ? /^FR · / : 'Ouvrir le menu' }).click();
      await expect(page.getByRole('button', { name: 'English' })).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('locale'))).not.toBe('en');
    } finally {
      await request.post('/api/admin/languages/en/activate', { headers: authHeaders(admin) });
    }
  });

  test("a text the administrator changed is in the server's page, and the browser takes it over without a mismatch", async ({
    page,
    request,
  }) => {
    const admin = await adminLogin(request);
    const changed = `Achetez et vendez à Kinshasa ${Date.now().toString(36)}`;
    const save = (value: string) =>
      request.put('/api/admin/translations', {
        headers: authHeaders(admin),
        data: { locale: 'fr', group: 'ads', key: 'home.hero.title', value },
      });
    expect((await save(changed)).ok()).toBeTruthy();
    try {
      await expect.poll(async () => (await (await request.get('/')).text()).includes(changed), { timeout: 15_000 }).toBe(true);
      const mismatches: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /#418|did not match|Hydration/i.test(message.text())) mismatches.push(message.text());
      });
      page.on('pageerror', (error) => {
        if (/#418|Hydration/i.test(error.message)) mismatches.push(error.message);
      });
      await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
      await page.goto('/');
      await expect(page.getByRole('heading', { name: changed })).toBeVisible();
      // Taken over: the page answers (the heading is still the stored text once the scripts have run).
      await expect(page.locator('html[data-interactive="true"]')).toHaveCount(1, { timeout: 15_000 });
      await expect(page.getByRole('heading', { name: changed })).toBeVisible();
      // A second visit: the browser now keeps the stored texts too, and still draws what the server drew.
      await page.reload();
      await expect(page.locator('html[data-interactive="true"]')).toHaveCount(1, { timeout: 15_000 });
      await expect(page.getByRole('heading', { name: changed })).toBeVisible();
      expect(mismatches).toEqual([]);
    } finally {
      await save('');
    }
  });
});

test.describe('a business and a returning user', () => {
  test('the dashboard offers no « Activer » on a rejected product and says why', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const email = uniqueEmail(testInfo, 'rejected-shop');
    const owner = await verifiedNewcomer(page, request, email);
    const converted = await request.post('/api/user/convert-to-business', {
      headers: authHeaders(owner),
      data: { business_name: `Boutique ${Date.now().toString(36)}`, description: 'Téléphones et accessoires à Goma.' },
    });
    expect(converted.ok(), await converted.text()).toBeTruthy();
    await page.evaluate((user) => localStorage.setItem('user', user), JSON.stringify((await converted.json()).user));
    const title = `Samsung A15 ${Date.now().toString(36)}`;
    const posted = await request.post('/api/ads', {
      headers: authHeaders(owner),
      multipart: {
        title,
        description: `${title} en très bon état, disponible à Goma. Prix à discuter sur place.`,
        price: '120',
        currency: 'USD',
        is_negotiable: 'false',
        category: 'mobile-phones',
        location: 'gombe',
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const admin = await adminLogin(request);
    const { id } = (await posted.json()) as { id: number };
    expect((await request.post(`/api/admin/ads/${id}/reject`, { headers: authHeaders(admin), data: { reason: 'Photo floue' } })).ok()).toBeTruthy();

    await page.goto('/business/dashboard');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    await expect(row.getByText('Refusée par un administrateur : modifiez-la pour la soumettre à nouveau.')).toBeVisible();
    await expect(row.getByRole('button', { name: /^Activer/ })).toHaveCount(0);
    await expect(row.getByRole('link', { name: /^Modifier/ })).toBeVisible();
  });

  test(
    'signing in on a new browser keeps the saved language',
    { tag: '@any-width' },
    async ({ page, request }, testInfo) => {
      const email = uniqueEmail(testInfo, 'english-speaker');
      await registerThroughApi(request, email);
      const first = (await (await request.post('/api/login', { data: { email, password: PASSWORD } })).json()) as Session;
      const saved = await request.put('/api/user/language', {
        headers: authHeaders(first),
        data: { preferred_language: 'en' },
      });
      expect(saved.ok()).toBeTruthy();

      // A browser that never saw the site: French by default.
      await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
      await page.goto('/login');
      await page.getByRole('textbox', { name: /^Adresse email/ }).fill(email);
      await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { name: 'Buy and sell near you' })).toBeVisible();
      const profile = await request.get('/api/user/profile', { headers: authHeaders(first) });
      const body = (await profile.json()) as { preferred_language?: string; user?: { preferred_language?: string } };
      expect(body.user?.preferred_language ?? body.preferred_language).toBe('en');
    },
  );
});
