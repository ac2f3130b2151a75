import type { AdPageResponse } from '@sokoni/contracts';
import { baseApi } from '@sokoni/shared-ui';

export interface AdPageArgs {
  slug: string;
  display_currency: string;
}

/** GET /bff/ads/{slug}: the ad, its seller's card and similar ads in one round trip. */
export const adPageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdPage: build.query<AdPageResponse, AdPageArgs>({
      query: ({ slug, display_currency }) => ({
        url: `/bff/ads/${encodeURIComponent(slug)}`,
        params: { display_currency },
      }),
      providesTags: (result, _error, { slug }) => [{ type: 'Ad', id: result?.ad.id ?? slug }],
    }),
  }),
});

export const { useGetAdPageQuery } = adPageApi;
