import type { CurrencyListResponse } from '@sokoni/contracts';
import { baseApi } from '../kernel/base-api';

/**
 * Active currencies (GET /api/currencies). Lives in shared-ui because the display-currency picker is used by the
 * shell as well as the ads pages; injected once when this module loads.
 */
export const currencyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listCurrencies: build.query<CurrencyListResponse, void>({
      query: () => '/currencies',
      providesTags: [{ type: 'Currency', id: 'LIST' }],
      keepUnusedDataFor: 60 * 60,
    }),
  }),
});

export const { useListCurrenciesQuery } = currencyApi;
