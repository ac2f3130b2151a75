import { apiRequest, baseApi, type ApiResult } from '@sokoni/shared-ui';

/** The parts of the mailed link, as its URL gives them. */
export interface VerifyEmailArgs {
  id: string;
  hash: string;
  expires: string;
  signature: string;
}

/**
 * The mailed link's check (a new link is the shared `useSendVerificationEmailMutation`). The numbers are sent
 * as the link wrote them: one that is not a number is refused by the api like any other bad link.
 */
export const verificationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    verifyEmail: build.query<ApiResult<'verifyEmail'>, VerifyEmailArgs>({
      query: ({ id, hash, expires, signature }) =>
        apiRequest('verifyEmail', {
          params: { id: id as unknown as number, hash },
          query: { expires: expires as unknown as number, signature },
        }),
      // A link is checked once per visit; coming back to the page must not show a stale answer.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useVerifyEmailQuery } = verificationApi;
