import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  apiLogin,
  authHeaders,
  getAd,
  myAds,
  OTHER_SELLER,
  photoFiles,
  SELLER,
  signIn,
  uniqueTitle,
} from './support/ads';

/**
 * Issue 4 on the built site: posting with photos, editing, My Ads and its status actions, the owner-only edit
 * page and favourites, in French (the default) on a 360 px phone and on a desktop.
 */

function card(page: Page, title: string) {
  return page.getByTestId('ad-card').filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

test.describe('ads management', () => {
  test('a verified seller posts an ad with two photos, finds it pending in My Ads, then edits it and removes a photo', async ({
    page,
    request,
  }) => {
    // Two photos resized on upload, then an edit: a long walk on a busy machine.
    test.slow();
    const session = await signIn(page, request, SELLER);
    const title = uniqueTitle('Téléphone de test');
    await page.goto('/post-ad');
    await expect(page.getByRole('heading', { level: 1, name: 'Publier une annonce' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Titre' }).fill(title);
    await page.getByRole('combobox', { name: 'Catégorie' }).selectOption({ label: 'Électronique' });
    await page
      .getByRole('combobox', { name: 'Sous-catégorie' })
      .selectOption({ label: 'Téléphones portables' });
    await page.getByRole('combobox', { name: 'État' }).selectOption('used');
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('Téléphone en très bon état, batterie neuve, vendu avec chargeur et boîte.');
    await page.getByRole('textbox', { name: 'Prix' }).fill('150');
    await page.getByRole('checkbox', { name: 'Prix négociable' }).check();
    await page.getByRole('searchbox', { name: 'Rechercher une ville ou une commune' }).fill('goma');
    await page.getByRole('combobox', { name: 'Ville ou commune' }).selectOption({ label: 'Goma, Nord-Kivu' });
    await page.getByLabel('Choisir des photos').setInputFiles(photoFiles(2));
    await expect(page.getByTestId('photo-tile')).toHaveCount(2);

    const started = Date.now();
    await page.getByRole('button', { name: "Publier l'annonce" }).click();
    // The confirmation is a toast: it shows as the ad is saved and goes away after a few seconds.
    await expect(page.getByText(/Votre annonce a été envoyée/)).toBeVisible();
    await expect(page).toHaveURL(/\/ads\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    test.info().annotations.push({ type: 'post-ad time', description: `${Date.now() - started} ms` });
    await expect(
      page.getByRole('region', { name: 'Votre annonce' }).getByText('En attente', { exact: true }),
    ).toBeVisible();

    const slug = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    const posted = await getAd(request, session, slug);
    expect(posted.status).toBe('pending');
    expect(posted.images).toHaveLength(2);

    await page.goto('/my-ads?status=pending');
    const pending = card(page, title);
    await expect(pending).toBeVisible();
    await expect(pending.getByText(/En attente de validation par un administrateur/)).toBeVisible();
    await expect(pending.getByRole('button', { name: 'Marquer vendue' })).toHaveCount(0);
    await expect(pending.getByRole('link', { name: 'Promouvoir' })).toHaveCount(0);

    await pending.getByRole('link', { name: 'Modifier' }).click();
    await expect(page).toHaveURL(`/edit-ad/${slug}`);
    await expect(page.getByRole('textbox', { name: 'Titre' })).toHaveValue(title);
    await expect(page.getByTestId('photo-tile')).toHaveCount(2);
    await page.getByRole('button', { name: 'Retirer la photo 1' }).click();
    await expect(page.getByTestId('photo-tile')).toHaveCount(1);
    await page.getByRole('textbox', { name: 'Prix' }).fill('140');
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(page.getByText('Votre annonce a été mise à jour.')).toBeVisible();
    await expect(page).toHaveURL(`/ads/${slug}`);

    const edited = await getAd(request, session, slug);
    expect(edited.images.map((image) => image.id)).toEqual([posted.images[1].id]);
  });

  test('the seller marks one of their active ads as sold from My Ads', async ({ page, request }) => {
    const session = await signIn(page, request, SELLER);
    const [ad] = await myAds(request, session, 'active');
    await page.goto('/my-ads?status=active');
    const active = card(page, ad.title);
    await expect(active.getByRole('link', { name: 'Promouvoir' })).toHaveAttribute(
      'href',
      `/promote/${ad.id}`,
    );
    await active.getByRole('button', { name: 'Marquer vendue' }).click();
    await expect(page.getByText(`« ${ad.title} » est marquée comme vendue.`)).toBeVisible();
    await expect.poll(async () => (await getAd(request, session, ad.slug)).status).toBe('sold');

    await page.goto('/my-ads?status=sold');
    const sold = card(page, ad.title);
    await expect(sold.getByText('Vendue')).toBeVisible();
    await expect(sold.getByRole('link', { name: 'Promouvoir' })).toHaveCount(0);
  });

  test('the seller deletes an ad after a confirmation that names it', async ({ page, request }) => {
    const session = await signIn(page, request, SELLER);
    const [ad] = await myAds(request, session, 'inactive');
    await page.goto('/my-ads?status=inactive');
    await card(page, ad.title).getByRole('button', { name: 'Supprimer' }).click();
    const dialog = page.getByRole('dialog', { name: "Supprimer l'annonce ?" });
    await expect(dialog).toContainText(`« ${ad.title} »`);
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Votre annonce a été supprimée.')).toBeVisible();
    await expect(card(page, ad.title)).toHaveCount(0);
    const gone = await request.get(`/api/ads/${ad.slug}`, { headers: authHeaders(session) });
    expect(gone.status()).toBe(404);
  });

  test("another seller cannot open the edit page of someone else's ad", async ({ page, request }) => {
    const owner = await apiLogin(request, SELLER);
    const [ad] = await myAds(request, owner, 'active');
    await signIn(page, request, OTHER_SELLER);
    await page.goto(`/edit-ad/${ad.slug}`);
    await expect(
      page.getByRole('heading', { name: "Vous n'avez pas la permission de modifier cette annonce" }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Titre' })).toHaveCount(0);
  });

  test('a buyer favourites an ad on its page and finds it in My Favorites', async ({
    page,
    request,
  }, testInfo) => {
    const owner = await apiLogin(request, SELLER);
    const active = await myAds(request, owner, 'active');
    // Each project takes its own ad, so the two runs do not undo each other.
    const ad = active[testInfo.project.name === 'phone' ? 1 : 2];
    const buyer = await signIn(page, request, OTHER_SELLER);
    if ((await getAd(request, buyer, ad.slug)).is_favorited) {
      await request.post(`/api/ads/${ad.id}/favorite`, { headers: authHeaders(buyer) });
    }

    await page.goto(`/ads/${ad.slug}`);
    // The heart beside the title (the similar ads below have their own).
    const summary = page.getByRole('complementary');
    await summary.getByRole('button', { name: 'Ajouter aux favoris' }).click();
    await expect(summary.getByRole('button', { name: 'Retirer des favoris' })).toBeVisible();
    await expect.poll(async () => (await getAd(request, buyer, ad.slug)).is_favorited).toBe(true);

    await page.goto('/favorites');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes favoris' })).toBeVisible();
    const favorite = card(page, ad.title);
    await expect(favorite).toBeVisible();
    await expect(favorite.getByRole('button', { name: 'Retirer des favoris' })).toBeVisible();
  });

  test('a signed-out visitor pressing a heart is asked to sign in and comes back', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
    await page.goto('/ads');
    await page.getByRole('button', { name: 'Ajouter aux favoris' }).first().click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fads$/);
  });
});
