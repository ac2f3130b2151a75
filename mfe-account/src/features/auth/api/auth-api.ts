import type {
  ForgotPasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  RestoreAccountRequest,
} from '@sokoni/contracts';
import { apiRequest, baseApi, type ApiResult } from '@sokoni/shared-ui';

/** Sign-in calls: register, login, password reset, restore, and the start of a social login. */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<ApiResult<'register'>, RegisterRequest>({
      query: (body) => apiRequest('register', { body }),
    }),
    login: build.mutation<ApiResult<'login'>, LoginRequest>({
      query: (body) => apiRequest('login', { body }),
    }),
    forgotPassword: build.mutation<ApiResult<'forgotPassword'>, ForgotPasswordRequest>({
      query: (body) => apiRequest('forgotPassword', { body }),
    }),
    resetPassword: build.mutation<ApiResult<'resetPassword'>, ResetPasswordRequest>({
      query: (body) => apiRequest('resetPassword', { body }),
    }),
    restoreAccount: build.mutation<ApiResult<'restoreAccount'>, RestoreAccountRequest>({
      query: (body) => apiRequest('restoreAccount', { body }),
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
