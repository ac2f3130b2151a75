import { API_PATHS, endpointPath, type Ad, type PublicSettings } from '@sokoni/contracts';
import { apiRequest, baseApi, uploadQuery, type ApiResult, type UploadRequest } from '@sokoni/shared-ui';

/** The multipart form (fields and photos) and, for the progress bar, how much of it has gone out. */
export interface AdUploadArgs {
  body: FormData;
  onProgress?: UploadRequest['onProgress'];
  /** createAd only: the key of the ad composed, so a resend never posts it twice. */
  idempotencyKey?: string;
}

/** Where a form with photos goes: the endpoint's method and path from the table. */
function uploadTarget(
  name: 'createAd' | 'updateAdForm',
  params?: { idOrSlug: string },
): Pick<UploadRequest, 'url' | 'method'> {
  const spec = API_PATHS[name];
  return { url: endpointPath(spec, params), method: spec.method };
}

/** After posting or updating, the seller's lists and every cached copy of the ad are refreshed. */
const afterSave = (result: Ad | undefined) =>
  result
    ? [
        { type: 'MyAds' as const, id: 'LIST' },
        { type: 'Ad' as const, id: 'LIST' },
        { type: 'Ad' as const, id: result.id },
      ]
    : [];

/** The ad to edit, the posting settings (photo limit, default currency), and the form's uploads. */
export const adFormApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The owner gets their own ad in any status (pending, rejected…). */
    getEditableAd: build.query<Ad, string>({
      query: (slug) => apiRequest('getAd', { params: { idOrSlug: slug } }),
      providesTags: (result, _error, slug) => [{ type: 'Ad', id: result?.id ?? slug }],
      // Always the server's latest before editing: another tab may have changed it.
      keepUnusedDataFor: 0,
    }),
    getPostingSettings: build.query<PublicSettings, void>({
      query: () => apiRequest('getSettings'),
      providesTags: ['Settings'],
      keepUnusedDataFor: 5 * 60,
    }),
    /** Multipart, with upload progress. */
    postAd: build.mutation<Ad, AdUploadArgs>({
      queryFn: ({ body, onProgress, idempotencyKey }, api) =>
        uploadQuery<ApiResult<'createAd'>>(
          {
            ...uploadTarget('createAd'),
            body,
            onProgress,
            ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
          },
          api,
        ),
      invalidatesTags: afterSave,
    }),
    /** POST with `_method=PUT` (multipart, with upload progress). */
    updateAd: build.mutation<Ad, AdUploadArgs & { id: number }>({
      queryFn: ({ id, body, onProgress }, api) =>
        uploadQuery<ApiResult<'updateAdForm'>>(
          { ...uploadTarget('updateAdForm', { idOrSlug: String(id) }), body, onProgress },
          api,
        ),
      invalidatesTags: afterSave,
    }),
    /** Puts the photos in the order the seller chose, once the new ones have ids. */
    reorderAdImages: build.mutation<Ad, { id: number; order: number[] }>({
      query: ({ id, order }) =>
        apiRequest('updateAd', { params: { idOrSlug: String(id) }, body: { image_order: order } }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Ad', id },
        { type: 'MyAds', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useGetEditableAdQuery,
  useGetPostingSettingsQuery,
  usePostAdMutation,
  useUpdateAdMutation,
  useReorderAdImagesMutation,
} = adFormApi;
