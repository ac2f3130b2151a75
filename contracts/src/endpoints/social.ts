import { Type } from '@sinclair/typebox';
import {
  AuthResponseSchema,
  DeletedAccountErrorSchema,
  SocialCallbackRequestSchema,
  SocialProviderParamsSchema,
  SocialUrlResponseSchema,
} from '../auth';
import { SocialProvidersResponseSchema } from '../social-providers';
import { ErrorResponseSchema } from '../common';
import { endpoint } from './endpoint';

/** Sign-in with an OpenID Connect provider. */
export const socialEndpoints = {
  listSocialProviders: endpoint('listSocialProviders', {
    tags: ['auth'],
    summary: 'The sign-in providers configured on this server, one login button each',
    responses: { 200: SocialProvidersResponseSchema },
  }),
  getSocialLoginUrl: endpoint('getSocialLoginUrl', {
    tags: ['auth'],
    summary:
      'Where to send the browser to sign in with a provider (it comes back to /auth/{provider}/callback)',
    params: SocialProviderParamsSchema,
    responses: { 200: SocialUrlResponseSchema, 404: ErrorResponseSchema, 422: ErrorResponseSchema },
  }),
  completeSocialLogin: endpoint('completeSocialLogin', {
    tags: ['auth'],
    summary: 'Finish a social sign-in with the code and state the provider sent back',
    params: SocialProviderParamsSchema,
    body: SocialCallbackRequestSchema,
    responses: {
      200: AuthResponseSchema,
      403: Type.Union([DeletedAccountErrorSchema, ErrorResponseSchema]),
      404: ErrorResponseSchema,
      422: ErrorResponseSchema,
    },
  }),
};
