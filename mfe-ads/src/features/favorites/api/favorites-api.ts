import type { MyFavoritesQuery } from '@sokoni/contracts';
import { apiRequest, baseApi, type ApiResult } from '@sokoni/shared-ui';

/** My favourite ads; the hearts themselves are toggled through `lib/favorite-api`. */
export const favoritesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listMyFavorites: build.query<ApiResult<'listMyFavorites'>, MyFavoritesQuery>({
      query: (query) => apiRequest('listMyFavorites', { query }),
      providesTags: (result) => [
        { type: 'Favorite', id: 'LIST' },
        ...(result?.data.map((ad) => ({ type: 'Favorite' as const, id: ad.id })) ?? []),
      ],
    }),
  }),
});

export const { useListMyFavoritesQuery } = favoritesApi;
