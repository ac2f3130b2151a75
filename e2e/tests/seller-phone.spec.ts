import { expect, test } from './support/test';
import { apiLogin, authHeaders, myAds, signIn } from './support/ads';

/** A private seller of the demo data (no shop): their number is private until verified and shown. */
const PRIVATE_SELLER = 'grace.mukendi@example.cd';

interface MailSummary {
  id: number;
  to: string;
  subject: string;
  channel?: 'mail' | 'sms';
}

test.describe('calling a private seller', () => {
  test('the seller verifies the number with the SMS code of the dev mailbox and shows it; a buyer reveals it and gets Call and WhatsApp', async ({
    page,
    browser,
    request,
  }) => {
    // Two people, a dozen pages and an SMS: more than the default budget on a busy machine.
    test.setTimeout(150_000);
    const session = await signIn(page, request, PRIVATE_SELLER);
    const [ad] = await myAds(request, session, 'active');
    // Start hidden, whatever an earlier run left.
    const hidden = await request.put('/api/user/profile', {
      headers: authHeaders(session),
      data: { show_phone: 'false' },
    });
    expect(hidden.ok()).toBeTruthy();
    expect(ad, 'the demo seller has an active ad').toBeTruthy();

    await page.goto('/profile?tab=settings');
    const section = page.getByTestId('phone-verification');
    await section.scrollIntoViewIfNeeded();
    const number = section.getByLabel(/Votre numéro/);
    // A code left waiting by an earlier run opens the code step: go back to the number.
    const change = section.getByRole('button', { name: 'Changer de numéro' });
    await expect(number.or(change)).toBeVisible();
    if (await change.isVisible()) await change.click();
    // A number of this run's own, so that reruns and the other project never collide.
    const phone = `+24381${String(Date.now()).slice(-7)}`;
    await number.fill(phone);
    await section.getByRole('button', { name: /Envoyer le code|Vérifier un autre numéro/ }).click();
    await expect(section.getByText(`Code envoyé par SMS au ${phone}`, { exact: false })).toBeVisible();

    // The sandbox keeps the text in the outbox: the dev mailbox shows it with the number as recipient.
    let sms: MailSummary | undefined;
    await expect
      .poll(async () => {
        const { data } = (await (await request.get('/api/dev/mailbox')).json()) as { data: MailSummary[] };
        sms = data.find((item) => item.to === phone && item.channel === 'sms');
        return Boolean(sms);
      })
      .toBe(true);
    const { text } = (await (await request.get(`/api/dev/mailbox/${sms!.id}`)).json()) as { text: string };
    const code = /\b(\d{6})\b/.exec(text)![1];

    await section.getByLabel(/Code reçu par SMS/).fill(code);
    await section.getByRole('button', { name: 'Vérifier', exact: true }).click();
    await expect(section.getByText('Numéro vérifié')).toBeVisible();
    const show = section.getByRole('checkbox', { name: /Montrer mon numéro sur mes annonces/ });
    await show.click();
    await expect(show).toBeChecked();
    // The box is ticked at once; the saved choice is confirmed by a message.
    await expect(page.getByText('Votre numéro sera proposé aux acheteurs.')).toBeVisible();
    const me = (await (await request.get('/api/user/profile', { headers: authHeaders(session) })).json()) as {
      phone_verified: boolean;
      show_phone: boolean;
    };
    expect(me).toMatchObject({ phone_verified: true, show_phone: true });

    // A buyer, signed out, on a phone.
    const buyer = await browser.newContext({
      viewport: { width: 360, height: 780 },
      isMobile: true,
      hasTouch: true,
    });
    await buyer.addInitScript(() => localStorage.setItem('cookie_consent', 'accepted'));
    const buyerPage = await buyer.newPage();
    // The page the server writes carries no number.
    const html = await (await buyerPage.request.get(`/ads/${ad.slug}`)).text();
    expect(html).not.toContain(phone.slice(4));
    await buyerPage.goto(`/ads/${ad.slug}`);
    const card = buyerPage.getByTestId('seller-card');
    await expect(card.getByText('Numéro vérifié')).toBeVisible();
    const whatsapp = card.getByRole('link', { name: 'WhatsApp' });
    // The page comes written by the server: a tap before the script takes it over does nothing, so tap again.
    await expect(async () => {
      await card.getByRole('button', { name: 'Afficher le numéro' }).tap();
      await expect(whatsapp).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 30_000 });
    const href = new URL((await whatsapp.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${phone.slice(1)}`);
    expect(href.searchParams.get('text')).toContain(`« ${ad.title} »`);
    const call = card.getByRole('link', { name: /^Appeler le / });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('href', `tel:${phone}`);
    // Both fit the 360 px screen.
    for (const link of [whatsapp, call]) {
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await buyer.close();

    // The reveal counts in the seller's statistics.
    const status = (await (
      await request.get('/api/user/phone', { headers: authHeaders(await apiLogin(request, PRIVATE_SELLER)) })
    ).json()) as {
      reveals: number;
    };
    expect(status.reveals).toBeGreaterThanOrEqual(1);
  });
});
