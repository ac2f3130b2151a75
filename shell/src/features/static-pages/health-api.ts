import { apiRequest, baseApi, type ApiResult } from '@sokoni/shared-ui';

/** Whether the api answers, for the /test page. */
export const healthApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getApiHealth: build.query<ApiResult<'getHealth'>, void>({
      query: () => apiRequest('getHealth'),
      // Asked again on each visit: the page is there to say how the api is now.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetApiHealthQuery } = healthApi;
