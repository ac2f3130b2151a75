import { Type, type Static } from '@sinclair/typebox';
import { DateTimeString, IdInteger } from './common';
import { EMAIL_MAX_LENGTH, PERSON_NAME_MAX_LENGTH, PHONE_INPUT_MAX_LENGTH } from './constants';
import { UserSchema } from './users';

/**
 * Accounts and identity: register, login, session, profile, email verification, password
 * reset, soft deletion and recovery, social login.
 *
 * Every failure is an `ErrorResponse` (`{ message, errors? }`), `errors` keyed by these field names, texts in
 * the request's language (Accept-Language, fr by default).
 */

const LocaleSchema = Type.Union([Type.Literal('fr'), Type.Literal('en')]);
const EmailField = Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH, format: 'email' });
/** Length rules live in the server's checks so that their messages are the product's: at least 8 characters. */
const NewPasswordField = Type.String({ minLength: 1, maxLength: 128 });

/** A new password and its confirmation, as sign-up, reset and change password take them. */
const NewPasswordPair = {
  password: NewPasswordField,
  password_confirmation: Type.String({ minLength: 1, maxLength: 128 }),
};

/** Login, register, restore and social callback all open a session with these two. */
export const AuthResponseSchema = Type.Object({
  user: UserSchema,
  /** Opaque bearer token: send it as `Authorization: Bearer <token>`. */
  token: Type.String(),
});
export type AuthResponse = Static<typeof AuthResponseSchema>;

/** POST /api/register. */
export const RegisterRequestSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: PERSON_NAME_MAX_LENGTH }),
  email: EmailField,
  ...NewPasswordPair,
  /** Any common way of writing a number; Congolese numbers may omit +243. Stored as E.164. */
  phone: Type.Optional(Type.Union([Type.String({ maxLength: PHONE_INPUT_MAX_LENGTH }), Type.Null()])),
  /** ISO date (YYYY-MM-DD); the person must be at least 18. */
  date_of_birth: Type.String({ minLength: 1, format: 'date' }),
  /** Defaults to the request's language. */
  preferred_language: Type.Optional(LocaleSchema),
});
export type RegisterRequest = Static<typeof RegisterRequestSchema>;
/** POST /api/register → 201. */
export const RegisterResponseSchema = AuthResponseSchema;

/** POST /api/login: credentials plus locale. */
export const LoginRequestSchema = Type.Object({
  email: EmailField,
  password: Type.String({ minLength: 1, maxLength: 1024 }),
  /** The language the person is using; kept as their preferred language. */
  locale: Type.Optional(LocaleSchema),
  /** The code mailed after a 401 `code_required` (see SignInCodeRequiredErrorSchema). */
  code: Type.Optional(Type.String({ maxLength: 32 })),
});
export type LoginRequest = Static<typeof LoginRequestSchema>;

/**
 * 401 from POST /api/login (and /api/account/restore) when the account is being guessed at from many
 * addresses and this one never signed in to it: the password alone gets no verdict; if it was right, a
 * one-time code went to the account's address, to send again with the password as `code`.
 */
export const SignInCodeRequiredErrorSchema = Type.Object({
  message: Type.String(),
  status: Type.Literal('code_required'),
});
export const LoginResponseSchema = AuthResponseSchema;

/**
 * 403 from POST /api/login for a soft-deleted account: `deleted` while it can still be restored (offer
 * restore), `expired` once the grace period is over.
 */
export const DeletedAccountErrorSchema = Type.Object({
  message: Type.String(),
  status: Type.Union([Type.Literal('deleted'), Type.Literal('expired')]),
  days_remaining: Type.Integer({ minimum: 0 }),
});
export type DeletedAccountError = Static<typeof DeletedAccountErrorSchema>;

/** POST /api/logout (revokes the token used), PUT /api/user/password, DELETE /api/user/account, … */
export const AuthMessageResponseSchema = Type.Object({ message: Type.String() });
export type AuthMessageResponse = Static<typeof AuthMessageResponseSchema>;

/** GET /api/user/profile → the bare `User`. */
export const ProfileResponseSchema = UserSchema;

/**
 * POST /api/user/profile (multipart/form-data, `_method=PUT` accepted; PUT /api/user/profile with the same
 * body also works). Send only non-null fields; `profile_image` is a file ≤ 2 MB, PNG, JPG, GIF or WebP.
 * An empty string clears phone or bio. A new `email` needs `current_password` (a 422 on that field when it
 * is missing or wrong; wrong ones count as failed sign-in attempts); the old address is then mailed a link
 * that undoes the change.
 */
