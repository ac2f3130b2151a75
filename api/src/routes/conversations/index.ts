import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  contactSeller,
  deleteOwnMessage,
  getConversation,
  listConversations,
  sendMessage,
  setArchived,
  unreadCount,
} from '../../messaging/conversations';
import { route } from '../../plugins/endpoints';

/** Messages between a buyer and a seller about an ad; only the two participants read or write. */
export const conversationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, 'contactSeller', {
    handler: async (request, reply) => {
      const result = await contactSeller(
        app.messaging,
        request.user!,
        request.params.idOrSlug,
        request.body.message,
      );
      return reply.code(201).send(result);
    },
  });

  route(app, 'listConversations', {
    handler: async (request) =>
      listConversations(
        app.messaging,
        request.user!.id,
        request.query.archived === 1,
        request.query.page ?? 1,
      ),
  });

  route(app, 'getUnreadCount', {
    handler: async (request) => ({ count: await unreadCount(app.db, request.user!.id) }),
  });

  route(app, 'getConversation', {
    handler: async (request) =>
      getConversation(app.messaging, request.user!.id, request.params.id, request.query.before),
  });

  route(app, 'sendMessage', {
    handler: async (request, reply) => {
      const { message, created } = await sendMessage(
        app.messaging,
        request.user!,
        request.params.id,
        request.body.message,
        request.body.client_id,
      );
      return reply.code(created ? 201 : 200).send(message);
    },
  });

  route(app, 'archiveConversation', {
    handler: async (request) =>
      setArchived(app.messaging, request.user!.id, request.params.id, request.body.archived),
  });

  route(app, 'deleteMessage', {
    handler: async (request) =>
      deleteOwnMessage(app.messaging, request.user!.id, request.params.id, request.params.messageId),
  });
};
