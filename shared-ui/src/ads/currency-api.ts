import { baseApi } from '../kernel/base-api';
import { apiRequest, type ApiResult } from '../kernel/endpoint-request';

/**
 * Active currencies. Lives in shared-ui because the display-currency picker is used by the shell as well as the
 * ads pages; injected once when this module loads.
 */
export const currencyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listCurrencies: build.query<ApiResult<'listCurrencies'>, void>({
      query: () => apiRequest('listCurrencies'),
      providesTags: [{ type: 'Currency', id: 'LIST' }],
      keepUnusedDataFor: 60 * 60,
    }),
  }),
});

export const { useListCurrenciesQuery } = currencyApi;
