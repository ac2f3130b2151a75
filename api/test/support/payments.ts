/** Test card numbers that pass the Luhn check: the last four digits pick the sandbox's answer. */
export const TEST_CARDS = {
  ok: '4242 4242 0000 0000',
  declined: '4242 4242 0004 1111',
  outsideRules: '4242 4242 4242 4242',
} as const;

/** The fields of a card payment with this card number (an expiry in the future, a code). */
export const card = (number: string) => ({
  method: 'card',
  card_number: number,
  card_expiry: '12/39',
  card_cvc: '123',
});
