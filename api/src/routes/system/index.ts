import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { HealthResponseSchema, ReadinessResponseSchema } from '@sokoni/contracts';

export const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Liveness', response: { 200: HealthResponseSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database answers',
        response: { 200: ReadinessResponseSchema, 503: ReadinessResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        await sql`SELECT 1`.execute(app.db);
        return { status: 'ready' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'database not reachable');
        return reply.code(503).send({ status: 'unavailable', database: 'error' });
      }
    },
  );
};
