import { expect, test } from './support/test';
import { adminLogin } from './support/admin';
import { authHeaders, OTHER_SELLER, signIn, uniqueTitle } from './support/ads';

/**
 * Issue 31 (items 3 and 4) on the built site: a seller posts a car with its make, year and mileage; once it is
 * live, a buyer finds it by filtering the cars by year and sees its fields on its page.
 */
test.describe('category fields', () => {
  test('a seller posts a car with make, year and mileage; a buyer filters the cars by year and finds it', async ({
    page,
    request,
    isMobile,
  }) => {
    test.slow();
    const seller = await signIn(page, request, OTHER_SELLER);
    const title = uniqueTitle('Toyota RAV4');
    await page.goto('/post-ad');
    await page.getByRole('textbox', { name: 'Titre' }).fill(title);
    await page.getByRole('combobox', { name: 'Catégorie' }).selectOption({ label: 'Véhicules' });
    await page.getByRole('combobox', { name: 'Sous-catégorie' }).selectOption({ label: 'Voitures' });
    await page.getByRole('combobox', { name: 'Marque' }).selectOption('toyota');
    await page.getByRole('textbox', { name: 'Année' }).fill('2029');
    await page.getByRole('textbox', { name: 'Kilométrage (km)' }).fill('45 000');
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('RAV4 dédouanée, entretien à jour, climatisation d’origine, pneus neufs.');
    await page.getByRole('textbox', { name: 'Prix' }).fill('14500');
    await page.getByRole('searchbox', { name: 'Rechercher une ville ou une commune' }).fill('lemba');
    await page.getByRole('combobox', { name: 'Ville ou commune' }).selectOption({ label: 'Lemba, Kinshasa' });
    await page.getByRole('button', { name: "Publier l'annonce" }).click();
    await expect(page).toHaveURL(/\/ads\/[^/]+$/);
    const slug = new URL(page.url()).pathname.split('/').pop()!;

    // Live once reviewed (when the site reviews ads first).
    const ad = await (await request.get(`/api/ads/${slug}`, { headers: authHeaders(seller) })).json();
    expect(ad.attributes).toEqual({ make: 'toyota', year: 2029, mileage_km: 45000 });
    if (ad.status === 'pending') {
      const admin = await adminLogin(request);
      const approved = await request.post(`/api/admin/ads/${ad.id}/approve`, { headers: authHeaders(admin) });
      expect(approved.ok()).toBeTruthy();
    }

    // A buyer (signed out) filters the cars from 2029 on: only this one (the demo cars are older).
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await page.goto('/ads?category=cars');
    if (isMobile) await page.getByRole('button', { name: 'Filtres', exact: true }).click();
    await page.getByRole('textbox', { name: 'Année minimum' }).fill('2029');
    await page.getByRole('button', { name: 'Appliquer les filtres' }).click();
    await expect(page).toHaveURL(/attr\.year_min=2029/);
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expect(page.getByTestId('ad-card')).toHaveCount(1);

    await page.getByRole('link', { name: title, exact: true }).click();
    const table = page.getByTestId('ad-fields');
    await expect(table.getByRole('row', { name: /Marque\s+Toyota/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Année\s+2029/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Kilométrage\s+45\s000 km/ })).toBeVisible();
  });
});
