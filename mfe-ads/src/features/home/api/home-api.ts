import type { HomeResponse } from '@sokoni/contracts';
import { baseApi } from '@sokoni/shared-ui';

export interface HomeArgs {
  /** The visitor's display currency, so the recent and boosted ads carry converted prices. */
  display_currency: string;
}

/** GET /bff/home: settings, top-level categories with counts, recent and boosted ads in one round trip. */
export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHome: build.query<HomeResponse, HomeArgs>({
      query: (args) => ({ url: '/bff/home', params: args }),
      providesTags: [
        { type: 'Ad', id: 'LIST' },
        { type: 'Category', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetHomeQuery } = homeApi;
