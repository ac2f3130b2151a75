import { apiRequest, baseApi, type ApiResult } from '@sokoni/shared-ui';

/**
 * The unread-messages count of the navbar badge. In shared-ui because the shell shows it and mfe-account
 * updates it; both use this one endpoint so the cache entry is shared.
 */
export const unreadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUnreadCount: build.query<ApiResult<'getUnreadCount'>, void>({
      query: () => apiRequest('getUnreadCount'),
      providesTags: [{ type: 'Conversation', id: 'UNREAD' }],
    }),
  }),
});

export const { useGetUnreadCountQuery } = unreadApi;
