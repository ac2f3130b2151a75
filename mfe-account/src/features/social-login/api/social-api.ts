import type { SocialCallbackRequest } from '@sokoni/contracts';
import { apiRequest, baseApi, type ApiResult } from '@sokoni/shared-ui';

/** The end of a social login: the provider's code for a session, or a token handed over in the URL. */
export const socialApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    completeSocialLogin: build.mutation<
      ApiResult<'completeSocialLogin'>,
      { provider: string } & SocialCallbackRequest
    >({
      query: ({ provider, ...body }) => apiRequest('completeSocialLogin', { params: { provider }, body }),
    }),
    /** The profile read with a token that is not stored yet (the session starts only if it is valid). */
    getUserWithToken: build.mutation<ApiResult<'getProfile'>, string>({
      query: (token) => ({ ...apiRequest('getProfile'), headers: { Authorization: `Bearer ${token}` } }),
    }),
  }),
});

export const { useCompleteSocialLoginMutation, useGetUserWithTokenMutation } = socialApi;
