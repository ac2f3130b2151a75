import type { AuthMessageResponse, VerifyEmailResponse } from '@sokoni/contracts';
import { baseApi } from '@sokoni/shared-ui';

export interface VerifyEmailArgs {
  id: string;
  hash: string;
  expires: string;
  signature: string;
}

/** The mailed link's check (GET /email/verify/{id}/{hash}) and its resend. */
export const verificationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    verifyEmail: build.query<VerifyEmailResponse, VerifyEmailArgs>({
      query: ({ id, hash, expires, signature }) => ({
        url: `/email/verify/${encodeURIComponent(id)}/${encodeURIComponent(hash)}`,
        params: { expires, signature },
      }),
      // A link is checked once per visit; coming back to the page must not show a stale answer.
      keepUnusedDataFor: 0,
    }),
    resendVerificationLink: build.mutation<AuthMessageResponse, void>({
      query: () => ({ url: '/email/verification-notification', method: 'POST' }),
    }),
  }),
});

export const { useVerifyEmailQuery, useResendVerificationLinkMutation } = verificationApi;
