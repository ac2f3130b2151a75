import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { authHeaders, SELLER, signIn, type Session } from './support/ads';

/**
 * Issue 12 on the built site: promote an ad with each payment method of the sandbox provider (its test rules:
 * docs/payments.md#sandbox-test-rules), see the result, the boost badge on the home page and the transaction
 * history; on a 360 px phone and on a desktop, in French (the default).
 */

interface OwnAd {
  id: number;
  slug: string;
  title: string;
  boost: { type: string } | null;
}

/** One of the seller's active ads that no test has promoted yet. */
async function unboostedAd(request: APIRequestContext, session: Session): Promise<OwnAd> {
  const response = await request.get('/api/my-ads?status=active&per_page=60', {
    headers: authHeaders(session),
  });
  expect(response.ok()).toBeTruthy();
  const ads = ((await response.json()) as { data: OwnAd[] }).data;
  const ad = ads.find((candidate) => candidate.boost === null);
  expect(ad, 'an active ad without a boost').toBeTruthy();
  return ad!;
}

function card(page: Page, title: string) {
  return page.getByTestId('ad-card').filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

/** The words of these elements that the browser cut across two lines ("Confirmati / on"): none, we expect. */
async function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) => {
    const broken: string[] = [];
    for (const element of elements) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[^\s]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
          if (tops.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

async function choosePlan(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 2, name: 'Choisissez une offre' })).toBeVisible();
  await page.getByRole('button', { name: `Choisir l'offre ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Récapitulatif de la commande' })).toBeVisible();
}

test.describe('promotions and payments', () => {
  test('mobile money ending 0000: the push is awaited, then success, and the ad wears its badge on the home page', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const session = await signIn(page, request, SELLER);
    const ad = await unboostedAd(request, session);
    await page.goto('/my-ads?status=active');
    await card(page, ad.title).getByRole('link', { name: 'Promouvoir' }).click();
    await expect(page).toHaveURL(new RegExp(`/promote/${ad.id}$`));
    await choosePlan(page, 'Elite Boost');

    // Mobile money comes first and is already chosen.
    await expect(page.getByRole('radio', { name: /Mobile money/ })).toBeChecked();
    await page.getByRole('textbox', { name: /Numéro de téléphone/ }).fill('081 234 0000');
    await page.getByRole('button', { name: /^Payer/ }).click();

    // The form is gone: the waiting step is on screen (not the footer) and its heading has the focus.
    const waiting = page.getByRole('heading', { name: 'Confirmez le paiement sur votre téléphone' });
    await expect(waiting).toBeVisible();
    await expect(waiting).toBeFocused();
    await expect(waiting).toBeInViewport();
    await expect(page.getByRole('timer')).toBeInViewport();
    await expect(page.getByText(/Vodacom M-Pesa a été envoyée au \+243812340000/)).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^0[12]:\d\d$/);
    // A reload keeps the step: the payment id is in the URL.
    await page.reload();
    const success = page.getByRole('heading', { name: 'Paiement réussi ! Votre annonce est promue.' });
    await expect(success).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/^SKN-[A-Z2-9]{10}$/)).toBeVisible();
    await expect(page.getByText('Elite Boost (EXCLUSIVE)')).toBeVisible();
    // At 360 px no word of the result or of the steps is cut across two lines ("SKN-NRYEQC / AN2T").
    expect(await brokenWords(page, 'section[aria-labelledby="payment-result"] dd, ol[aria-label="Étapes de la promotion"] li')).toEqual([]);
    await expect(page.getByRole('link', { name: 'Mes annonces' })).toHaveAttribute('href', '/my-ads');
    await expect(page.getByRole('link', { name: "Voir l'annonce" })).toHaveAttribute(
      'href',
      `/ads/${ad.slug}`,
    );

    // The home page of anonymous visitors is cached for a few seconds by the bff: look again until it shows.
    await expect(async () => {
      await page.goto('/');
      const promoted = card(page, ad.title).first();
      await expect(promoted).toBeVisible({ timeout: 10_000 });
      await expect(promoted.getByText('EXCLUSIVE', { exact: true })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
  });

  test('a card ending 1111 fails clearly, nothing is charged, and “Réessayer” keeps the choices', async ({
    page,
    request,
  }) => {
    const session = await signIn(page, request, SELLER);
    const ad = await unboostedAd(request, session);
    await page.goto(`/promote/${ad.id}`);
    await choosePlan(page, 'Basic Boost');
    await page.getByRole('radio', { name: 'Carte bancaire' }).check();
    await page.getByRole('textbox', { name: /Numéro de carte/ }).fill('4242 4242 0004 1111');
    await page.getByRole('textbox', { name: /Date d'expiration/ }).fill('1239');
    await page.getByRole('textbox', { name: /Code de sécurité/ }).fill('123');
    await page.getByRole('button', { name: /^Payer/ }).click();

    const failure = page.getByRole('alert').filter({ hasText: "Le paiement n'a pas abouti" });
    await expect(failure).toBeVisible();
    await expect(failure.getByText('Le paiement a été refusé. Aucun montant n’a été débité.')).toBeVisible();
    const after = await request.get(`/api/ads/${ad.slug}`, { headers: authHeaders(session) });
    expect(((await after.json()) as OwnAd).boost).toBeNull();

    await failure.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page).toHaveURL(new RegExp(`/promote/${ad.id}\\?plan=\\d+&method=card$`));
    await expect(page.getByRole('radio', { name: 'Carte bancaire' })).toBeChecked();
  });

  test('PayPal success… pays at once; the history lists every attempt with a receipt', async ({
    page,
    request,
  }) => {
    const session = await signIn(page, request, SELLER);
    const ad = await unboostedAd(request, session);
    await page.goto(`/promote/${ad.id}`);
    await choosePlan(page, 'Premium Boost');
    await page.getByRole('radio', { name: 'PayPal' }).check();
    await page.getByRole('textbox', { name: /Adresse email PayPal/ }).fill('success.e2e@example.com');
    await page.getByRole('button', { name: /^Payer/ }).click();
    await expect(
      page.getByRole('heading', { name: 'Paiement réussi ! Votre annonce est promue.' }),
    ).toBeVisible();
    await expect(page.getByText('Premium Boost (PREMIUM)')).toBeVisible();

    await page.getByRole('link', { name: 'Historique des transactions' }).last().click();
    await expect(page).toHaveURL(/\/profile\/transactions$/);
    const rows = page.getByRole('list', { name: 'Vos transactions' }).getByRole('article');
    await expect(rows.first()).toContainText('Premium Boost (PREMIUM)');
    await expect(rows.first()).toContainText('Payé');
    await expect(rows.filter({ hasText: 'Échoué' }).first()).toBeVisible();
    await expect(rows.filter({ hasText: 'Elite Boost (EXCLUSIVE)' }).first()).toBeVisible();
    await rows.first().getByRole('button', { name: 'Voir le reçu' }).click();
    const receipt = page.getByRole('dialog', { name: 'Reçu' });
    await expect(receipt.getByText(/^SKN-[A-Z2-9]{10}$/)).toBeVisible();
    await expect(receipt.getByText('PayPal · success.e2e@example.com')).toBeVisible();
  });
  test('an English reader sees the plans in English', async ({ page, request }) => {
    const session = await signIn(page, request, SELLER, 'en');
    const ad = await unboostedAd(request, session);
    await page.goto(`/promote/${ad.id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Choose a plan' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose the Elite Boost plan' })).toBeVisible();
    await expect(page.getByText('Featured on the home page').first()).toBeVisible();
    await expect(page.getByText('Mise en avant sur la page d’accueil')).toHaveCount(0);
  });
});
