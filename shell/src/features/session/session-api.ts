import type { Locale, UpdateProfileResponse, User } from '@sokoni/contracts';
import { baseApi } from '@sokoni/shared-ui';

/** Some answers wrap the user (`{ user }`), some are the user itself; the shell accepts both. */
function unwrapUser(response: unknown): User {
  const body = response as { user?: User } & Partial<User>;
  return (body.user ?? body) as User;
}

/** The calls the shell's frame makes for the session. */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSessionUser: build.query<User, void>({
      query: () => '/user/profile',
      transformResponse: unwrapUser,
    }),
    logout: build.mutation<unknown, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
    }),
    updateLanguage: build.mutation<User | null, Locale>({
      query: (preferred_language) => ({ url: '/user/language', method: 'PUT', body: { preferred_language } }),
      transformResponse: (response: unknown) =>
        response && typeof response === 'object' ? unwrapUser(response) : null,
    }),
    /** The theme toggle keeps a signed-in user's preference on the server. */
    updateThemePreference: build.mutation<UpdateProfileResponse, 'light' | 'dark'>({
      query: (preferred_theme) => ({ url: '/user/profile', method: 'PUT', body: { preferred_theme } }),
    }),
    resendVerificationEmail: build.mutation<{ message?: string }, void>({
      query: () => ({ url: '/email/verification-notification', method: 'POST' }),
    }),
  }),
});

export const {
  useLogoutMutation,
  useUpdateLanguageMutation,
  useUpdateThemePreferenceMutation,
  useResendVerificationEmailMutation,
} = sessionApi;
