import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdParamSchema,
  ContactSellerRequestSchema,
  ContactSellerResponseSchema,
  ConversationDetailQuerySchema,
  ConversationDetailSchema,
  ConversationListQuerySchema,
  ConversationListSchema,
  ConversationMessageParamSchema,
  ConversationParamSchema,
  ConversationSchema,
  ErrorResponseSchema,
  MessageSchema,
  SendMessageRequestSchema,
  UnreadCountSchema,
  UpdateConversationRequestSchema,
} from '@sokoni/contracts';
import {
  contactSeller,
  deleteOwnMessage,
  getConversation,
  listConversations,
  sendMessage,
  setArchived,
  unreadCount,
} from '../../messaging/conversations';

/** Messages between a buyer and a seller about an ad; only the two participants read or write. */
export const conversationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };
  const errors = {
    401: ErrorResponseSchema,
    403: ErrorResponseSchema,
    404: ErrorResponseSchema,
    422: ErrorResponseSchema,
    429: ErrorResponseSchema,
  };
  const base = { tags: ['messages'], security: [{ bearer: [] }] };

  app.post(
    '/ads/:idOrSlug/contact',
    {
      ...signedIn,
      schema: {
        ...base,
        summary: "Write to the ad's seller (opens or reuses the conversation)",
        params: AdParamSchema,
        body: ContactSellerRequestSchema,
        response: { 201: ContactSellerResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await contactSeller(
        app.messaging,
        request.user!,
        request.params.idOrSlug,
        request.body.message,
      );
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/conversations',
    {
      ...signedIn,
      schema: {
        ...base,
        summary: 'My conversations, newest activity first (inbox, or archived with archived=1)',
        querystring: ConversationListQuerySchema,
        response: { 200: ConversationListSchema, ...errors },
      },
    },
    async (request) =>
      listConversations(
        app.messaging,
        request.user!.id,
        request.query.archived === 1,
        request.query.page ?? 1,
      ),
  );

  app.get(
    '/conversations/unread-count',
    {
      ...signedIn,
      schema: {
        ...base,
        summary: 'Messages I have not read yet',
        response: { 200: UnreadCountSchema, ...errors },
      },
    },
    async (request) => ({ count: await unreadCount(app.db, request.user!.id) }),
  );

  app.get(
    '/conversations/:id',
    {
      ...signedIn,
      schema: {
        ...base,
        summary: 'A conversation with a page of its messages (newest page first); marks them read',
        params: ConversationParamSchema,
        querystring: ConversationDetailQuerySchema,
        response: { 200: ConversationDetailSchema, ...errors },
      },
    },
    async (request) =>
      getConversation(app.messaging, request.user!.id, request.params.id, request.query.before),
  );

  app.post(
    '/conversations/:id/messages',
    {
      ...signedIn,
      schema: {
        ...base,
        summary: 'Send a message (the same client_id twice stores one message)',
        params: ConversationParamSchema,
        body: SendMessageRequestSchema,
        response: { 200: MessageSchema, 201: MessageSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { message, created } = await sendMessage(
        app.messaging,
        request.user!,
        request.params.id,
        request.body.message,
        request.body.client_id,
      );
      return reply.code(created ? 201 : 200).send(message);
    },
  );

  app.patch(
    '/conversations/:id',
    {
      ...signedIn,
      schema: {
        ...base,
        summary: 'Archive or unarchive a conversation (for me only)',
        params: ConversationParamSchema,
        body: UpdateConversationRequestSchema,
        response: { 200: ConversationSchema, ...errors },
      },
    },
    async (request) => setArchived(app.messaging, request.user!.id, request.params.id, request.body.archived),
  );

  app.delete(
    '/conversations/:id/messages/:messageId',
    {
      ...signedIn,
      schema: {
        ...base,
        summary: 'Remove one of my messages (it shows as removed)',
        params: ConversationMessageParamSchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request) =>
      deleteOwnMessage(app.messaging, request.user!.id, request.params.id, request.params.messageId),
  );
};
