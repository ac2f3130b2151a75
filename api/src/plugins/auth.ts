import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/types';
import { ApiError, forbidden, unauthenticated } from '../errors';
import { loadAppSecret } from '../auth/secrets';
import { findLiveToken } from '../auth/tokens';
import { findUserById } from '../auth/users';

export interface Session {
  user: UserRow;
  tokenId: number;
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs email links (APP_SECRET, or a generated key kept in the database). */
    appSecret: string;
    /** 401 unless a valid bearer token of a usable account came with the request. */
    authenticate: Guard;
    /** authenticate, then 403 unless the email address is verified. */
    requireVerified: Guard;
    /** authenticate, then 403 unless the user is an administrator. */
    requireAdmin: Guard;
    /**
     * Runs work after the answer is sent (mail whose timing must not reveal whether an account exists);
     * failures are logged, and closing the app waits for what is still running.
     */
    defer(name: string, task: () => Promise<void>): void;
    /** The session of the request's bearer token, if any and valid; never fails. */
    loadSession(request: FastifyRequest): Promise<Session | null>;
  }
  interface FastifyRequest {
    /** Set by the guards: the signed-in user. */
    user: UserRow | null;
    /** The id of the bearer token the request used. */
    tokenId: number | null;
  }
}

export interface AuthPluginOptions {
  appSecret?: string;
}

const sessions = new WeakMap<FastifyRequest, Promise<Session | null>>();

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * Bearer-token sessions. Tokens are opaque and looked up by hash; a token of a soft-deleted account is
 * worthless, and a banned account is told so (403) rather than treated as signed out.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, options) => {
    app.decorate('appSecret', await loadAppSecret(app.db, options.appSecret));
    const running = new Set<Promise<void>>();
    app.decorate('defer', (name: string, task: () => Promise<void>) => {
      const promise = task()
        .catch((error: unknown) => app.log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => running.delete(promise));
      running.add(promise);
    });
    app.addHook('onClose', async () => {
      await Promise.all([...running]);
    });
    app.decorateRequest('user', null);
    app.decorateRequest('tokenId', null);

    const resolve = async (request: FastifyRequest): Promise<Session | null> => {
      const token = bearerToken(request);
      if (!token) return null;
      const live = await findLiveToken(app.db, token);
      if (!live) return null;
      const user = await findUserById(app.db, live.user_id);
      if (!user || user.deleted_at !== null) return null;
      return { user, tokenId: live.id };
    };

    app.decorate('loadSession', (request: FastifyRequest) => {
      let session = sessions.get(request);
      if (!session) {
        session = resolve(request);
        sessions.set(request, session);
      }
      return session;
    });

    const authenticate: Guard = async (request) => {
      const session = await app.loadSession(request);
      if (!session) throw unauthenticated();
      if (session.user.is_banned) throw new ApiError(403, 'auth.banned');
      request.user = session.user;
      request.tokenId = session.tokenId;
    };
    app.decorate('authenticate', authenticate);
    app.decorate('requireVerified', async (request: FastifyRequest, reply: FastifyReply) => {
      await authenticate(request, reply);
      if (!request.user?.email_verified_at) throw forbidden('auth.emailNotVerified');
    });
    app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
      await authenticate(request, reply);
      if (!request.user?.is_admin) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
