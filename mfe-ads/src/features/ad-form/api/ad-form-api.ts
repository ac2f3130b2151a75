import type { Ad, PublicSettings } from '@sokoni/contracts';
import { baseApi } from '@sokoni/shared-ui';

/** The ad to edit and the posting settings (photo limit, default currency). */
export const adFormApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/ads/{slug}: the owner gets their own ad in any status (pending, rejected…). */
    getEditableAd: build.query<Ad, string>({
      query: (slug) => `/ads/${encodeURIComponent(slug)}`,
      providesTags: (result, _error, slug) => [{ type: 'Ad', id: result?.id ?? slug }],
      // Always the server's latest before editing: another tab may have changed it.
      keepUnusedDataFor: 0,
    }),
    getPostingSettings: build.query<PublicSettings, void>({
      query: () => '/settings',
      providesTags: ['Settings'],
      keepUnusedDataFor: 5 * 60,
    }),
    /** Puts the photos in the order the seller chose, once the new ones have ids. */
    reorderAdImages: build.mutation<Ad, { id: number; order: number[] }>({
      query: ({ id, order }) => ({ url: `/ads/${id}`, method: 'PUT', body: { image_order: order } }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Ad', id },
        { type: 'MyAds', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetEditableAdQuery, useGetPostingSettingsQuery, useReorderAdImagesMutation } = adFormApi;
