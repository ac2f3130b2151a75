import type { MyFavoritesQuery, MyFavoritesResponse } from '@sokoni/contracts';
import { baseApi } from '@sokoni/shared-ui';

/** GET /api/my-favorites; the hearts themselves are toggled through `lib/favorite-api`. */
export const favoritesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listMyFavorites: build.query<MyFavoritesResponse, MyFavoritesQuery>({
      query: (params) => ({ url: '/my-favorites', params }),
      providesTags: (result) => [
        { type: 'Favorite', id: 'LIST' },
        ...(result?.data.map((ad) => ({ type: 'Favorite' as const, id: ad.id })) ?? []),
      ],
    }),
  }),
});

export const { useListMyFavoritesQuery } = favoritesApi;
