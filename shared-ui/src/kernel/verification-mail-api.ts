import { baseApi } from './base-api';
import { apiRequest, type ApiResult } from './endpoint-request';

/**
 * A new verification link for the signed-in user's address: one call for the shell's banner, the profile's
 * email status and the verification page alike.
 */
export const verificationMailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendVerificationEmail: build.mutation<ApiResult<'sendVerificationEmail'>, void>({
      query: () => apiRequest('sendVerificationEmail'),
    }),
  }),
});

export const { useSendVerificationEmailMutation } = verificationMailApi;
