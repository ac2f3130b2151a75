import type { CardBrand } from './payments';

/*
 * The card checks the promote form makes before sending and the api makes again: a number of a length its brand
 * issues with a right Luhn check digit, an expiry month not yet over. Shared so that a number the form lets
 * through is not refused by the server for a reason the form did not say.
 */

/** The Luhn check digit of a card number (digits only). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let digit = Number(digits[i]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

export function cardBrandOf(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'other';
}

const CARD_LENGTHS: Record<CardBrand, readonly number[]> = {
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
  other: [12, 13, 14, 15, 16, 17, 18, 19],
};

/** A card number as typed (spaces allowed): digits of a length its brand issues, with a right check digit. */
export function isCardNumberValid(cardNumber: string): boolean {
  const digits = cardNumber.replace(/\s+/g, '');
  return (
    /^\d+$/.test(digits) && CARD_LENGTHS[cardBrandOf(digits)].includes(digits.length) && passesLuhn(digits)
  );
}

/** MM/YY is valid through the last day of that month. */
export function cardExpired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map(Number);
  const endOfMonth = Date.UTC(2000 + year, month, 1);
  return endOfMonth <= now.getTime();
}

/** The length of the security code a brand prints: four digits on American Express, three elsewhere. */
export function cvcLengthOf(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}
