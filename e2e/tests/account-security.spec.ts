import { expect, test } from './support/test';
import {
  PASSWORD,
  linkFromMail,
  registerThroughApi,
  storedToken,
  submitLogin,
  uniqueEmail,
} from './support/accounts';

/**
 * A stolen session cannot move an account to another address (issue 7, item 6): the profile asks for the
 * current password when the email changes, and the old address can undo the change from its mail.
 */
test.describe('account security', () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => localStorage.setItem('cookie_consent', 'accepted'));
  });

  test('changing the email needs the password; the old address undoes the change', async ({
    page,
    request,
  }, testInfo) => {
    // Two mails, three sign-ins and the first pages a fresh site serves: a long walk on a busy machine.
    test.slow();
    const email = uniqueEmail(testInfo, 'owner');
    const newEmail = uniqueEmail(testInfo, 'moved');
    await registerThroughApi(request, email);
    await page.goto('/login?redirect=%2Fprofile%3Ftab%3Dsettings');
    await submitLogin(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/profile\?tab=settings$/);

    const form = page.getByRole('form', { name: 'Modifier le profil' });
    await expect(form.getByLabel(/^Mot de passe actuel/)).toHaveCount(0);
    await form.getByRole('textbox', { name: /^Adresse email/ }).fill(newEmail);
    const password = form.getByLabel(/^Mot de passe actuel/);
    await expect(password).toBeVisible();

    await password.fill('pas-le-bon-mot-de-passe');
    await form.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(form.getByText('Le mot de passe actuel est incorrect')).toBeVisible();

    await password.fill(PASSWORD);
    await form.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(
      form.getByText(/Un lien de vérification a été envoyé à votre nouvelle adresse/),
    ).toBeVisible();

    const undo = await linkFromMail(
      request,
      email,
      /adresse email de votre compte a été modifiée/,
      '/email-change/undo/',
    );
    await page.goto(undo);
    await expect(page.getByText(/Le changement d'adresse a été annulé/)).toBeVisible();
    await expect.poll(() => storedToken(page)).toBeNull();
    // The password that was known when the address changed no longer opens the account.
    await page.goto('/login');
    await submitLogin(page, email, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Ces identifiants ne correspondent à aucun compte.');
    await linkFromMail(request, email, /Réinitialisation de votre mot de passe/, '/reset-password/');
  });
});
