import { Type, type Static } from '@sinclair/typebox';
import { DateTimeString } from './common';
import { PHONE_CODE_LENGTH, PHONE_INPUT_MAX_LENGTH } from './constants';
import { UserSchema } from './users';

/** POST /api/user/phone/verification: a number (+243…, or any country with its +code). */
export const PhoneCodeRequestSchema = Type.Object({
  phone: Type.String({ minLength: 1, maxLength: PHONE_INPUT_MAX_LENGTH }),
});
export type PhoneCodeRequest = Static<typeof PhoneCodeRequestSchema>;

/** The code is on its way. */
export const PhoneCodeSentSchema = Type.Object({
  message: Type.String(),
  /** The number the code went to, E.164. */
  phone: Type.String(),
  expires_at: DateTimeString,
  /** Seconds before another code may be asked for. */
  resend_after_seconds: Type.Integer({ minimum: 0 }),
});
export type PhoneCodeSent = Static<typeof PhoneCodeSentSchema>;

/** POST /api/user/phone/verify. */
export const PhoneVerifyRequestSchema = Type.Object({
  code: Type.String({ minLength: 1, maxLength: PHONE_CODE_LENGTH + 4 }),
});
export type PhoneVerifyRequest = Static<typeof PhoneVerifyRequestSchema>;
/** The number is proved: the person's record with `phone_verified: true`. */
export const PhoneVerifiedSchema = Type.Object({ message: Type.String(), user: UserSchema });
export type PhoneVerified = Static<typeof PhoneVerifiedSchema>;

/** GET /api/user/phone: the signed-in person's number, its proof and what buyers did with it. */
export const PhoneStatusSchema = Type.Object({
  phone: Type.Union([Type.String(), Type.Null()]),
  phone_verified: Type.Boolean(),
  show_phone: Type.Boolean(),
  /** Times buyers revealed the number from the person's ads. */
  reveals: Type.Integer({ minimum: 0 }),
  /** A code waiting to be typed: where it went and until when; null when none. */
  pending: Type.Union([
    Type.Object({
      phone: Type.String(),
      expires_at: DateTimeString,
      resend_after_seconds: Type.Integer({ minimum: 0 }),
    }),
    Type.Null(),
  ]),
});
export type PhoneStatus = Static<typeof PhoneStatusSchema>;

/** POST /api/ads/{idOrSlug}/phone: the seller's number, revealed to a buyer (counted). */
export const RevealedPhoneSchema = Type.Object({
  /** E.164, for `tel:` and `wa.me` links. */
  phone: Type.String(),
  /** Written for reading (`+243 81 234 5678`). */
  phone_display: Type.String(),
});
export type RevealedPhone = Static<typeof RevealedPhoneSchema>;

/** POST /api/ad-renewals: the signed token of a reminder mail's one-tap link. */
export const RenewAdByLinkRequestSchema = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 300 }),
});
export type RenewAdByLinkRequest = Static<typeof RenewAdByLinkRequestSchema>;

/** A renewed ad: its new expiry date. */
export const AdRenewedSchema = Type.Object({
  message: Type.String(),
  ad: Type.Object({
    id: Type.Integer(),
    slug: Type.String(),
    title: Type.String(),
    expires_at: DateTimeString,
  }),
});
export type AdRenewed = Static<typeof AdRenewedSchema>;
