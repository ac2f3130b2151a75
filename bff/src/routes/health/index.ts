import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sokoni/contracts';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/bff/health',
    { schema: { response: { 200: Type.Object({ status: Type.Literal('ok') }) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );
};
