import { parsePhoneNumberFromString } from 'libphonenumber-js';
import {
  cardBrandOf,
  cardExpired,
  cvcLengthOf,
  isCardNumberValid,
  MOBILE_MONEY_OPERATORS,
  MOBILE_MONEY_PREFIXES,
  type CreatePaymentRequest,
  type MobileMoneyOperator,
  type PaymentMethodDetails,
} from '@sokoni/contracts';
import { invalidFields } from '../errors';
import type { MessageKey } from '../i18n/messages';
import type { PaymentSubject } from './provider';

/** +243 and 9 digits, or null when the number is not a valid Congolese number. */
export function normaliseDrcPhone(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), 'CD');
  if (!parsed || parsed.countryCallingCode !== '243' || !parsed.isValid()) return null;
  return parsed.number;
}

/** The operator from the two digits after +243. */
export function operatorOf(e164: string): MobileMoneyOperator | null {
  const prefix = e164.replace(/^\+243/, '').slice(0, 2);
  return MOBILE_MONEY_OPERATORS.find((operator) => MOBILE_MONEY_PREFIXES[operator].includes(prefix)) ?? null;
}

export interface CheckedMethod {
  subject: PaymentSubject;
  /** What may be stored and shown. */
  details: PaymentMethodDetails;
}

/**
 * The method's own fields: required for that method, then the checks a schema cannot express (a valid +243
 * number of a known operator; card length, Luhn, expiry, CVC length by brand). Every problem at once, as a 422.
 */
export function checkMethodFields(body: CreatePaymentRequest, now: Date): CheckedMethod {
  const errors: Record<string, MessageKey[]> = {};
  const required = (field: keyof CreatePaymentRequest) => {
    const value = body[field];
    if (typeof value !== 'string' || value.trim() === '') errors[field] = ['validation.required'];
    return typeof value === 'string' && value.trim() !== '';
  };

  if (body.method === 'mobile_money') {
    if (!required('phone')) throw invalidFields(errors);
    const phone = normaliseDrcPhone(body.phone!);
    if (!phone) throw invalidFields({ phone: ['payments.phoneInvalid'] });
    const operator = operatorOf(phone);
    if (!operator) throw invalidFields({ phone: ['payments.operatorUnknown'] });
    return { subject: { method: 'mobile_money', phone, operator }, details: { phone, operator } };
  }

  if (body.method === 'card') {
    const hasNumber = required('card_number');
    const hasExpiry = required('card_expiry');
    const hasCvc = required('card_cvc');
    const digits = (body.card_number ?? '').replace(/\s+/g, '');
    const brand = cardBrandOf(digits);
    if (hasNumber && !isCardNumberValid(digits)) errors.card_number = ['payments.cardNumberInvalid'];
    if (hasExpiry && cardExpired(body.card_expiry!, now)) errors.card_expiry = ['payments.cardExpired'];
    if (hasCvc && body.card_cvc!.length !== cvcLengthOf(brand)) errors.card_cvc = ['payments.cvcInvalid'];
    if (Object.keys(errors).length > 0) throw invalidFields(errors);
    return {
      subject: { method: 'card', cardNumber: digits },
      details: { brand, last4: digits.slice(-4) },
    };
  }

  if (!required('paypal_email')) throw invalidFields(errors);
  const email = body.paypal_email!.trim().toLowerCase();
  return { subject: { method: 'paypal', paypalEmail: email }, details: { email } };
}
