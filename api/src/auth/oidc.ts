import * as client from 'openid-client';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import { randomToken, sha256Hex } from './tokens';

/** An OpenID Connect provider the site accepts for sign-in. */
export interface OidcProviderConfig {
  /** Lower-case name used in paths: /api/auth/{name}, /auth/{name}/callback. */
  name: string;
  /** Shown in messages ("Social login with Google failed"). */
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
}

const DEFAULT_SCOPE = 'openid email profile';
/** A sign-in must come back within ten minutes. */
const STATE_TTL_MS = 10 * 60 * 1000;

/**
 * Providers from the environment: GOOGLE_CLIENT_ID/_SECRET (issuer https://accounts.google.com),
 * FACEBOOK_CLIENT_ID/_SECRET (OpenID Connect issuer https://www.facebook.com), and any
 * OIDC_<NAME>_ISSUER/_CLIENT_ID/_CLIENT_SECRET (optional _SCOPE, _LABEL).
 */
export function oidcProvidersFromEnv(env: NodeJS.ProcessEnv = process.env): OidcProviderConfig[] {
  const providers: OidcProviderConfig[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    providers.push({
      name: 'google',
      label: 'Google',
      issuer: 'https://accounts.google.com',
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      scope: DEFAULT_SCOPE,
    });
  }
  if (env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET) {
    providers.push({
      name: 'facebook',
      label: 'Facebook',
      issuer: 'https://www.facebook.com',
      clientId: env.FACEBOOK_CLIENT_ID,
      clientSecret: env.FACEBOOK_CLIENT_SECRET,
      scope: 'openid email public_profile',
    });
  }
  for (const [key, issuer] of Object.entries(env)) {
    const match = /^OIDC_([A-Z0-9_]+)_ISSUER$/.exec(key);
    if (!match || !issuer) continue;
    const prefix = `OIDC_${match[1]}`;
    const clientId = env[`${prefix}_CLIENT_ID`];
    const clientSecret = env[`${prefix}_CLIENT_SECRET`];
    if (!clientId || !clientSecret) continue;
    const name = match[1].toLowerCase().replace(/_/g, '-');
    if (providers.some((provider) => provider.name === name)) continue;
    providers.push({
      name,
      label: env[`${prefix}_LABEL`] || name.charAt(0).toUpperCase() + name.slice(1),
      issuer,
      clientId,
      clientSecret,
      scope: env[`${prefix}_SCOPE`] || DEFAULT_SCOPE,
    });
  }
  return providers;
}

/** What the site learns about the person from a validated ID token. */
export interface SocialIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export class SocialLoginError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SocialLoginError';
  }
}

/** Plain http is only for a provider on this machine (tests, local development). */
function isLocalHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/**
 * The OpenID Connect authorization-code flow with PKCE (S256), state and nonce, done with openid-client:
 * discovery, the authorization URL, then the code exchange with ID-token validation (signature, issuer,
 * audience, expiry, nonce). The state, verifier and nonce wait in `oauth_states` (state hashed), single use.
 */
export class SocialLogin {
  private readonly configurations = new Map<string, Promise<client.Configuration>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly providers: OidcProviderConfig[],
    private readonly publicUrl: string,
  ) {}

  provider(name: string): OidcProviderConfig | undefined {
    return this.providers.find((provider) => provider.name === name);
  }

  redirectUri(provider: OidcProviderConfig): string {
    return `${this.publicUrl.replace(/\/$/, '')}/auth/${provider.name}/callback`;
  }

  private configuration(provider: OidcProviderConfig): Promise<client.Configuration> {
    let configuration = this.configurations.get(provider.name);
    if (!configuration) {
      const issuer = new URL(provider.issuer);
      configuration = client.discovery(
        issuer,
        provider.clientId,
        provider.clientSecret,
        undefined,
        isLocalHttp(issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
      );
      // A failed discovery is retried on the next sign-in rather than cached.
      configuration.catch(() => this.configurations.delete(provider.name));
      this.configurations.set(provider.name, configuration);
    }
    return configuration;
  }

  async authorizationUrl(provider: OidcProviderConfig): Promise<string> {
    const configuration = await this.configuration(provider).catch((error: unknown) => {
      throw new SocialLoginError(`discovery of ${provider.issuer} failed`, { cause: error });
    });
    const state = randomToken();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    await this.db
      .deleteFrom('oauth_states')
      .where('expires_at', '<', sql<Date>`now()`)
      .execute();
    await this.db
      .insertInto('oauth_states')
      .values({
        state_hash: sha256Hex(state),
        provider: provider.name,
        code_verifier: codeVerifier,
        nonce,
        expires_at: new Date(Date.now() + STATE_TTL_MS),
      })
      .execute();
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri(provider),
      scope: provider.scope,
      response_type: 'code',
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    return url.href;
  }

  /** Exchanges the code; the state is consumed whether or not the exchange succeeds. */
  async complete(
    provider: OidcProviderConfig,
    callback: { code: string; state: string; iss?: string },
  ): Promise<SocialIdentity> {
    const saved = await this.db
      .deleteFrom('oauth_states')
      .where('state_hash', '=', sha256Hex(callback.state))
      .where('provider', '=', provider.name)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning(['code_verifier', 'nonce'])
      .executeTakeFirst();
    if (!saved) throw new SocialLoginError('unknown or expired state');
    const configuration = await this.configuration(provider);
    const currentUrl = new URL(this.redirectUri(provider));
    currentUrl.searchParams.set('code', callback.code);
    currentUrl.searchParams.set('state', callback.state);
    // RFC 9207: providers that announce it send `iss` with the code. The state above already binds this
    // answer to this provider, so when the page did not forward `iss` the expected issuer stands in for it.
    if (configuration.serverMetadata().authorization_response_iss_parameter_supported) {
      currentUrl.searchParams.set('iss', callback.iss ?? configuration.serverMetadata().issuer);
    }
    try {
      const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: saved.code_verifier,
        expectedState: callback.state,
        expectedNonce: saved.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new SocialLoginError('no ID token');
      let profile: Record<string, unknown> = claims;
      // Providers may keep the address out of the ID token and serve it from userinfo instead; the
      // userinfo answer must be about the same subject.
      if (typeof claims.email !== 'string' && configuration.serverMetadata().userinfo_endpoint) {
        profile = {
          ...(await client.fetchUserInfo(configuration, tokens.access_token, claims.sub)),
          ...claims,
        };
      }
      const email = typeof profile.email === 'string' ? profile.email : null;
      return {
        subject: claims.sub,
        email,
        // Facebook's ID tokens carry only addresses it has confirmed, without the claim.
        emailVerified: profile.email_verified === true || (provider.name === 'facebook' && email !== null),
        name: typeof profile.name === 'string' ? profile.name : null,
      };
    } catch (error) {
      if (error instanceof SocialLoginError) throw error;
      throw new SocialLoginError('code exchange failed', { cause: error });
    }
  }
}
