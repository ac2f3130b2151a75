import type {
  Conversation,
  ConversationDetail,
  ConversationList,
  CreateReviewRequest,
  Message,
  Review,
  SendMessageRequest,
} from '@sokoni/contracts';
import { apiRequest, baseApi } from '@sokoni/shared-ui';

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
    listConversations: build.query<ConversationList, ListConversationsArgs>({
      query: ({ archived, page = 1 }) => ({
        url: '/conversations',
        params: { archived: archived ? 1 : 0, page },
      }),
      providesTags: (result) => [
        { type: 'Conversation', id: 'LIST' },
        ...(result?.data ?? []).map((c) => ({ type: 'Conversation' as const, id: c.id })),
      ],
    }),
    getConversation: build.query<ConversationDetail, GetConversationArgs>({
      query: ({ id, before }) => ({ url: `/conversations/${id}`, params: before ? { before } : undefined }),
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
    sendMessage: build.mutation<Message, SendMessageRequest & { conversationId: number }>({
      query: ({ conversationId, ...body }) => ({
        url: `/conversations/${conversationId}/messages`,
        method: 'POST',
        body,
      }),
      invalidatesTags: [{ type: 'Conversation', id: 'LIST' }],
    }),
    updateConversation: build.mutation<Conversation, { id: number; archived: boolean }>({
      query: ({ id, archived }) => ({ url: `/conversations/${id}`, method: 'PATCH', body: { archived } }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Conversation', id: 'LIST' },
        { type: 'Conversation', id },
      ],
    }),
    deleteMessage: build.mutation<Message, { conversationId: number; messageId: number }>({
      query: ({ conversationId, messageId }) => ({
        url: `/conversations/${conversationId}/messages/${messageId}`,
        method: 'DELETE',
      }),
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
