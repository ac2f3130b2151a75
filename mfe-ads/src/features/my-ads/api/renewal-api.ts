import { apiRequest, baseApi, type ApiResult } from '@sokoni/shared-ui';

/** Renewing an ad: from My ads in its last week, or from the reminder mail's link without signing in. */
export const renewalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    renewAd: build.mutation<ApiResult<'renewAd'>, number>({
      query: (adId) => apiRequest('renewAd', { params: { idOrSlug: String(adId) } }),
      invalidatesTags: (result, _error, adId) =>
        result
          ? [
              { type: 'MyAds', id: 'LIST' },
              { type: 'MyAds', id: adId },
            ]
          : [],
    }),
    renewAdByLink: build.mutation<ApiResult<'renewAdByLink'>, string>({
      query: (token) => apiRequest('renewAdByLink', { body: { token } }),
    }),
  }),
});

export const { useRenewAdMutation, useRenewAdByLinkMutation } = renewalApi;
