import type { Locale, LoginRequest, User } from '@sokoni/contracts';
import { apiRequest, baseApi, type ApiResult } from '@sokoni/shared-ui';

/** The session calls of the QA bar: the same endpoints the site's login page, menu and toggles use. */
export const qaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    qaSignIn: build.mutation<ApiResult<'login'>, LoginRequest>({
      query: (body) => apiRequest('login', { body }),
    }),
    qaSignOut: build.mutation<ApiResult<'logout'>, void>({
      query: () => apiRequest('logout'),
    }),
    qaSaveLanguage: build.mutation<User, Locale>({
      query: (preferred_language) => apiRequest('updateLanguage', { body: { preferred_language } }),
      transformResponse: (response: ApiResult<'updateLanguage'>) => response.user,
    }),
    qaSaveTheme: build.mutation<ApiResult<'updateProfile'>, 'light' | 'dark'>({
      query: (preferred_theme) => apiRequest('updateProfile', { body: { preferred_theme } }),
    }),
  }),
});

export const {
  useQaSignInMutation,
  useQaSignOutMutation,
  useQaSaveLanguageMutation,
  useQaSaveThemeMutation,
} = qaApi;
