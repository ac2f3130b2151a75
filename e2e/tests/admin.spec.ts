import { type Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { PASSWORD, registerThroughApi, uniqueEmail } from './support/accounts';
import { apiLogin, authHeaders, SELLER, signIn, uniqueTitle } from './support/ads';
import { adminLogin, clearQueueExcept, postAd, setMaintenance, signInAsAdmin } from './support/admin';

/** Clicks until the dialog shows: on a busy machine the first click can land before the page's code is ready. */
async function openDialog(opener: Locator, dialog: Locator): Promise<void> {
  await expect(async () => {
    if (!(await dialog.isVisible())) await opener.click();
    await expect(dialog).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
}

test.describe('administration', () => {
  test.afterAll(async ({ request }) => {
    // Never leave the site in maintenance for the other suites.
    await setMaintenance(request, await adminLogin(request), false);
  });

  test('the administrator approves one pending ad from the keyboard (it goes live) and rejects another with a reason the owner reads', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    // Three browsers (admin, visitor, owner) on a busy machine.
    test.slow();
    const admin = await adminLogin(request);
    const seller = await apiLogin(request, SELLER);
    const approvedTitle = uniqueTitle('Tecno Spark 10');
    const rejectedTitle = uniqueTitle('Itel A70');
    const approved = await postAd(request, seller, approvedTitle);
    const rejected = await postAd(request, seller, rejectedTitle);
    await clearQueueExcept(request, admin, [approved.id, rejected.id]);

    await signInAsAdmin(page, request);
    await page.goto('/admin/pending');
    await expect(page.getByRole('heading', { level: 2, name: approvedTitle })).toBeVisible();

    const started = Date.now();
    await page.keyboard.press('a');
    await expect(page.getByRole('dialog', { name: 'Approuver cette annonce ?' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: rejectedTitle })).toBeVisible();
    const perAd = Date.now() - started;
    testInfo.annotations.push({ type: 'keyboard approve, ms per ad', description: String(perAd) });

    await page.keyboard.press('r');
    const dialog = page.getByRole('dialog', { name: 'Refuser cette annonce' });
    await dialog.getByRole('button', { name: 'Refuser' }).click();
    await expect(dialog.getByText('Ce champ est obligatoire')).toBeVisible();
    const reason = `Photos manquantes (${Date.now().toString(36)})`;
    await dialog.getByLabel(/Motif/).fill(reason);
    await dialog.getByRole('button', { name: 'Refuser' }).click();
    await expect(page.getByRole('heading', { name: 'Aucune annonce à valider' })).toBeVisible();

    // The approved ad is in search.
    const visitor = await browser.newPage();
    await visitor.goto(`/ads?q=${encodeURIComponent(approvedTitle)}`);
    await expect(visitor.getByRole('link', { name: approvedTitle }).first()).toBeVisible({ timeout: 30_000 });
    await visitor.close();

    // The owner reads the reason in My Ads.
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await signIn(owner, request, SELLER);
    await owner.goto('/my-ads?status=rejected');
    await expect(owner.getByText(reason, { exact: false })).toBeVisible({ timeout: 30_000 });
    await ownerContext.close();
  });

  test('the administrator bans a user: their session ends at once', async ({ page, request }, testInfo) => {
    const email = uniqueEmail(testInfo, 'ban');
    await registerThroughApi(request, email);
    const login = await request.post('/api/login', { data: { email, password: PASSWORD, locale: 'fr' } });
    const { token } = (await login.json()) as { token: string };

    await signInAsAdmin(page, request);
    await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: 'Suspendre' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suspendre ce compte' });
    await dialog.getByLabel(/Motif/).fill('Annonces frauduleuses');
    await dialog.getByRole('button', { name: 'Suspendre' }).click();
    await expect(row.getByText('Suspendu')).toBeVisible();
    const profile = await request.get('/api/user/profile', { headers: { Authorization: `Bearer ${token}` } });
    expect(profile.status()).toBe(401);
  });

  test('the administrator edits a translation and sees it on the site at once', async ({ page, request }) => {
    const admin = await adminLogin(request);
    await signInAsAdmin(page, request);
    await page.goto('/admin/translations');
    await page.getByRole('button', { name: 'Ajouter un texte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un texte' });
    await dialog.getByLabel('Groupe').selectOption('shell');
    await dialog.getByLabel(/Clé/).fill('nav.about');
    await dialog.getByLabel(/^Texte/).fill('Qui sommes-nous');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('La traduction a été enregistrée.')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'shell:nav.about' })).toBeVisible();
    if (test.info().project.name === 'desktop') {
      await expect(
        page
          .getByRole('navigation', { name: 'Navigation principale' })
          .getByRole('link', { name: 'Qui sommes-nous' }),
      ).toBeVisible();
    }
    // Back to the bundled text for the other tests.
    await request.put('/api/admin/translations', {
      headers: authHeaders(admin),
      data: { locale: 'fr', group: 'shell', key: 'nav.about', value: '' },
    });
  });

  test('maintenance: visitors get the maintenance page (503), the administrator keeps the site with a banner', async ({
    page,
    request,
    browser,
  }) => {
    // Two browsers and a bff that checks the setting every few seconds.
    test.slow();
    const admin = await adminLogin(request);
    await signInAsAdmin(page, request);
    await page.goto('/admin/settings');
    await page.getByRole('checkbox', { name: 'Mode maintenance' }).check();
    await page.getByRole('button', { name: 'Enregistrer les paramètres' }).click();
    await expect(page.getByText('Les paramètres ont été enregistrés.')).toBeVisible();

    const visitor = await browser.newPage();
    await expect.poll(async () => (await visitor.goto('/'))?.status(), { timeout: 15_000 }).toBe(503);
    await expect(visitor.getByRole('heading', { name: 'Site en maintenance' })).toBeVisible();

    await page.goto('/');
    await expect(page.getByText(/Le mode maintenance est activé/)).toBeVisible();

    await setMaintenance(request, admin, false);
    await expect.poll(async () => (await visitor.goto('/'))?.status(), { timeout: 15_000 }).toBe(200);
    await expect(visitor.getByRole('heading', { name: 'Site en maintenance' })).toHaveCount(0);
    await visitor.close();
  });
  test('the reports queue: a reported ad is removed with a reason and leaves the queue and the site', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const admin = await adminLogin(request);
    const seller = await apiLogin(request, SELLER);
    const title = uniqueTitle('Groupe électrogène 5 kVA');
    const ad = await postAd(request, seller, title);
    // Pending unless auto-approve is on: either way it ends up live.
    await request.post(`/api/admin/ads/${ad.id}/approve`, { headers: authHeaders(admin) });
    const email = uniqueEmail(testInfo, 'reporter');
    await registerThroughApi(request, email);
    const login = await request.post('/api/login', { data: { email, password: PASSWORD, locale: 'fr' } });
    const { token } = (await login.json()) as { token: string };
    const reported = await request.post(`/api/ads/${ad.id}/reports`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { reason: 'scam', comment: 'Prix trop beau pour être vrai' },
    });
    expect(reported.status(), await reported.text()).toBe(201);

    await signInAsAdmin(page, request);
    await page.goto('/admin/reports');
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Arnaque ou fraude')).toBeVisible({ timeout: 30_000 });
    await expect(row.getByText('« Prix trop beau pour être vrai »')).toBeVisible();
    const dialog = page.getByRole('dialog', { name: "Retirer l'annonce" });
    await openDialog(row.getByRole('button', { name: "Retirer l'annonce" }), dialog);
    await dialog.getByRole('button', { name: "Retirer l'annonce" }).click();
    await expect(dialog.getByText('Ce champ est obligatoire')).toBeVisible();
    await dialog.getByLabel(/Motif/).fill('Arnaque signalée et vérifiée');
    await dialog.getByRole('button', { name: "Retirer l'annonce" }).click();
    await expect(page.getByText("L'annonce a été supprimée ; 1 signalement clos.")).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await request.get(`/api/ads/${ad.slug}`)).status()).toBe(404);

    await page.goto('/admin/audit-log');
    await expect(page.getByRole('row').filter({ hasText: title }).first()).toContainText(
      'Annonce signalée retirée',
    );
  });

  test('the administrator edits a user: account type and the verified badge with a reason', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const email = uniqueEmail(testInfo, 'edit');
    await registerThroughApi(request, email);
    await signInAsAdmin(page, request);
    await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
    const row = page.getByRole('row').filter({ hasText: email });
    const dialog = page.getByRole('dialog', { name: /^Modifier/ });
    await openDialog(row.getByRole('button', { name: /^Modifier/ }), dialog);
    await dialog.getByLabel('Type de compte').selectOption('business');
    await dialog.getByLabel('Vérifié (badge de confiance)').check();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByText('Ce champ est obligatoire')).toBeVisible();
    await dialog.getByLabel(/Motif/).fill("Pièce d'identité vérifiée");
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row.getByText('Pro', { exact: true })).toBeVisible();
    await expect(row.getByText('Vérifié', { exact: true })).toBeVisible();
  });

  test('the administrator renames a category in place and merges another into it', async ({
    page,
    request,
  }) => {
    test.slow();
    const admin = await adminLogin(request);
    const suffix = Date.now().toString(36);
    const create = async (slug: string, name: string) => {
      const response = await request.post('/api/admin/categories', {
        headers: authHeaders(admin),
        data: { slug: `${slug}-${suffix}`, name_fr: `${name} ${suffix}`, name_en: `${name} ${suffix}` },
      });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as { id: number; name_fr: string };
    };
    const target = await create('e2e-cible', 'Cible');
    const source = await create('e2e-source', 'Source');

    await signInAsAdmin(page, request);
    await page.goto('/admin/categories');
    // Renamed in place: the pencil opens both names in the row, Enter saves.
    await page.getByRole('button', { name: `Renommer « ${target.name_fr} »` }).click();
    const rename = page.getByRole('form', { name: `Renommer « ${target.name_fr} »` });
    await rename.getByLabel(/Nom en anglais/).fill(`Target ${suffix}`);
    await rename.getByLabel(/Nom en anglais/).press('Enter');
    await expect(rename).toHaveCount(0);
    await expect(page.getByText(`${target.name_fr} / Target ${suffix}`, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Fusionner « ${source.name_fr} »` }).click();
    const merge = page.getByRole('dialog', {
      name: `Fusionner « ${source.name_fr} » dans une autre catégorie`,
    });
    await merge.getByLabel(/Fusionner dans/).selectOption(String(target.id));
    await merge.getByRole('button', { name: 'Fusionner' }).click();
    await expect(
      page.getByText(`« ${source.name_fr} » a été fusionnée dans « ${target.name_fr} ».`),
    ).toBeVisible();
    await expect(page.getByRole('cell', { name: new RegExp(source.name_fr) })).toHaveCount(0);
    // Leave the catalogue as it was.
    await request.delete(`/api/admin/categories/${target.id}`, { headers: authHeaders(admin) });
  });
});
