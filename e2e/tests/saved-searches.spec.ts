import { expect, test } from './support/test';
import { apiLogin, authHeaders, OTHER_SELLER, SELLER, signIn } from './support/ads';
import { adminLogin, postAd } from './support/admin';

interface MailSummary {
  id: number;
  to: string;
  subject: string;
}

test.describe('saved searches', () => {
  test('a person saves a search, an admin approves a matching ad: the alert mail arrives with its link and the badge shows', async ({
    page,
    request,
    isMobile,
  }, testInfo) => {
    test.slow();
    const word = `zelio${Date.now().toString(36)}`;
    await signIn(page, request, OTHER_SELLER);
    const seller = await apiLogin(request, SELLER);
    const admin = await adminLogin(request);

    await page.goto(`/ads?q=${word}`);
    await page.getByRole('button', { name: 'Enregistrer cette recherche' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enregistrer cette recherche' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: /Nom/ }).fill(`Alerte ${word}`);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('link', { name: 'Recherche enregistrée' })).toBeVisible();

    const ad = await postAd(request, seller, `Téléphone ${word} neuf`);
    const started = Date.now();
    const approved = await request.post(`/api/admin/ads/${ad.id}/approve`, { headers: authHeaders(admin) });
    expect(approved.ok()).toBeTruthy();

    let mail: MailSummary | undefined;
    await expect
      .poll(
        async () => {
          const response = await request.get('/api/dev/mailbox');
          const { data } = (await response.json()) as { data: MailSummary[] };
          mail = data.find((item) => item.to === OTHER_SELLER && item.subject.includes(`Alerte ${word}`));
          return Boolean(mail);
        },
        { timeout: 60_000, intervals: [250] },
      )
      .toBe(true);
    const elapsed = Date.now() - started;
    testInfo.annotations.push({ type: 'approval to alert mail, ms', description: String(elapsed) });
    expect(elapsed).toBeLessThan(60_000);
    expect(mail!.subject).toBe(`1 nouvelle annonce pour « Alerte ${word} » – Sokoni`);
    const { links } = (await (await request.get(`/api/dev/mailbox/${mail!.id}`)).json()) as {
      links: string[];
    };
    const adLink = links.find((link) => link.includes(`/ads/${ad.slug}`));
    expect(adLink, JSON.stringify(links)).toBeTruthy();
    expect(links.some((link) => link.includes('/saved-searches/unsubscribe?id='))).toBe(true);

    // The badge in the account menu, then « Mes recherches » with its new result.
    await page.reload();
    // On a phone the account's links are in the site menu.
    await page.getByRole('button', { name: isMobile ? 'Ouvrir le menu' : /Menu du compte/ }).click();
    const entry = page.getByRole('link', { name: /Mes recherches/ });
    await expect(entry.getByTestId('saved-searches-badge')).toHaveText('1');
    await entry.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mes recherches' })).toBeVisible();
    const item = page.getByTestId('saved-search').filter({ hasText: `Alerte ${word}` });
    await expect(item.getByText('1 nouvelle')).toBeVisible();
    await item.getByRole('button', { name: 'Voir les annonces' }).click();
    await expect(page).toHaveURL(new RegExp(`/ads\\?q=${word}`));
    await expect(page.getByRole('link', { name: `Téléphone ${word} neuf` }).first()).toBeVisible();

    // The link of the mail opens the ad.
    await page.goto(new URL(adLink!).pathname);
    await expect(page.getByRole('heading', { level: 1, name: `Téléphone ${word} neuf` })).toBeVisible();
  });
});
