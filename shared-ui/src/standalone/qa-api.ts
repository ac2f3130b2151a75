import type { AuthResponse, Locale, LoginRequest, UpdateProfileResponse, User } from '@sokoni/contracts';
import { baseApi } from '@sokoni/shared-ui';

/** Some answers wrap the user (`{ user }`), some are the user itself. */
function unwrapUser(response: unknown): User | null {
  if (!response || typeof response !== 'object') return null;
  const body = response as { user?: User } & Partial<User>;
  const user = (body.user ?? body) as User;
  return typeof user.id === 'number' ? user : null;
}

/** The session calls of the QA bar: the same endpoints the site's login page, menu and toggles use. */
export const qaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    qaSignIn: build.mutation<AuthResponse, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
    }),
    qaSignOut: build.mutation<unknown, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
    }),
    qaSaveLanguage: build.mutation<User | null, Locale>({
      query: (preferred_language) => ({ url: '/user/language', method: 'PUT', body: { preferred_language } }),
      transformResponse: unwrapUser,
    }),
    qaSaveTheme: build.mutation<UpdateProfileResponse, 'light' | 'dark'>({
      query: (preferred_theme) => ({ url: '/user/profile', method: 'PUT', body: { preferred_theme } }),
    }),
  }),
});

export const {
  useQaSignInMutation,
  useQaSignOutMutation,
  useQaSaveLanguageMutation,
  useQaSaveThemeMutation,
} = qaApi;