export const PROFILE_BIO_MAX_LENGTH = 1000;
export const UpdateProfileFieldsSchema = Type.Object({
  _method: Type.Optional(Type.Literal('PUT')),
  name: Type.Optional(Type.String({ minLength: 1, maxLength: PERSON_NAME_MAX_LENGTH })),
  email: Type.Optional(EmailField),
  /** A Congolese number may be written without +243; "" clears it. */
  phone: Type.Optional(Type.String({ maxLength: PHONE_INPUT_MAX_LENGTH })),
  bio: Type.Optional(Type.String({ maxLength: PROFILE_BIO_MAX_LENGTH })),
  /** "" goes back to the device's theme. */
  preferred_theme: Type.Optional(Type.Union([Type.Literal('light'), Type.Literal('dark'), Type.Literal('')])),
  /** Code of an active currency; "" clears it. */
  preferred_currency: Type.Optional(Type.String({ maxLength: 3 })),
  /** "true" or "false" (a form field): let buyers reveal the verified number from my ads. */
  show_phone: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  current_password: Type.Optional(Type.String({ maxLength: 1024 })),
});
export type UpdateProfileFields = Static<typeof UpdateProfileFieldsSchema>;
export const UpdateProfileResponseSchema = Type.Object({
  user: UserSchema,
  message: Type.String(),
  /** True when the email changed: it is unverified again and a new link was mailed. */
  email_changed: Type.Boolean(),
});
export type UpdateProfileResponse = Static<typeof UpdateProfileResponseSchema>;

/** PUT /api/user/language. */
export const UpdateLanguageRequestSchema = Type.Object({ preferred_language: LocaleSchema });
export const UpdateLanguageResponseSchema = Type.Object({ user: UserSchema });

/** PUT /api/user/password → `{ message }`; every other session of the user is ended. */
export const ChangePasswordRequestSchema = Type.Object({
  current_password: Type.String({ minLength: 1, maxLength: 1024 }),
  ...NewPasswordPair,
});
export type ChangePasswordRequest = Static<typeof ChangePasswordRequestSchema>;

/** DELETE /api/user/account → `{ message }`: soft deletion, restorable for 30 days. */
export const DeleteAccountRequestSchema = Type.Object({
  password: Type.String({ minLength: 1, maxLength: 1024 }),
  /** Exactly the word DELETE. */
  confirmation: Type.String({ minLength: 1, maxLength: 32 }),
});
export type DeleteAccountRequest = Static<typeof DeleteAccountRequestSchema>;

/** GET /api/user/statistics. */
export const UserStatisticsSchema = Type.Object({
  total_ads: Type.Integer({ minimum: 0 }),
  active_ads: Type.Integer({ minimum: 0 }),
  total_favorites: Type.Integer({ minimum: 0 }),
  total_conversations: Type.Integer({ minimum: 0 }),
});
export type UserStatistics = Static<typeof UserStatisticsSchema>;

/** The link mailed to verify an address: /verify-email/{id}/{hash}?expires=…&signature=… */
export const VerifyEmailParamsSchema = Type.Object({
  id: IdInteger(),
  /** SHA-1 of the address, hex. */
  hash: Type.String({ minLength: 1, maxLength: 64 }),
});
export const VerifyEmailQuerySchema = Type.Object({
  /** Unix seconds. */
  expires: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
  signature: Type.String({ minLength: 1, maxLength: 128 }),
});
/**
 * GET /api/email/verify/{id}/{hash}?expires&signature → 200; a bad or expired link is a 403
 * `{ message: 'The verification link is invalid or has expired.' }`. Works signed in or not; `user` is
 * present when the request carried that user's token.
 */
export const VerifyEmailResponseSchema = Type.Object({
  message: Type.String(),
  email_verified: Type.Boolean(),
  user: Type.Optional(UserSchema),
});
export type VerifyEmailResponse = Static<typeof VerifyEmailResponseSchema>;

/** POST /api/email/verification-notification → `{ message }`. */
export const VerificationNotificationResponseSchema = AuthMessageResponseSchema;

/**
 * POST /api/email/change/{id}/undo with the `expires` and `signature` of the link mailed to the old address
 * (page /email-change/undo/{id}?expires&signature). Restores the old address as verified, ends every session,
 * disables the password and mails a reset link to the old address. A bad, expired or used link is a 403.
 */
export const UndoEmailChangeParamsSchema = Type.Object({
  id: IdInteger(),
});
export const UndoEmailChangeRequestSchema = Type.Object({
  /** Unix seconds. */
  expires: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
  signature: Type.String({ minLength: 1, maxLength: 128 }),
});
export type UndoEmailChangeRequest = Static<typeof UndoEmailChangeRequestSchema>;
export const UndoEmailChangeResponseSchema = Type.Object({
  message: Type.String(),
  /** The address the account uses again. */
  email: Type.String(),
});
export type UndoEmailChangeResponse = Static<typeof UndoEmailChangeResponseSchema>;

