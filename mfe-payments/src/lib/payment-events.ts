import type { PaymentEventData } from '@sokoni/contracts';
import type { LiveEventMessage } from '@sokoni/shared-ui/widgets';

/** The payment a live event says changed state, or null for any other event. */
export function changedPaymentId(event: LiveEventMessage): string | null {
  if (event.type !== 'payment') return null;
  const id = (event.data as Partial<PaymentEventData> | null)?.payment_id;
  return typeof id === 'string' ? id : null;
}
