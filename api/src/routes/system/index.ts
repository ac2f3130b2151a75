import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { route } from '../../plugins/endpoints';
import { pingDatabase } from '../../system/health';

export const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, 'getHealth', {
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (app.lifecycle.draining) return reply.code(503).send({ status: 'draining' as const });
      return { status: 'ok' as const, redis: app.redisHealth.state };
    },
  });

  route(app, 'getReadiness', {
    handler: async (request, reply) => {
      if (app.lifecycle.draining) return reply.code(503).send({ status: 'draining' as const });
      try {
        await pingDatabase(app.db);
        return { status: 'ready' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'database not reachable');
        return reply.code(503).send({ status: 'unavailable', database: 'error' });
      }
    },
  });
};
