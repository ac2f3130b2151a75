import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sokoni/contracts';
import type { BffConfig } from '../../config';

const HealthSchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded'), Type.Literal('draining')]),
  api: Type.Union([Type.Literal('up'), Type.Literal('down')]),
  /** Only with REDIS_URL: `down` while it is unreachable; the bff still serves (rate limits counted here). */
  redis: Type.Optional(Type.Union([Type.Literal('up'), Type.Literal('down')])),
});

/** How long one readiness answer is reused: a load balancer polling every second costs the api nothing. */
const READINESS_TTL_MS = 1_000;

/**
 * `/bff/live`: the process answers (restart it if not). `/bff/health`: ready to serve the site, which needs
 * the product API: 503 while the api is down or too slow, so a load balancer stops sending visitors here;
 * the bff keeps serving pages and cached data to those who still arrive.
 */
export const healthRoutes: FastifyPluginAsyncTypebox<{ config: BffConfig }> = async (app, { config }) => {
  let last: { at: number; up: boolean } | undefined;
  let pending: Promise<boolean> | undefined;

  async function probe(): Promise<boolean> {
    try {
      const response = await fetch(`${config.apiUrl}/api/ready`, {
        signal: AbortSignal.timeout(config.readinessTimeoutMs),
      });
      await response.body?.cancel();
      return response.ok;
    } catch {
      return false;
    }
  }

  async function apiIsUp(): Promise<boolean> {
    if (last && Date.now() - last.at < READINESS_TTL_MS) return last.up;
    pending ??= probe().then((up) => {
      last = { at: Date.now(), up };
      pending = undefined;
      return up;
    });
    return pending;
  }

  app.get(
    '/bff/live',
    { schema: { response: { 200: Type.Object({ status: Type.Literal('ok') }) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/bff/health',
    { schema: { response: { 200: HealthSchema, 503: HealthSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const redis = app.redisState();
      // Stopping: a load balancer takes this instance out while it finishes its requests.
      if (app.lifecycle.draining)
        return reply.code(503).send({ status: 'draining' as const, api: last?.up ? 'up' : 'down', redis });
      if (await apiIsUp()) return { status: 'ok' as const, api: 'up' as const, redis };
      return reply.code(503).send({ status: 'degraded' as const, api: 'down' as const, redis });
    },
  );
};
