import {
  CARD_CVC_PATTERN,
  CARD_EXPIRY_PATTERN,
  CARD_NUMBER_PATTERN,
  cardExpired,
  isCardNumberValid,
  isEmail,
  PHONE_PATTERN,
  type CreatePaymentRequest,
  type PaymentMethod,
} from '@sokoni/contracts';

export interface PaymentFormValues {
  phone: string;
  card_number: string;
  card_expiry: string;
  card_cvc: string;
  card_holder: string;
  paypal_email: string;
}

export const EMPTY_PAYMENT_FORM: PaymentFormValues = {
  phone: '',
  card_number: '',
  card_expiry: '',
  card_cvc: '',
  card_holder: '',
  paypal_email: '',
};

/** Message keys (namespace `payments`) by field; the server checks again and has the last word. */
export type PaymentFormErrors = Partial<Record<keyof PaymentFormValues, string>>;

/** The checks a form can make before sending: required fields, formats, the card's Luhn digit and expiry. */
export function validatePaymentForm(
  method: PaymentMethod,
  values: PaymentFormValues,
  now = new Date(),
): PaymentFormErrors {
  const errors: PaymentFormErrors = {};
  const required = (field: keyof PaymentFormValues) => {
    if (values[field].trim() === '') errors[field] = 'form.required';
    return values[field].trim() !== '';
  };
  if (method === 'mobile_money') {
    if (required('phone') && !new RegExp(PHONE_PATTERN).test(values.phone.trim()))
      errors.phone = 'form.phoneInvalid';
  } else if (method === 'card') {
    if (required('card_number')) {
      const cardNumber = values.card_number.trim();
      if (!new RegExp(CARD_NUMBER_PATTERN).test(cardNumber) || !isCardNumberValid(cardNumber))
        errors.card_number = 'form.cardNumberInvalid';
    }
    if (required('card_expiry')) {
      const expiry = values.card_expiry.trim();
      if (!new RegExp(CARD_EXPIRY_PATTERN).test(expiry)) errors.card_expiry = 'form.expiryFormat';
      else if (cardExpired(expiry, now)) errors.card_expiry = 'form.cardExpired';
    }
    if (required('card_cvc') && !new RegExp(CARD_CVC_PATTERN).test(values.card_cvc.trim()))
      errors.card_cvc = 'form.cvcInvalid';
  } else if (required('paypal_email') && !isEmail(values.paypal_email.trim())) {
    errors.paypal_email = 'form.emailInvalid';
  }
  return errors;
}

/** The request body for the chosen method: only that method's fields travel. */
export function paymentBody(
  adId: number,
  planId: number,
  method: PaymentMethod,
  values: PaymentFormValues,
): CreatePaymentRequest {
  const base = { ad_id: adId, plan_id: planId, method };
  if (method === 'mobile_money') return { ...base, phone: values.phone.trim() };
  if (method === 'paypal') return { ...base, paypal_email: values.paypal_email.trim() };
  return {
    ...base,
    card_number: values.card_number.trim(),
    card_expiry: values.card_expiry.trim(),
    card_cvc: values.card_cvc.trim(),
    ...(values.card_holder.trim() ? { card_holder: values.card_holder.trim() } : {}),
  };
}

/** Adds the slash of MM/YY as the user types. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
