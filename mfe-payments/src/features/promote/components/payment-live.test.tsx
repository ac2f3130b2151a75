import { act, screen, waitFor } from '@testing-library/react';
import type { AppStore } from '@sokoni/shared-ui';
import type { Payment } from '@sokoni/contracts';
import { mockApi, mockEventStream } from '@sokoni/shared-ui/test';
import { makeAd, makePayment, PAYMENT_ID, promotionPlans, makeUser, currencies } from '@sokoni/contracts/testing';
import { awaitingPhoneConfirmation } from '../../../test/payments';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  sessionStorage.clear();
});

const seller = makeUser({ id: 3 });
const mine = makeAd({ id: 12, title: 'Samsung Galaxy S21', user: { ...makeAd().user, id: 3 } });

/** The page's read of the payment in the store: pending while a request is out. */
const paymentRead = (store: AppStore) =>
  Object.values(store.getState().api.queries).find((query) => query?.endpointName === 'getPayment');

beforeEach(() => jest.useFakeTimers({ advanceTimers: true, doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] }));
afterEach(() => jest.useRealTimers());

describe('the payment page follows the live stream', () => {
  it('does not poll while the stream is open and reads the payment again when its event arrives', async () => {
    let current: Payment = awaitingPhoneConfirmation();
    const api = mockApi({
      '/api/currencies': () => ({ body: { data: currencies } }),
      '/api/promotion-plans': () => ({ body: { data: promotionPlans } }),
      '/api/ads/12': () => ({ body: mine }),
      [`/api/payments/${PAYMENT_ID}`]: () => ({ body: current }),
    });
    const stream = mockEventStream();
    api.use({ '/bff/events': stream.handler });
    const { store } = renderApp(`/promote/12?plan=1&method=mobile_money&payment=${PAYMENT_ID}`, {
      user: seller,
    });
    expect(
      await screen.findByRole('heading', { name: 'Confirmez le paiement sur votre téléphone' }),
    ).toBeInTheDocument();
    await act(() => stream.opened);
    // Once live, the page reads the payment once more (a change made before the stream opened)…
    await waitFor(() => expect(paymentRead(store)).toMatchObject({ status: 'fulfilled' }));
    const reads = api.requestsTo(`/api/payments/${PAYMENT_ID}`).length;
    // …then nothing until an event comes: the fallback poll would have read twice in these 4.5 s.
    await act(() => jest.advanceTimersByTimeAsync(4500));
    expect(api.requestsTo(`/api/payments/${PAYMENT_ID}`)).toHaveLength(reads);

    // An event about another payment changes nothing; this payment's event brings the result at once.
    stream.send('id: 7\nevent: payment\ndata: {"payment_id":"another","status":"succeeded"}\n\n');
    current = makePayment({ method: 'mobile_money', method_details: current.method_details });
    stream.send(`id: 8\nevent: payment\ndata: {"payment_id":"${PAYMENT_ID}","status":"succeeded"}\n\n`);
    expect(
      await screen.findByRole('heading', { name: 'Paiement réussi ! Votre annonce est promue.' }),
    ).toBeInTheDocument();
    expect(api.requestsTo(`/api/payments/${PAYMENT_ID}`)).toHaveLength(reads + 1);
  });
});
