import { AdParamSchema } from '../ads';
import { ErrorResponseSchema } from '../common';
import {
  AdRenewedSchema,
  PhoneCodeRequestSchema,
  PhoneCodeSentSchema,
  PhoneStatusSchema,
  PhoneVerifiedSchema,
  PhoneVerifyRequestSchema,
  RenewAdByLinkRequestSchema,
  RevealedPhoneSchema,
} from '../phone';
import { endpoint } from './endpoint';

const signedIn = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };

/** A person's phone number proved by an SMS code, and buyers revealing a seller's number to call them. */
export const phoneEndpoints = {
  getMyPhone: endpoint('getMyPhone', {
    tags: ['phone'],
    summary: 'My number, whether it is verified and shown, how often buyers revealed it, a code waiting',
    responses: { 200: PhoneStatusSchema, ...signedIn },
  }),
  requestPhoneCode: endpoint('requestPhoneCode', {
    tags: ['phone'],
    summary: 'Send a 6-digit code by SMS to a number (valid 10 minutes)',
    description:
      'A new code replaces the one before. 429 (with Retry-After and the wait in words) within 60 s of the ' +
      'last code, and past the limits per number, per person and per address. 503 when no SMS provider is ' +
      'configured.',
    body: PhoneCodeRequestSchema,
    responses: {
      200: PhoneCodeSentSchema,
      422: ErrorResponseSchema,
      429: ErrorResponseSchema,
      503: ErrorResponseSchema,
      ...signedIn,
    },
  }),
  verifyPhone: endpoint('verifyPhone', {
    tags: ['phone'],
    summary: 'Prove the number with the code: it becomes the profile number, verified',
    description: 'A wrong code is 422; the fifth wrong try kills the code, and every try after is 429.',
    body: PhoneVerifyRequestSchema,
    responses: {
      200: PhoneVerifiedSchema,
      422: ErrorResponseSchema,
      429: ErrorResponseSchema,
      ...signedIn,
    },
  }),
  revealAdPhone: endpoint('revealAdPhone', {
    tags: ['phone'],
    summary: "The seller's number of a public ad, for a buyer's call or WhatsApp (each reveal is counted)",
    description:
      "A shop's published number, or a private seller's verified number they chose to show; 404 otherwise.",
    params: AdParamSchema,
    responses: { 200: RevealedPhoneSchema, 404: ErrorResponseSchema, 429: ErrorResponseSchema },
  }),
  renewAd: endpoint('renewAd', {
    tags: ['ads'],
    summary: 'Renew my ad: a new expiry date (an active ad in its last week, or an expired one)',
    params: AdParamSchema,
    responses: {
      200: AdRenewedSchema,
      404: ErrorResponseSchema,
      409: ErrorResponseSchema,
      ...signedIn,
    },
  }),
  renewAdByLink: endpoint('renewAdByLink', {
    tags: ['ads'],
    summary: "Renew an ad from the reminder mail's signed link, without signing in",
    description:
      'The token names the ad and the expiry date it was mailed for: once the ad is renewed (by the link or ' +
      'otherwise) it is used up (409); a token that was altered is 404; past the grace period after the ' +
      'expiry it is 410.',
    body: RenewAdByLinkRequestSchema,
    responses: {
      200: AdRenewedSchema,
      404: ErrorResponseSchema,
      409: ErrorResponseSchema,
      410: ErrorResponseSchema,
    },
  }),
};
