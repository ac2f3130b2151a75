import type {
  CreateSavedSearchRequest,
  UnsubscribeSavedSearchRequest,
  UpdateSavedSearchRequest,
} from '@sokoni/contracts';
import { apiRequest, baseApi, type ApiResult } from '@sokoni/shared-ui';

const LIST = { type: 'SavedSearch' as const, id: 'LIST' };

/**
 * A person's saved searches. In shared-ui because three parts use them: the list pages save one (mfe-ads),
 * « Mes recherches » lists and changes them (mfe-account), and the account menu shows their new results (shell);
 * all read the one cache entry of `listSavedSearches`.
 */
export const savedSearchesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listSavedSearches: build.query<ApiResult<'listSavedSearches'>, void>({
      query: () => apiRequest('listSavedSearches'),
      providesTags: [LIST],
    }),
    createSavedSearch: build.mutation<ApiResult<'createSavedSearch'>, CreateSavedSearchRequest>({
      query: (body) => apiRequest('createSavedSearch', { body }),
      invalidatesTags: [LIST],
    }),
    updateSavedSearch: build.mutation<
      ApiResult<'updateSavedSearch'>,
      { id: number; body: UpdateSavedSearchRequest }
    >({
      query: ({ id, body }) => apiRequest('updateSavedSearch', { params: { id }, body }),
      invalidatesTags: [LIST],
    }),
    deleteSavedSearch: build.mutation<ApiResult<'deleteSavedSearch'>, number>({
      query: (id) => apiRequest('deleteSavedSearch', { params: { id } }),
      invalidatesTags: [LIST],
    }),
    unsubscribeSavedSearch: build.mutation<
      ApiResult<'unsubscribeSavedSearch'>,
      UnsubscribeSavedSearchRequest
    >({
      query: (body) => apiRequest('unsubscribeSavedSearch', { body }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useListSavedSearchesQuery,
  useCreateSavedSearchMutation,
  useUpdateSavedSearchMutation,
  useDeleteSavedSearchMutation,
  useUnsubscribeSavedSearchMutation,
} = savedSearchesApi;
