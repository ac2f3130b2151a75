import type {
  AuthMessageResponse,
  AuthResponse,
  ForgotPasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  RestoreAccountRequest,
  RestoreAccountResponse,
} from '@sokoni/contracts';
import { apiRequest, baseApi, type ApiResult } from '@sokoni/shared-ui';

/** Sign-in calls: register, login, password reset, restore, and the start of a social login. */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<AuthResponse, RegisterRequest>({
      query: (body) => ({ url: '/register', method: 'POST', body }),
    }),
    login: build.mutation<AuthResponse, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<AuthMessageResponse, ForgotPasswordRequest>({
      query: (body) => ({ url: '/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<AuthMessageResponse, ResetPasswordRequest>({
      query: (body) => ({ url: '/reset-password', method: 'POST', body }),
    }),
    restoreAccount: build.mutation<RestoreAccountResponse, RestoreAccountRequest>({
      query: (body) => ({ url: '/account/restore', method: 'POST', body }),
    }),
    /** The providers configured on the server; none (or a failed call) means no social buttons. */
    listSocialProviders: build.query<ApiResult<'listSocialProviders'>, void>({
      query: () => apiRequest('listSocialProviders'),
    }),
    /** A mutation, not a query: each click must get a fresh state and PKCE pair from the server. */
    getSocialLoginUrl: build.mutation<ApiResult<'getSocialLoginUrl'>, string>({
      query: (provider) => apiRequest('getSocialLoginUrl', { params: { provider } }),
    }),
  }),
});

export const {
  useRegisterMutation,
  useLoginMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useRestoreAccountMutation,
  useListSocialProvidersQuery,
  useGetSocialLoginUrlMutation,
} = authApi;
