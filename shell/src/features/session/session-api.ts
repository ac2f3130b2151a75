import type { Locale, User } from '@sokoni/contracts';
import { apiRequest, baseApi, type ApiResult } from '@sokoni/shared-ui';

/** The calls the shell's frame makes for the session (a new verification link is shared-ui's). */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSessionUser: build.query<User, void>({
      query: () => apiRequest('getProfile'),
    }),
    logout: build.mutation<ApiResult<'logout'>, void>({
      query: () => apiRequest('logout'),
    }),
    updateLanguage: build.mutation<User, Locale>({
      query: (preferred_language) => apiRequest('updateLanguage', { body: { preferred_language } }),
      transformResponse: (response: ApiResult<'updateLanguage'>) => response.user,
    }),
    /** The theme toggle keeps a signed-in user's preference on the server. */
    updateThemePreference: build.mutation<ApiResult<'updateProfile'>, 'light' | 'dark'>({
      query: (preferred_theme) => apiRequest('updateProfile', { body: { preferred_theme } }),
    }),
  }),
});

export const { useLogoutMutation, useUpdateLanguageMutation, useUpdateThemePreferenceMutation } = sessionApi;
