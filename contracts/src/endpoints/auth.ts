import { Type } from '@sinclair/typebox';
import {
  AuthMessageResponseSchema,
  AuthResponseSchema,
  DeletedAccountErrorSchema,
  EmailVerifyStatusResponseSchema,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  SignInCodeRequiredErrorSchema,
  VerificationNotificationResponseSchema,
  VerifyEmailParamsSchema,
  VerifyEmailQuerySchema,
  VerifyEmailResponseSchema,
} from '../auth';
import { ErrorResponseSchema } from '../common';
import { endpoint } from './endpoint';

const refused = { 422: ErrorResponseSchema, 429: ErrorResponseSchema };

/** Sign-up, sign-in and out, the forgotten password and the verification of an address. */
export const authEndpoints = {
  register: endpoint('register', {
    tags: ['auth'],
    summary: 'Create an account; answers with a session and mails a verification link',
    description: 'Limited per address and window (429).',
    body: RegisterRequestSchema,
    responses: { 201: AuthResponseSchema, ...refused },
  }),
  login: endpoint('login', {
    tags: ['auth'],
    summary: 'Sign in with email and password',
    description:
      'A soft-deleted account answers 403 with status "deleted" and days_remaining (it can be restored), ' +
      'or status "expired" once the 30-day grace period is over.',
    body: LoginRequestSchema,
    responses: {
      200: AuthResponseSchema,
      401: SignInCodeRequiredErrorSchema,
      403: Type.Union([DeletedAccountErrorSchema, ErrorResponseSchema]),
      ...refused,
    },
  }),
  logout: endpoint('logout', {
    tags: ['auth'],
    summary: 'End the session of the token used',
    description: 'A banned user may sign out too; without a valid session it is a 401.',
    responses: { 200: AuthMessageResponseSchema, 401: ErrorResponseSchema },
  }),
  forgotPassword: endpoint('forgotPassword', {
    tags: ['auth'],
    summary: 'Mail a single-use password reset link (same answer whether or not the address has an account)',
    body: ForgotPasswordRequestSchema,
    responses: { 200: AuthMessageResponseSchema, ...refused },
  }),
  resetPassword: endpoint('resetPassword', {
    tags: ['auth'],
    summary: 'Choose a new password with the mailed token; ends every session',
    body: ResetPasswordRequestSchema,
    responses: { 200: AuthMessageResponseSchema, ...refused },
  }),
  verifyEmail: endpoint('verifyEmail', {
    tags: ['auth'],
    summary: 'Verify an email address with the signed link (signed in or not)',
    description: "The answer holds the user when the request carries that user's session.",
    params: VerifyEmailParamsSchema,
    query: VerifyEmailQuerySchema,
    responses: { 200: VerifyEmailResponseSchema, 403: ErrorResponseSchema, 422: ErrorResponseSchema },
  }),
  sendVerificationEmail: endpoint('sendVerificationEmail', {
    tags: ['auth'],
    summary: 'Mail a new verification link to the signed-in user',
    description: 'Limited per user, address and window (429).',
    responses: {
      200: VerificationNotificationResponseSchema,
      401: ErrorResponseSchema,
      403: ErrorResponseSchema,
      429: ErrorResponseSchema,
    },
  }),
  getEmailVerifyStatus: endpoint('getEmailVerifyStatus', {
    tags: ['auth'],
    summary: 'Whether the signed-in user has verified their address',
    responses: { 200: EmailVerifyStatusResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema },
  }),
};
