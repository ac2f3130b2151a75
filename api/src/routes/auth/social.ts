import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { assertCanSignIn } from '../../auth/account-service';
import { SocialLogin, SocialLoginError, type OidcProviderConfig, type SocialIdentity } from '../../auth/oidc';
import { accountForSocialIdentity } from '../../auth/social-accounts';
import { issueToken } from '../../auth/tokens';
import { presentUser } from '../../auth/users';
import { ApiError, notFound } from '../../errors';
import { route } from '../../plugins/endpoints';

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

  route(app, 'listSocialProviders', {
    handler: async () => ({ data: options.providers.map(({ name, label }) => ({ name, label })) }),
  });

  route(app, 'getSocialLoginUrl', {
    handler: async (request) => {
      const provider = providerOrFail(request.params.provider);
      try {
        return { url: await social.authorizationUrl(provider) };
      } catch (error) {
        request.log.warn({ err: error, provider: provider.name }, 'social login could not start');
        throw failed(provider);
      }
    },
  });

  route(app, 'completeSocialLogin', {
    handler: async (request) => {
      const provider = providerOrFail(request.params.provider);
      let identity: SocialIdentity;
      try {
        identity = await social.complete(provider, request.body);
      } catch (error) {
        if (!(error instanceof SocialLoginError)) throw error;
        request.log.warn({ err: error, provider: provider.name }, 'social login failed');
        throw failed(provider);
      }
      const user = await accountForSocialIdentity(app.db, provider, identity);
      if (!user) throw failed(provider);
      assertCanSignIn(user);
      const token = await issueToken(app.db, user.id, `social:${provider.name}`);
      return { user: await presentUser(app.db, app.storage, user), token };
    },
  });
};
