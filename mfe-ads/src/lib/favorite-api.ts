import type { FavoriteToggleResponse } from '@sokoni/contracts';
import { baseApi, type RootState } from '@sokoni/shared-ui';

export interface ToggleFavoriteArgs {
  id: number;
  /** The state the user asked for: shown at once, then confirmed (or corrected) by the server's answer. */
  favorited: boolean;
}

interface AdLike {
  id: number;
  slug: string;
  title: string;
  is_favorited?: boolean;
}

function isAdLike(value: unknown): value is AdLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AdLike).id === 'number' &&
    typeof (value as AdLike).slug === 'string' &&
    typeof (value as AdLike).title === 'string'
  );
}

/** Walks a cached payload (a list, the ad page, the home page…) for every copy of the ad. */
function visitAds(value: unknown, id: number, visit: (ad: AdLike) => void, depth = 0): void {
  if (depth > 4 || typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) visitAds(item, id, visit, depth + 1);
    return;
  }
  if (isAdLike(value) && value.id === id) visit(value);
  for (const child of Object.values(value)) {
    if (typeof child === 'object' && child !== null) visitAds(child, id, visit, depth + 1);
  }
}

function containsAd(value: unknown, id: number): boolean {
  let found = false;
  visitAds(value, id, () => {
    found = true;
  });
  return found;
}

/** What `updateQueryData` gives back once dispatched: the way to roll the patch back. */
interface Patch {
  undo: () => void;
}

/** `updateQueryData` typed loosely: the endpoints patched here belong to other features. */
type UpdateQueryData = (endpointName: string, args: unknown, recipe: (draft: unknown) => void) => unknown;
type PatchDispatch = (action: unknown) => Patch;

/**
 * The heart shows its new state at once wherever the ad is on screen: every cached query that holds the ad
 * (browse, category and location lists, home, the ad page, my favourites) is patched, whatever feature made it.
 */
function patchEverywhere(state: RootState, dispatch: PatchDispatch, id: number, favorited: boolean): Patch[] {
  const update = baseApi.util.updateQueryData as unknown as UpdateQueryData;
  const patches: Patch[] = [];
  for (const entry of Object.values(state.api.queries)) {
    if (!entry || entry.status !== 'fulfilled' || !containsAd(entry.data, id)) continue;
    patches.push(
      dispatch(
        update(entry.endpointName, entry.originalArgs, (draft) =>
          visitAds(draft, id, (ad) => {
            ad.is_favorited = favorited;
          }),
        ),
      ),
    );
  }
  return patches;
}

/** POST /api/ads/{id}/favorite: a toggle on the server, made optimistic here. */
export const favoriteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    toggleFavorite: build.mutation<FavoriteToggleResponse, ToggleFavoriteArgs>({
      query: ({ id }) => ({ url: `/ads/${id}/favorite`, method: 'POST' }),
      async onQueryStarted({ id, favorited }, { dispatch, getState, queryFulfilled }) {
        const patchDispatch = dispatch as unknown as PatchDispatch;
        const patches = patchEverywhere(getState() as RootState, patchDispatch, id, favorited);
        try {
          const { data } = await queryFulfilled;
          // The server toggles: if its state differed from the screen's, its answer wins.
          if (data.is_favorited !== favorited) patchEverywhere(getState() as RootState, patchDispatch, id, data.is_favorited);
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
      invalidatesTags: (result) => (result ? [{ type: 'Favorite', id: 'LIST' }] : []),
    }),
  }),
});

export const { useToggleFavoriteMutation } = favoriteApi;
