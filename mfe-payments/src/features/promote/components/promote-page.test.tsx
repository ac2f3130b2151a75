import { act, screen, waitFor, within } from '@testing-library/react';
import { PAYMENT_POLL_INTERVAL_MS, type Payment } from '@sokoni/contracts';
import { mockApi, type MockRoutes } from '@sokoni/shared-ui/test';
import { makeAd, makePayment, PAYMENT_ID, promotionPlans, makeUser, currencies } from '@sokoni/contracts/testing';
import { awaitingPhoneConfirmation } from '../../../test/payments';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  jest.useRealTimers();
  sessionStorage.clear();
});

const seller = makeUser({ id: 3 });
const mine = makeAd({ id: 12, title: 'Samsung Galaxy S21', user: { ...makeAd().user, id: 3 } });

function renderPromote(
  url: string,
  routes: MockRoutes,
  locale: 'fr' | 'en' = 'fr',
) {
  const api = mockApi({
    '/api/currencies': () => ({ body: { data: currencies } }),
    '/api/promotion-plans': () => ({ body: { data: promotionPlans } }),
    '/api/ads/12': () => ({ body: mine }),
    ...routes,
  });
  return { api, ...renderApp(url, { locale, user: seller }) };
}

describe('Promote your ad', () => {
  it('step 1 lists only the seller’s active ads and leads to the plans', async () => {
    const { api, user } = renderPromote('/promote', {
      '/api/my-ads': () => ({
        body: { data: [mine], current_page: 1, last_page: 1, per_page: 60, total: 1, counts: {} },
      }),
    });
    await user.click(await screen.findByRole('link', { name: 'Choisir « Samsung Galaxy S21 »' }));
    expect(api.requestsTo('/api/my-ads')[0].url.searchParams.get('status')).toBe('active');
    await waitFor(() => expect(screen.getByTestId('current-url')).toHaveTextContent('/promote/12'));
    expect(await screen.findByRole('heading', { name: 'Choisissez une offre' })).toBeInTheDocument();
  });

  it('says clearly when the ad is someone else’s or not active', async () => {
    const { unmount } = renderPromote('/promote/12', {
      '/api/ads/12': () => ({ body: makeAd({ id: 12, user: { ...makeAd().user, id: 99 } }) }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Vous ne pouvez promouvoir que vos propres annonces.' }),
    ).toBeInTheDocument();
    unmount();
    renderPromote('/promote/12', { '/api/ads/12': () => ({ body: { ...mine, status: 'inactive' } }) }, 'en');
    expect(
      await screen.findByRole('heading', { name: 'Only active ads can be promoted.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Ads' })).toHaveAttribute('href', '/my-ads');
  });

  it('shows the plans with features, duration and the price in USD and Congolese francs', async () => {
    const { user } = renderPromote('/promote/12', {});
    const premium = (await screen.findByRole('heading', { name: 'Premium Boost' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(premium).getByText('PREMIUM')).toBeInTheDocument();
    expect(within(premium).getByText('14 jours')).toBeInTheDocument();
    expect(await within(premium).findByText('$7,00')).toBeInTheDocument();
    expect(within(premium).getByText(/soit environ 19 600 FC au taux du jour/)).toBeInTheDocument();
    await user.click(within(premium).getByRole('button', { name: "Choisir l'offre Premium Boost" }));
    await waitFor(() => expect(screen.getByTestId('current-url')).toHaveTextContent('/promote/12?plan=2'));
    expect(await screen.findByRole('heading', { name: 'Récapitulatif de la commande' })).toBeInTheDocument();
    // Mobile money comes first and is chosen by default.
    const methods = screen.getAllByRole('radio');
    expect(methods.map((radio) => (radio as HTMLInputElement).value)).toEqual([
      'mobile_money',
      'card',
      'paypal',
    ]);
    expect(methods[0]).toBeChecked();
  });

  it.each([
    [
      'fr',
      'Payer $3,00',
      'Ce champ est obligatoire',
      "Ce numéro de carte n'est pas valide",
      'Cette carte a expiré',
    ],
    ['en', 'Pay $3.00', 'This field is required', 'This card number is not valid', 'This card has expired'],
  ] as const)(
    'checks the card fields in %s before sending anything',
    async (locale, pay, required, badNumber, expired) => {
      const { api, user } = renderPromote('/promote/12?plan=1&method=card', {}, locale);
      await user.click(await screen.findByRole('button', { name: pay }));
      expect(await screen.findAllByText(required)).toHaveLength(3);
      await user.type(
        screen.getByRole('textbox', { name: locale === 'fr' ? /Numéro de carte/ : /Card number/ }),
        '4242 4242 4242 4241',
      );
      await user.type(
        screen.getByRole('textbox', { name: locale === 'fr' ? /Date d'expiration/ : /Expiry date/ }),
        '0120',
      );
      await user.click(screen.getByRole('button', { name: pay }));
      expect(await screen.findByText(badNumber)).toBeInTheDocument();
      expect(screen.getByText(expired)).toBeInTheDocument();
      expect(api.requestsTo('/api/payments')).toHaveLength(0);
    },
  );

  it('mobile money: sends one request with an Idempotency-Key, asks to confirm on the phone with a countdown, then shows the success', async () => {
    jest.useFakeTimers({ advanceTimers: true, doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    let current: Payment = awaitingPhoneConfirmation();
    let polls = 0;
    const { api, user } = renderPromote('/promote/12?plan=1', {
      '/api/payments': () => ({ status: 201, body: current }),
      [`/api/payments/${PAYMENT_ID}`]: () => {
        polls += 1;
        if (polls >= 2)
          current = makePayment({ method: 'mobile_money', method_details: current.method_details });
        return { body: current };
      },
    });
    const scrolledTo: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this);
    };
    await user.type(await screen.findByRole('textbox', { name: /Numéro de téléphone/ }), '081 234 0000');
    await user.click(await screen.findByRole('button', { name: 'Payer $3,00' }));
    const waiting = await screen.findByRole('heading', {
      name: 'Confirmez le paiement sur votre téléphone',
    });
    // The form is gone: the waiting step comes to the top of the screen and a screen reader reads its heading.
    await waitFor(() => expect(waiting).toHaveFocus());
    expect(scrolledTo).toContain(waiting.closest('section'));
    expect(screen.getByText(/Vodacom M-Pesa a été envoyée au \+243812340000/)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^0[12]:\d\d$/);
    expect(screen.getByTestId('current-url')).toHaveTextContent(
      `/promote/12?plan=1&method=mobile_money&payment=${PAYMENT_ID}`,
    );

    const [request] = api.requestsTo('/api/payments');
    expect(request.method).toBe('POST');
    expect(request.headers.get('Idempotency-Key')).toMatch(/.{8,}/);
    expect(request.body).toEqual({ ad_id: 12, plan_id: 1, method: 'mobile_money', phone: '081 234 0000' });

    // The page polls while the live stream is not open: time moves on to the next read.
    await act(() => jest.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS));
    const success = await screen.findByRole('heading', {
      name: 'Paiement réussi ! Votre annonce est promue.',
    });
    await waitFor(() => expect(success).toHaveFocus());
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    expect(screen.getByText('SKN-7K2M9QX4AB')).toBeInTheDocument();
    expect(screen.getByText('Basic Boost (BOOSTÉE)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Voir l'annonce" })).toHaveAttribute('href', '/ads/ad-12');
    expect(screen.getByRole('link', { name: 'Mes annonces' })).toHaveAttribute('href', '/my-ads');
  });

  it('a declined card shows the failure and “Try again” keeps the plan and the method', async () => {
    const { user } = renderPromote(
      '/promote/12?plan=2&method=card',
      {
        '/api/payments': () => ({
          status: 201,
          body: makePayment({
            status: 'failed',
            failure_message: 'The payment was declined. Nothing was charged.',
            transaction_id: null,
          }),
        }),
        [`/api/payments/${PAYMENT_ID}`]: () => ({
          body: makePayment({
            status: 'failed',
            failure_message: 'The payment was declined. Nothing was charged.',
            transaction_id: null,
          }),
        }),
      },
      'en',
    );
    await user.type(await screen.findByRole('textbox', { name: /Card number/ }), '4242 4242 0004 1111');
    await user.type(screen.getByRole('textbox', { name: /Expiry date/ }), '1239');
    await user.type(screen.getByRole('textbox', { name: /Security code/ }), '123');
    await user.click(await screen.findByRole('button', { name: 'Pay $7.00' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'The payment did not go through' }),
    ).toBeInTheDocument();
    expect(within(alert).getByText('The payment was declined. Nothing was charged.')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByTestId('current-url')).toHaveTextContent('/promote/12?plan=2&method=card'),
    );
    expect(screen.getByRole('radio', { name: 'Credit card' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay $7.00' })).toBeInTheDocument();
  });

  it('shows the server’s per-field message next to the field', async () => {
    const { user } = renderPromote('/promote/12?plan=1&method=paypal', {
      '/api/payments': () => ({
        status: 422,
        body: {
          message: 'Veuillez vérifier le formulaire et corriger les erreurs',
          errors: {
            paypal_email: [
              'En mode test, utilisez une adresse PayPal qui commence par « success » (accepté) ou « fail » (refusé).',
            ],
          },
        },
      }),
    });
    await user.type(
      await screen.findByRole('textbox', { name: /Adresse email PayPal/ }),
      'buyer@example.com',
    );
    await user.click(await screen.findByRole('button', { name: 'Payer $3,00' }));
    expect(
      await screen.findByText(/utilisez une adresse PayPal qui commence par « success »/),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Veuillez vérifier le formulaire et corriger les erreurs',
    );
  });
});
