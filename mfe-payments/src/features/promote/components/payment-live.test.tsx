import { screen, waitFor } from '@testing-library/react';
import type { Payment } from '@sokoni/contracts';
import { mockApi, restoreFetch } from '../../../test/mock-api';
import { currencies, makeAd, makePayment, PAYMENT_ID, plans } from '../../../test/fixtures';
import { renderApp, sessionOf } from '../../../test/render-app';

jest.setTimeout(30_000);
afterEach(() => {
  restoreFetch();
  sessionStorage.clear();
});

const seller = sessionOf({ id: 3 });
const mine = makeAd({ id: 12, title: 'Samsung Galaxy S21', user: { ...makeAd().user, id: 3 } });

/** Serves /bff/events as a real event stream the test writes to; everything else goes to the mock api. */
function withEventStream() {
  const mocked = globalThis.fetch;
  let push: (text: string) => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (typeof input === 'string' && input.startsWith('/bff/events')) {
        const encoder = new TextEncoder();
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            push = (text) => controller.enqueue(encoder.encode(text));
            resolve();
          },
        });
        return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
      }
      return mocked(input, init);
    }) as typeof fetch;
  });
  return { opened, send: (text: string) => push(text) };
}

describe('the payment page follows the live stream', () => {
  it('does not poll while the stream is open and reads the payment again when its event arrives', async () => {
    let current: Payment = makePayment({
      status: 'requires_action',
      method: 'mobile_money',
      method_details: { phone: '+243812340000', operator: 'vodacom_mpesa' },
      next_action: {
        type: 'ussd_push',
        operator: 'vodacom_mpesa',
        expires_at: new Date(Date.now() + 120_000).toISOString(),
      },
      transaction_id: null,
      boost_expires_at: null,
    });
    const api = mockApi({
      '/api/currencies': () => ({ body: currencies }),
      '/api/promotion-plans': () => ({ body: { data: plans } }),
      '/api/ads/12': () => ({ body: mine }),
      [`/api/payments/${PAYMENT_ID}`]: () => ({ body: current }),
    });
    const stream = withEventStream();
    renderApp(`/promote/12?plan=1&method=mobile_money&payment=${PAYMENT_ID}`, {
      preloadedState: { session: seller },
    });
    expect(
      await screen.findByRole('heading', { name: 'Confirmez le paiement sur votre téléphone' }),
    ).toBeInTheDocument();
    await stream.opened;
    // Once live, nothing is read until an event comes (the fallback poll would read every 2 s).
    await waitFor(() => expect(api.callsTo(`/api/payments/${PAYMENT_ID}`).length).toBeGreaterThanOrEqual(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const reads = api.callsTo(`/api/payments/${PAYMENT_ID}`).length;
    await new Promise((resolve) => setTimeout(resolve, 4500));
    expect(api.callsTo(`/api/payments/${PAYMENT_ID}`)).toHaveLength(reads);

    // An event about another payment changes nothing; this payment's event brings the result at once.
    stream.send('id: 7\nevent: payment\ndata: {"payment_id":"another","status":"succeeded"}\n\n');
    current = makePayment({ method: 'mobile_money', method_details: current.method_details });
    stream.send(`id: 8\nevent: payment\ndata: {"payment_id":"${PAYMENT_ID}","status":"succeeded"}\n\n`);
    expect(
      await screen.findByRole('heading', { name: 'Paiement réussi ! Votre annonce est promue.' }),
    ).toBeInTheDocument();
    expect(api.callsTo(`/api/payments/${PAYMENT_ID}`)).toHaveLength(reads + 1);
  });
});
