import type { StorefrontPageResponse } from '@sokoni/contracts';
import { baseApi } from '@sokoni/shared-ui';

export interface StorefrontArgs {
  slug: string;
  page: number;
}

/** GET /bff/businesses/{slug}: the storefront page in one round trip. */
export const storefrontApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStorefront: build.query<StorefrontPageResponse, StorefrontArgs>({
      query: ({ slug, page }) => ({
        url: `/bff/businesses/${encodeURIComponent(slug)}`,
        params: page > 1 ? { page } : undefined,
      }),
      providesTags: (_result, _error, { slug }) => [{ type: 'Business', id: slug }, { type: 'Business', id: 'LIST' }],
    }),
  }),
});

export const { useGetStorefrontQuery } = storefrontApi;
