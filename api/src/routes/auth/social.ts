import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import {
  AuthResponseSchema,
  DeletedAccountErrorSchema,
  ErrorResponseSchema,
  Type,
  SocialCallbackRequestSchema,
  SocialProviderParamsSchema,
  SocialProvidersResponseSchema,
  SocialUrlResponseSchema,
} from '@sokoni/contracts';
import { assertCanSignIn } from '../../auth/account-service';
import { isUniqueViolation } from '../../db/errors';
import { SocialLogin, SocialLoginError, type OidcProviderConfig, type SocialIdentity } from '../../auth/oidc';
import { issueToken } from '../../auth/tokens';
import { findUserByEmail, findUserById, normaliseEmail, presentUser } from '../../auth/users';
import type { UserRow } from '../../db/types';
import { ApiError, notFound } from '../../errors';

export interface SocialRoutesOptions {
  publicUrl: string;
  providers: OidcProviderConfig[];
}

const failed = (provider: OidcProviderConfig) =>
  new ApiError(422, 'social.failed', undefined, { provider: provider.label });

/**
 * Sign-in with an OpenID Connect provider. The account is found by the provider's subject, else by the
 * verified address the provider vouches for (and linked), else created already verified.
 */
export const socialRoutes: FastifyPluginAsyncTypebox<SocialRoutesOptions> = async (app, options) => {
  const social = new SocialLogin(app.db, options.providers, options.publicUrl);
  const providerOrFail = (name: string) => {
    const provider = social.provider(name);
    if (!provider) throw notFound('social.unknownProvider');
    return provider;
  };

  async function accountFor(provider: OidcProviderConfig, identity: SocialIdentity): Promise<UserRow> {
    const linked = await app.db
      .selectFrom('social_accounts')
      .where('provider', '=', provider.name)
      .where('subject', '=', identity.subject)
      .select('user_id')
      .executeTakeFirst();
    if (linked) return (await findUserById(app.db, linked.user_id))!;
    if (!identity.email || !identity.emailVerified) throw failed(provider);
    const existing = await findUserByEmail(app.db, identity.email);
    try {
      return await app.db.transaction().execute(async (trx) => {
        let user = existing;
        if (user && !user.email_verified_at && !user.deleted_at) {
          // The provider has just proved the person owns this address.
          user = await trx
            .updateTable('users')
            .set({ email_verified_at: sql`now()`, updated_at: sql`now()` })
            .where('id', '=', user.id)
            .returningAll()
            .executeTakeFirstOrThrow();
        }
        if (!user) {
          user = await trx
            .insertInto('users')
            .values({
              name: identity.name?.trim() || identity.email!.split('@')[0],
              email: normaliseEmail(identity.email!),
              email_verified_at: sql`now()`,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
        }
        await trx
          .insertInto('social_accounts')
          .values({
            user_id: user.id,
            provider: provider.name,
            subject: identity.subject,
            email: identity.email,
          })
          .execute();
        return user;
      });
    } catch (error) {
      // Two callbacks of the same person at once: the other one linked the account first.
      if (isUniqueViolation(error)) return accountFor(provider, identity);
      throw error;
    }
  }

  app.get(
    '/auth/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'The sign-in providers configured on this server, one login button each',
        response: { 200: SocialProvidersResponseSchema },
      },
    },
    async () => ({ data: options.providers.map(({ name, label }) => ({ name, label })) }),
  );

  app.get(
    '/auth/:provider',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Where to send the browser to sign in with a provider (it comes back to /auth/{provider}/callback)',
        params: SocialProviderParamsSchema,
        response: { 200: SocialUrlResponseSchema, 404: ErrorResponseSchema, 422: ErrorResponseSchema },
      },
    },
    async (request) => {
      const provider = providerOrFail(request.params.provider);
      try {
        return { url: await social.authorizationUrl(provider) };
      } catch (error) {
        request.log.warn({ err: error, provider: provider.name }, 'social login could not start');
        throw failed(provider);
      }
    },
  );

  app.post(
    '/auth/:provider/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'Finish a social sign-in with the code and state the provider sent back',
        params: SocialProviderParamsSchema,
        body: SocialCallbackRequestSchema,
        response: {
          200: AuthResponseSchema,
          403: Type.Union([DeletedAccountErrorSchema, ErrorResponseSchema]),
          404: ErrorResponseSchema,
          422: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const provider = providerOrFail(request.params.provider);
      let identity: SocialIdentity;
      try {
        identity = await social.complete(provider, request.body);
      } catch (error) {
        if (!(error instanceof SocialLoginError)) throw error;
        request.log.warn({ err: error, provider: provider.name }, 'social login failed');
        throw failed(provider);
      }
      const user = await accountFor(provider, identity);
      assertCanSignIn(user);
      const token = await issueToken(app.db, user.id, `social:${provider.name}`);
      return { user: await presentUser(app.db, app.storage, user), token };
    },
  );
};
