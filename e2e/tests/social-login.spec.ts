import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storedToken, uniqueEmail } from './support/accounts';

/**
 * Social login on the demo (`npm start` runs a local OpenID Connect provider, DEV_OIDC=1): the Google and
 * Facebook buttons go through the provider's sign-in page and back to the site, signed in.
 */
test.describe('social login with the demo provider', () => {
  test.beforeEach(async ({ context }) => {
    // The cookie banner would cover the forms' buttons on a phone.
    await context.addInitScript(() => localStorage.setItem('cookie_consent', 'accepted'));
  });

  async function profileOf(page: Page) {
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    const response = await page.request.get('/api/user/profile', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.ok()).toBe(true);
    return (await response.json()) as { name: string; email: string; email_verified: boolean };
  }

  test('a newcomer continues with Google, types a name and an address, and comes back signed in', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'google');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continuer avec Google' }).click();
    await expect(page.getByRole('heading', { name: 'Google (démo) : connexion' })).toBeVisible();
    await expect(page.getByText("Ceci n'est pas Google", { exact: false })).toBeVisible();
    await page.getByLabel('Nom').fill('Amani Kasongo');
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByRole('button', { name: 'Continuer', exact: true }).click();

    await expect(page).not.toHaveURL(/\/(login|auth\/)/);
    expect(await profileOf(page)).toMatchObject({
      name: 'Amani Kasongo',
      email: email.toLowerCase(),
      email_verified: true,
    });
  });

  test('a demo seller continues with Facebook and lands in the account with that address', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continuer avec Facebook' }).click();
    await page.getByRole('button', { name: /Patrick Mbuyi/ }).click();

    await expect(page).not.toHaveURL(/\/(login|auth\/)/);
    expect(await profileOf(page)).toMatchObject({ email: 'kin.electro@example.cd' });
  });

  test('cancelling at the provider shows the social login error', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continuer avec Google' }).click();
    await page.getByRole('button', { name: 'Annuler et revenir sur Sokoni' }).click();

    await expect(page).toHaveURL(/\/auth\/social-error$/);
    expect(await storedToken(page)).toBeNull();
  });
});
