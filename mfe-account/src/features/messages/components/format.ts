import { formatMoney } from '@sokoni/shared-ui';
import type { ConversationAd } from '@sokoni/contracts';

/** The ad's price as its currency writes it (whole amounts without decimals). */
export function formatAdPrice(ad: ConversationAd, locale: string): string | null {
  if (ad.price === null) return null;
  return formatMoney(
    ad.price,
    {
      symbol: ad.currency_symbol,
      position: ad.currency_position,
      decimal_places: Number.isInteger(ad.price) ? 0 : 2,
      code: ad.currency_code,
    },
    locale,
  );
}

/** A message id the browser picks, so a retried send is stored once (letters, digits, dash). */
export function newClientId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The calendar day of a date in the reader's time zone, as a key. */
export function dayKey(value: string): string {
  const date = new Date(value);
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}
