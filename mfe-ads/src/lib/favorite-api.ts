import type { Ad } from '@sokoni/contracts';
import { apiRequest, baseApi, type ApiResult } from '@sokoni/shared-ui';
import { adPageApi } from '../features/ad-details/api/ad-page-api';
import { adsApi } from '../features/browse/api/ads-api';
import { favoritesApi } from '../features/favorites/api/favorites-api';
import { homeApi } from '../features/home/api/home-api';

export interface ToggleFavoriteArgs {
  id: number;
  /** The state the user asked for: shown at once, then confirmed (or corrected) by the server's answer. */
  favorited: boolean;
}

/** Gives every copy of the ad in `ads` the new state. */
function mark(ads: Ad[], id: number, favorited: boolean): void {
  for (const ad of ads) if (ad.id === id) ad.is_favorited = favorited;
}

/** The favourite toggle: a toggle on the server, made optimistic here. */
export const favoriteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    toggleFavorite: build.mutation<ApiResult<'toggleFavorite'>, ToggleFavoriteArgs>({
      query: ({ id }) => apiRequest('toggleFavorite', { params: { idOrSlug: String(id) } }),
      async onQueryStarted({ id, favorited }, { dispatch, getState, queryFulfilled }) {
        /**
         * The heart shows its new state at once wherever it is on screen: every cached query whose ads carry a
         * heart (browse, category and location lists, home, the ad page and its similar ads, my favourites).
         */
        const patchEverywhere = (state: boolean) => {
          const cached = getState();
          const set = (ads: Ad[]) => mark(ads, id, state);
          return [
            ...adsApi.util
              .selectCachedArgsForQuery(cached, 'listAds')
              .map((args) =>
                dispatch(adsApi.util.updateQueryData('listAds', args, (draft) => set(draft.data))),
              ),
            ...favoritesApi.util
              .selectCachedArgsForQuery(cached, 'listMyFavorites')
              .map((args) =>
                dispatch(
                  favoritesApi.util.updateQueryData('listMyFavorites', args, (draft) => set(draft.data)),
                ),
              ),
            ...homeApi.util.selectCachedArgsForQuery(cached, 'getHome').map((args) =>
              dispatch(
                homeApi.util.updateQueryData('getHome', args, (draft) => {
                  set(draft.recent_ads);
                  set(draft.boosted_ads);
                }),
              ),
            ),
            ...adPageApi.util.selectCachedArgsForQuery(cached, 'getAdPage').map((args) =>
              dispatch(
                adPageApi.util.updateQueryData('getAdPage', args, (draft) => {
                  set([draft.ad]);
                  set(draft.similar_ads);
                }),
              ),
            ),
          ];
        };
        const patches = patchEverywhere(favorited);
        try {
          const { data } = await queryFulfilled;
          // The server toggles: if its state differed from the screen's, its answer wins.
          if (data.is_favorited !== favorited) patchEverywhere(data.is_favorited);
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
      invalidatesTags: (result) => (result ? [{ type: 'Favorite', id: 'LIST' }] : []),
    }),
  }),
});

export const { useToggleFavoriteMutation } = favoriteApi;