/** GET /api/email/verify-status. */
export const EmailVerifyStatusResponseSchema = Type.Object({
  email_verified: Type.Boolean(),
  user: UserSchema,
});
export type EmailVerifyStatusResponse = Static<typeof EmailVerifyStatusResponseSchema>;

/** POST /api/forgot-password → always the same `{ message }`, whether or not the address has an account. */
export const ForgotPasswordRequestSchema = Type.Object({ email: EmailField });
export type ForgotPasswordRequest = Static<typeof ForgotPasswordRequestSchema>;

/** POST /api/reset-password → `{ message }`; the token comes from /reset-password/{token}?email=… */
export const ResetPasswordRequestSchema = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 256 }),
  email: EmailField,
  ...NewPasswordPair,
});
export type ResetPasswordRequest = Static<typeof ResetPasswordRequestSchema>;

export const RecoveryStatusSchema = Type.Union([
  Type.Literal('active'),
  Type.Literal('deleted'),
  Type.Literal('expired'),
  Type.Literal('not_found'),
]);

/** POST /api/account/check-recovery. */
export const CheckRecoveryRequestSchema = Type.Object({ email: EmailField });
export type CheckRecoveryRequest = Static<typeof CheckRecoveryRequestSchema>;
export const CheckRecoveryResponseSchema = Type.Object({
  status: RecoveryStatusSchema,
  message: Type.String(),
  /** Days left to restore (deleted); 0 otherwise. */
  days_remaining: Type.Integer({ minimum: 0 }),
  /** Days since the grace period ended (expired); 0 otherwise. */
  days_overdue: Type.Integer({ minimum: 0 }),
});
export type CheckRecoveryResponse = Static<typeof CheckRecoveryResponseSchema>;

/**
 * POST /api/account/restore → a new session. After the grace period: 410 `{ message }` (the grace period
 * expired); wrong password: 422 with per-field errors.
 */
export const RestoreAccountRequestSchema = Type.Object({
  email: EmailField,
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});
export type RestoreAccountRequest = Static<typeof RestoreAccountRequestSchema>;
export const RestoreAccountResponseSchema = Type.Object({
  user: UserSchema,
  token: Type.String(),
  message: Type.String(),
  /** The days that were left before permanent deletion when the account was restored. */
  days_remaining_before_deletion: Type.Integer({ minimum: 0 }),
});
export type RestoreAccountResponse = Static<typeof RestoreAccountResponseSchema>;

/** GET /api/admin/accounts/expired (admin): soft-deleted accounts past the grace period. */
export const ExpiredAccountsResponseSchema = Type.Object({ count: Type.Integer({ minimum: 0 }) });

/** Social login. `provider` is `google`, `facebook` or a configured OIDC provider name (lower case). */
export const SocialProviderParamsSchema = Type.Object({
  provider: Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9_-]+$' }),
});
/** GET /api/auth/{provider} → where to send the browser; it comes back to /auth/{provider}/callback?code&state. */
export const SocialUrlResponseSchema = Type.Object({ url: Type.String() });
export type SocialUrlResponse = Static<typeof SocialUrlResponseSchema>;
/** POST /api/auth/{provider}/callback: the query of the callback page, as received. */
export const SocialCallbackRequestSchema = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 4096 }),
  state: Type.String({ minLength: 1, maxLength: 256 }),
  /** The `iss` query parameter when the provider sent one (RFC 9207); forward it as received. */
  iss: Type.Optional(Type.String({ maxLength: 512 })),
});
export type SocialCallbackRequest = Static<typeof SocialCallbackRequestSchema>;
export const SocialCallbackResponseSchema = AuthResponseSchema;

/** Dev mailbox (embedded mail outbox; absent in production and with SMTP_URL). */
export const DevMailSummarySchema = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  created_at: DateTimeString,
  /** 'sms' for a text the sandbox SMS provider kept (`to` is the number); a mail otherwise. */
  channel: Type.Optional(Type.Union([Type.Literal('mail'), Type.Literal('sms')])),
});
/** GET /api/dev/mailbox → newest first. */
export const DevMailboxResponseSchema = Type.Object({ data: Type.Array(DevMailSummarySchema) });
export type DevMailboxResponse = Static<typeof DevMailboxResponseSchema>;
/** GET /api/dev/mailbox/{id}. */
export const DevMailSchema = Type.Intersect([
  DevMailSummarySchema,
  Type.Object({
    html: Type.String(),
    text: Type.String(),
    /** Every http(s) link of the mail, in order. */
    links: Type.Array(Type.String()),
  }),
]);
export type DevMail = Static<typeof DevMailSchema>;
