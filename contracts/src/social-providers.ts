import { Type, type Static } from '@sinclair/typebox';

/** One sign-in provider configured on the server (Google, Facebook or another OpenID Connect issuer). */
export const SocialProviderSchema = Type.Object({
  /** The `{provider}` of /api/auth/{provider} (lower case). */
  name: Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9_-]+$' }),
  /** What the button says: "Google", "Facebook", … */
  label: Type.String({ minLength: 1, maxLength: 80 }),
});

/** GET /api/auth/providers → the configured providers, so the login page shows a button for each. */
export const SocialProvidersResponseSchema = Type.Object({ data: Type.Array(SocialProviderSchema) });
export type SocialProvidersResponse = Static<typeof SocialProvidersResponseSchema>;
