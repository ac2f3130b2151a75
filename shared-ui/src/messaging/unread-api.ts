import type { UnreadCount } from '@sokoni/contracts';
import { baseApi } from '@sokoni/shared-ui';

/**
 * The unread-messages count of the navbar badge. In shared-ui because the shell shows it and mfe-account
 * updates it; both use this one endpoint so the cache entry is shared.
 */
export const unreadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUnreadCount: build.query<UnreadCount, void>({
      query: () => '/conversations/unread-count',
      providesTags: [{ type: 'Conversation', id: 'UNREAD' }],
    }),
  }),
});

export const { useGetUnreadCountQuery } = unreadApi;
