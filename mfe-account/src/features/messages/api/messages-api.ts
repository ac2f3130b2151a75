import type { CreateReviewRequest, Review, SendMessageRequest } from '@sokoni/contracts';
import { apiRequest, baseApi, type ApiResult } from '@sokoni/shared-ui';

export interface ListConversationsArgs {
  archived: boolean;
  page?: number;
}

export interface GetConversationArgs {
  id: number;
  /** Older messages than this id (loading backwards); the newest page when absent. */
  before?: number;
}

/** Conversations and messages (issue #10): list, thread, send, archive, remove one's own message. */
export const messagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listConversations: build.query<ApiResult<'listConversations'>, ListConversationsArgs>({
      query: ({ archived, page = 1 }) =>
        apiRequest('listConversations', { query: { archived: archived ? 1 : 0, page } }),
      providesTags: (result) => [
        { type: 'Conversation', id: 'LIST' },
        ...(result?.data ?? []).map((c) => ({ type: 'Conversation' as const, id: c.id })),
      ],
    }),
    getConversation: build.query<ApiResult<'getConversation'>, GetConversationArgs>({
      query: ({ id, before }) =>
        apiRequest('getConversation', { params: { id }, query: before ? { before } : undefined }),
      providesTags: (_result, _error, { id }) => [{ type: 'Message', id }],
      // Opening a thread marks messages read: the badge and the list change.
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(baseApi.util.invalidateTags([{ type: 'Conversation', id: 'UNREAD' }]));
        } catch {
          // The page shows the error.
        }
      },
    }),
    sendMessage: build.mutation<ApiResult<'sendMessage'>, SendMessageRequest & { conversationId: number }>({
      query: ({ conversationId, ...body }) =>
        apiRequest('sendMessage', { params: { id: conversationId }, body }),
      invalidatesTags: [{ type: 'Conversation', id: 'LIST' }],
    }),
    updateConversation: build.mutation<ApiResult<'archiveConversation'>, { id: number; archived: boolean }>({
      query: ({ id, archived }) => apiRequest('archiveConversation', { params: { id }, body: { archived } }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Conversation', id: 'LIST' },
        { type: 'Conversation', id },
      ],
    }),
    deleteMessage: build.mutation<ApiResult<'deleteMessage'>, { conversationId: number; messageId: number }>({
      query: ({ conversationId, messageId }) =>
        apiRequest('deleteMessage', { params: { id: conversationId, messageId } }),
      invalidatesTags: [{ type: 'Conversation', id: 'LIST' }],
    }),
    createReview: build.mutation<Review, CreateReviewRequest & { sellerId: number }>({
      query: ({ sellerId, ...body }) => apiRequest('createReview', { params: { id: sellerId }, body }),
      invalidatesTags: (_result, _error, { sellerId }) => [
        { type: 'Review', id: sellerId },
        { type: 'Conversation', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useCreateReviewMutation,
  useListConversationsQuery,
  useGetConversationQuery,
  useLazyGetConversationQuery,
  useSendMessageMutation,
  useUpdateConversationMutation,
  useDeleteMessageMutation,
} = messagesApi;
