import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { HealthResponseSchema, ReadinessResponseSchema, Type } from '@sokoni/contracts';

/** `redis` only when the api uses one: `down` while it is unreachable, the api still serving (degraded). */
const HealthSchema = Type.Composite([
  HealthResponseSchema,
  Type.Object({ redis: Type.Optional(Type.Union([Type.Literal('up'), Type.Literal('down')])) }),
]);
/** From the stop signal on: a load balancer takes the instance out while it finishes its requests. */
const DrainingSchema = Type.Object({ status: Type.Literal('draining') });

export const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness (503 while the instance drains)',
        response: { 200: HealthSchema, 503: DrainingSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (app.lifecycle.draining) return reply.code(503).send({ status: 'draining' as const });
      return { status: 'ok' as const, redis: app.redisHealth.state };
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database answers',
        response: {
          200: ReadinessResponseSchema,
          503: Type.Union([ReadinessResponseSchema, DrainingSchema]),
        },
      },
    },
    async (request, reply) => {
      if (app.lifecycle.draining) return reply.code(503).send({ status: 'draining' as const });
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
