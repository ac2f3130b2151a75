import { expect, test } from './support/test';
import {
  PASSWORD,
  linkFromMail,
  registerThroughApi,
  storedToken,
  submitLogin,
  uniqueEmail,
} from './support/accounts';

/** Accounts end to end (issue 3): the built site through the bff, the api on a fresh database. */
test.describe('accounts', () => {
  test.beforeEach(async ({ context }) => {
    // The cookie banner would cover the forms' buttons on a phone.
    await context.addInitScript(() => localStorage.setItem('cookie_consent', 'accepted'));
  });

  test('register, read the mail in the dev mailbox, verify, then reach Post an Ad', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'register');
    await page.goto('/register');
    await page.getByRole('textbox', { name: /^Nom complet/ }).fill('Grace Mbuyi');
    await page.getByRole('textbox', { name: /^Adresse email/ }).fill(email);
    await page.getByLabel(/^Date de naissance/).fill('1994-06-30');
    await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
    await page.getByLabel(/^Confirmez le mot de passe/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByText("Votre adresse email n'est pas encore vérifiée", { exact: false }),
    ).toBeVisible();
    expect(await storedToken(page)).toBeTruthy();

    // Not verified yet: Post an Ad sends the user Home with the reason.
    await page.goto('/post-ad');
    await expect(page).toHaveURL(/\/\?reason=unverified$/);

    await page.goto('/dev/mailbox');
    await page
      .getByRole('link', {
        name: new RegExp(`Vérifiez votre adresse email[\\s\\S]*${email.replace(/[.+]/g, '\\$&')}`),
      })
      .click();
    await page.getByRole('link', { name: /\/verify-email\// }).click();
    await expect(page.getByText('Votre adresse email a été vérifiée.')).toBeVisible();
    await expect(
      page.getByText("Votre adresse email n'est pas encore vérifiée", { exact: false }),
    ).toHaveCount(0);

    await page.getByRole('link', { name: 'Publier une annonce' }).first().click();
    await expect(page).toHaveURL(/\/post-ad$/);
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/post-ad$/);
  });

  test('a wrong password shows the error', async ({ page, request }, testInfo) => {
    const email = uniqueEmail(testInfo, 'wrong');
    await registerThroughApi(request, email);
    await page.goto('/login');
    await submitLogin(page, email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Ces identifiants ne correspondent à aucun compte.');
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
  });

  test('forgot password, reset from the mailed link, log in with the new password', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'reset');
    const newPassword = 'nouveau-mot-2026';
    await registerThroughApi(request, email);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await page.getByRole('textbox', { name: /^Adresse email/ }).fill(email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(
      page.getByText(
        "Si un compte correspond à cette adresse, un lien de réinitialisation vient d'y être envoyé.",
      ),
    ).toBeVisible();

    const link = await linkFromMail(request, email, /mot de passe/i, '/reset-password/');
    await page.goto(link);
    await page.getByLabel(/^Nouveau mot de passe/).fill(newPassword);
    await page.getByLabel(/^Confirmez le mot de passe/).fill(newPassword);
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(
      page.getByText('Votre mot de passe a été réinitialisé. Vous pouvez vous connecter.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, email, newPassword);
    await expect(page).toHaveURL(/\/$/);
    expect(await storedToken(page)).toBeTruthy();
  });

  test('delete the account, then login offers to restore it, and restoring signs in', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'delete');
    await registerThroughApi(request, email);
    await page.goto('/login?redirect=%2Fprofile%3Ftab%3Dsettings');
    await submitLogin(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/profile\?tab=settings$/);

    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer votre compte ?' });
    await dialog.getByLabel(/^Tapez DELETE/).fill('DELETE');
    await dialog.getByLabel(/^Mot de passe/).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Supprimer le compte' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(/restaurer pendant 30 jours/)).toBeVisible();
    expect(await storedToken(page)).toBeNull();

    await page.goto('/login');
    await submitLogin(page, email, PASSWORD);
    await expect(
      page.getByText(/Ce compte a été supprimé\. Vous pouvez encore le restaurer pendant \d+ jour/),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Restaurer mon compte' }).click();
    await expect(page.getByText('Votre compte a été restauré. Bon retour parmi nous !')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await storedToken(page)).toBeTruthy();
  });

  test('a protected page while logged out goes to login and comes back after it', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'redirect');
    await registerThroughApi(request, email);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
    await submitLogin(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Mon profil', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Statistiques du compte' })).toContainText(
      'Annonces au total',
    );
  });
});
