import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import { normaliseEmail } from './users';

export interface AttemptLimit {
  /** Attempts per account (email address) and window. */
  perAccount: number;
  /** Attempts per client IP and window. */
  perIp: number;
  timeWindowMs: number;
}

export const DEFAULT_ATTEMPT_LIMIT: AttemptLimit = {
  perAccount: 5,
  perIp: 20,
  timeWindowMs: 15 * 60 * 1000,
};

/**
 * A preHandler limiting attempts both per client IP and per account, on the rate-limit plugin's store
 * (Redis when configured). Two keys because guessing one person's password from many addresses, or many
 * people's passwords from one address, must both be slowed down.
 */
export function attemptLimiter(app: FastifyInstance, name: string, limit: AttemptLimit) {
  const byIp = app.createRateLimit({
    max: limit.perIp,
    timeWindow: limit.timeWindowMs,
    keyGenerator: (request) => `${name}:ip:${request.ip}`,
  });
  const byAccount = app.createRateLimit({
    max: limit.perAccount,
    timeWindow: limit.timeWindowMs,
    keyGenerator: (request) => {
      const body = request.body as { email?: unknown } | undefined;
      const email = typeof body?.email === 'string' ? normaliseEmail(body.email) : '';
      return `${name}:account:${email}`;
    },
  });
  return async (
    request: FastifyRequest,
    reply: { header(name: string, value: string | number): unknown },
  ) => {
    for (const limiter of [byIp, byAccount]) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new ApiError(429, 'auth.tooManyAttempts', undefined, {
          minutes: Math.max(1, Math.ceil(result.ttlInSeconds / 60)),
        });
      }
    }
  };
}
