import type {
  AuthMessageResponse,
  ChangePasswordRequest,
  CheckRecoveryRequest,
  CheckRecoveryResponse,
  DeleteAccountRequest,
  EmailVerifyStatusResponse,
  UpdateProfileResponse,
  UserStatistics,
} from '@sokoni/contracts';
import { baseApi } from '@sokoni/shared-ui';

/** How many of the user's ads the profile shows (read with the shared `useListMyAdsQuery`); the rest is on My Ads. */
export const PROFILE_ADS_COUNT = 6;

/** The profile screen's calls: statistics, edit, password, deletion, recovery, email status. */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserStatistics: build.query<UserStatistics, void>({
      query: () => '/user/statistics',
      providesTags: [{ type: 'Statistics', id: 'ME' }],
    }),
    /** Multipart POST with `_method=PUT` so the photo travels with the fields. */
    updateProfile: build.mutation<UpdateProfileResponse, FormData>({
      query: (body) => ({ url: '/user/profile', method: 'POST', body }),
    }),
    changePassword: build.mutation<AuthMessageResponse, ChangePasswordRequest>({
      query: (body) => ({ url: '/user/password', method: 'PUT', body }),
    }),
    deleteAccount: build.mutation<AuthMessageResponse, DeleteAccountRequest>({
      query: (body) => ({ url: '/user/account', method: 'DELETE', body }),
    }),
    checkRecovery: build.mutation<CheckRecoveryResponse, CheckRecoveryRequest>({
      query: (body) => ({ url: '/account/check-recovery', method: 'POST', body }),
    }),
    resendEmailLink: build.mutation<AuthMessageResponse, void>({
      query: () => ({ url: '/email/verification-notification', method: 'POST' }),
    }),
    /** A mutation so that each press asks the server again (the link may have been opened elsewhere). */
    checkEmailStatus: build.mutation<EmailVerifyStatusResponse, void>({
      query: () => '/email/verify-status',
    }),
  }),
});

export const {
  useGetUserStatisticsQuery,
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useDeleteAccountMutation,
  useCheckRecoveryMutation,
  useCheckEmailStatusMutation,
  useResendEmailLinkMutation,
} = profileApi;
