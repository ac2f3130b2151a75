import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { linkFromMail, PASSWORD, registerThroughApi, uniqueEmail } from './support/accounts';
import { apiLogin, authHeaders, SELLER, signIn, uniqueTitle } from './support/ads';

/**
 * Issue 11 on the built site: becoming a business, the dashboard's products and settings, the public storefront,
 * in French on a 360 px phone and on a desktop.
 */

/** A fresh account with a verified address, opened in the browser signed in (cookie choice made). */
async function verifiedNewcomer(page: Page, request: APIRequestContext, email: string) {
  await registerThroughApi(request, email);
  const link = await linkFromMail(request, email, /V[ée]rifiez/i, '/verify-email/');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText('Votre adresse email a été vérifiée.')).toBeVisible();
  const response = await request.post('/api/login', { data: { email, password: PASSWORD, locale: 'fr' } });
  expect(response.ok()).toBeTruthy();
  const session = (await response.json()) as { token: string; user: unknown };
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

function productRow(page: Page, title: string) {
  return page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

test.describe('business accounts', () => {
  test('a verified user becomes a business, adds a product, edits the settings and opens the storefront', async ({
    page,
    request,
  }, testInfo) => {
    // A long walk-through (sign-up, product, settings, rename, storefront): give a loaded machine room.
    test.setTimeout(180_000);
    const email = uniqueEmail(testInfo, 'business');
    await verifiedNewcomer(page, request, email);
    const shopName = `Boutique ${testInfo.project.name} ${Date.now().toString(36)}`;

    // The upgrade prompt on the profile page leads to the setup form.
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Créer mon entreprise' }).click();
    await expect(page).toHaveURL(/\/business\/setup$/);
    await page.getByRole('textbox', { name: /^Nom de l'entreprise/ }).fill(shopName);
    await page
      .getByRole('textbox', { name: /^Description/ })
      .fill('Téléphones, accessoires et réparations à Gombe.');
    await page.getByRole('textbox', { name: /^Numéro de téléphone/ }).fill('081 234 5678');
    await page.getByRole('textbox', { name: /^Site web/ }).fill('https://example.cd');
    await page.getByRole('button', { name: 'Créer mon entreprise' }).click();
    await expect(page).toHaveURL(/\/business\/dashboard$/);
    await expect(page.getByText('Votre compte entreprise est prêt !')).toBeVisible();
    await expect(page.getByText(`Bienvenue, ${shopName}`)).toBeVisible();
    await expect(page.getByText("Vous n'avez encore aucun produit")).toBeVisible();

    // Add a product through the post-ad page; it waits for review, and the dashboard lists it.
    const title = uniqueTitle('Chargeur rapide');
    await page.getByRole('link', { name: 'Ajouter un produit' }).click();
    await expect(page).toHaveURL(/\/post-ad$/);
    await page.getByRole('textbox', { name: 'Titre' }).fill(title);
    await page.getByRole('combobox', { name: 'Catégorie' }).selectOption({ label: 'Électronique' });
    await page
      .getByRole('combobox', { name: 'Sous-catégorie' })
      .selectOption({ label: 'Téléphones portables' });
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('Chargeur rapide 33 W neuf, compatible avec la plupart des téléphones.');
    await page.getByRole('textbox', { name: 'Prix' }).fill('15');
    await page.getByRole('searchbox', { name: 'Rechercher une ville ou une commune' }).fill('goma');
    await page.getByRole('combobox', { name: 'Ville ou commune' }).selectOption({ label: 'Goma, Nord-Kivu' });
    await page.getByRole('button', { name: "Publier l'annonce" }).click();
    await expect(page).toHaveURL(/\/ads\/[^/]+$/);
    await page.goto('/business/dashboard');
    const row = productRow(page, title);
    await expect(row.getByText('En attente', { exact: true })).toBeVisible();
    await expect(row.getByRole('link', { name: `Modifier « ${title} »` })).toBeVisible();

    // Settings: the same form, saved.
    // Tabs on a desktop, a select on a phone.
    if (testInfo.project.name === 'phone') {
      await page.getByRole('combobox', { name: 'Sections du tableau de bord' }).selectOption('settings');
    } else {
      await page.getByRole('tab', { name: 'Paramètres' }).click();
    }
    const description = page.getByRole('textbox', { name: /^Description/ });
    await description.fill('Téléphones, accessoires et réparations à Gombe. Ouvert tous les jours.');
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(page.getByText("Votre profil d'entreprise a été mis à jour.")).toBeVisible();

    // The storefront opens in a new tab.
    const [storefront] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: /Voir ma vitrine/ }).click(),
    ]);
    await expect(storefront.getByRole('heading', { level: 1, name: shopName })).toBeVisible();
    await expect(storefront.getByText('Ouvert tous les jours.', { exact: false })).toBeVisible();
    await expect(storefront.getByRole('link', { name: 'Appeler +243 812 345 678' })).toHaveAttribute(
      'href',
      'tel:+243812345678',
    );
    // A product under review is not public yet.
    await expect(storefront.getByText("Cette boutique n'a pas d'annonce en ce moment.")).toBeVisible();

    // A new name gives a new address; the old one, already shared, moves there for good (301).
    const oldPath = new URL(storefront.url()).pathname;
    const renamed = `${shopName} Gombe`;
    await page.getByRole('textbox', { name: /^Nom de l'entreprise/ }).fill(renamed);
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(page.getByText(`Bienvenue, ${renamed}`)).toBeVisible();
    // Page metadata is kept briefly by the bff: the move shows once that copy has expired.
    await expect
      .poll(async () => (await request.get(oldPath, { maxRedirects: 0 })).status(), {
        timeout: 40_000,
        intervals: [2_000],
      })
      .toBe(301);
    const moved = await request.get(oldPath, { maxRedirects: 0 });
    expect(moved.headers()['location']).toBe(`${oldPath}-gombe`);
    await storefront.goto(oldPath);
    await expect(storefront).toHaveURL(new RegExp(`${oldPath}-gombe$`));
    await expect(storefront.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(storefront.getByTestId('storefront-rating')).toHaveText("Pas encore d'avis");

    // A business user opening the setup page lands on the dashboard.
    await page.goto('/business/setup');
    await expect(page).toHaveURL(/\/business\/dashboard$/);
  });

  test('a business toggles a product inactive and back, deletes another, and its storefront shows the product', async ({
    page,
    request,
  }) => {
    const session = await apiLogin(request, SELLER);
    // An active product on the dashboard's first page (20 newest, every status).
    const firstPage = await request.get('/api/my-ads?per_page=20', { headers: authHeaders(session) });
    const product = (
      (await firstPage.json()) as { data: Array<{ title: string; status: string }> }
    ).data.find((ad) => ad.status === 'active')!;
    expect(product, 'an active ad among the newest 20').toBeTruthy();
    // Something to delete: a fresh ad of the same seller.
    const created = await request.post('/api/ads', {
      headers: authHeaders(session),
      data: {
        title: uniqueTitle('Écouteurs à supprimer'),
        description: 'Écouteurs sans fil, boîte jamais ouverte, garantie six mois.',
        price: '20',
        category: 'mobile-phones',
        location: 'goma',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const doomed = (await created.json()) as { id: number; title: string };

    await signIn(page, request, SELLER);
    await page.goto('/business/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord entreprise' })).toBeVisible();
    const row = productRow(page, product.title);
    await row.getByRole('button', { name: `Désactiver « ${product.title} »` }).click();
    await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Activer « ${product.title} »` }).click();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: `Désactiver « ${product.title} »` })).toBeVisible();

    await productRow(page, doomed.title)
      .getByRole('button', { name: `Supprimer « ${doomed.title} »` })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`« ${doomed.title} »`);
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText(`« ${doomed.title} » a été supprimé.`)).toBeVisible();
    await expect(productRow(page, doomed.title)).toHaveCount(0);

    const [storefront] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: /Voir ma vitrine/ }).click(),
    ]);
    await expect(storefront.getByRole('heading', { name: 'Nos annonces' })).toBeVisible();
    await expect(storefront.getByRole('link', { name: product.title, exact: true }).first()).toBeVisible();
  });

  test('the storefront of an unknown slug shows the error', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/business/cette-boutique-nexiste-pas');
    await expect(page.getByText('Boutique introuvable')).toBeVisible();
  });
});
