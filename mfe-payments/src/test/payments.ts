import type { Payment } from '@sokoni/contracts';
import { makePayment } from '@sokoni/contracts/testing';

/** A mobile money payment (M-Pesa) waiting for its confirmation on the phone, two minutes from now. */
export function awaitingPhoneConfirmation(): Payment {
  return makePayment({
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
}
