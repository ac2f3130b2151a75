import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { translate } from '../../i18n/messages';
import { route } from '../../plugins/endpoints';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  unsubscribeSavedSearch,
  updateSavedSearch,
} from '../../saved-searches/saved-searches';

/** A person's saved searches of the ads list; the unsubscribe link of their alert mails. */
export const savedSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, 'listSavedSearches', {
    handler: async (request) => listSavedSearches(app.db, request.user!.id),
  });

  route(app, 'createSavedSearch', {
    handler: async (request, reply) => {
      const saved = await createSavedSearch(app.db, request.user!.id, request.locale, request.body);
      return reply.code(201).send({ saved_search: saved });
    },
  });

  route(app, 'updateSavedSearch', {
    handler: async (request) => ({
      saved_search: await updateSavedSearch(app.db, request.user!.id, request.params.id, request.body),
    }),
  });

  route(app, 'deleteSavedSearch', {
    handler: async (request) => {
      await deleteSavedSearch(app.db, request.user!.id, request.params.id);
      return { message: translate(request.locale, 'savedSearches.deleted') };
    },
  });

  route(app, 'unsubscribeSavedSearch', {
    handler: async (request) => {
      const { name } = await unsubscribeSavedSearch(
        app.db,
        app.appSecret,
        request.body.id,
        request.body.token,
      );
      return { message: translate(request.locale, 'savedSearches.unsubscribed', { name }) };
    },
  });

  // The mail program's one-click button posts a form (`List-Unsubscribe=One-Click`) this scope takes unread.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 }, (_request, _body, done) =>
      done(null, undefined),
    );
    route(scope, 'unsubscribeSavedSearchOneClick', {
      handler: async (request) => {
        const { name } = await unsubscribeSavedSearch(
          app.db,
          app.appSecret,
          request.query.id,
          request.query.token,
        );
        return { message: translate(request.locale, 'savedSearches.unsubscribed', { name }) };
      },
    });
  });
};
