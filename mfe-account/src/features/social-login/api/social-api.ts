import type { AuthResponse, SocialCallbackRequest, User } from '@sokoni/contracts';
import { baseApi } from '@sokoni/shared-ui';

/** The end of a social login: the provider's code for a session, or a token handed over in the URL. */
export const socialApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    completeSocialLogin: build.mutation<AuthResponse, { provider: string } & SocialCallbackRequest>({
      query: ({ provider, ...body }) => ({
        url: `/auth/${encodeURIComponent(provider)}/callback`,
        method: 'POST',
        body,
      }),
    }),
    /** GET /user/profile with a token that is not stored yet (the session starts only if it is valid). */
    getUserWithToken: build.mutation<User, string>({
      query: (token) => ({ url: '/user/profile', headers: { Authorization: `Bearer ${token}` } }),
    }),
  }),
});

export const { useCompleteSocialLoginMutation, useGetUserWithTokenMutation } = socialApi;
