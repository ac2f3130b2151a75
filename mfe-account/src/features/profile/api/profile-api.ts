import type { ChangePasswordRequest, CheckRecoveryRequest, DeleteAccountRequest } from '@sokoni/contracts';
import { apiRequest, baseApi, type ApiResult } from '@sokoni/shared-ui';

/** How many of the user's ads the profile shows (read with the shared `useListMyAdsQuery`); the rest is on My Ads. */
export const PROFILE_ADS_COUNT = 6;

/**
 * The profile screen's calls: statistics, edit, password, deletion, recovery, email status (a new link is the
 * shared `useSendVerificationEmailMutation`).
 */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserStatistics: build.query<ApiResult<'getUserStatistics'>, void>({
      query: () => apiRequest('getUserStatistics'),
      providesTags: [{ type: 'Statistics', id: 'ME' }],
    }),
    /** Multipart POST with `_method=PUT` so the photo travels with the fields. */
    updateProfile: build.mutation<ApiResult<'updateProfileForm'>, FormData>({
      query: (body) => apiRequest('updateProfileForm', { body }),
    }),
    changePassword: build.mutation<ApiResult<'changePassword'>, ChangePasswordRequest>({
      query: (body) => apiRequest('changePassword', { body }),
    }),
    deleteAccount: build.mutation<ApiResult<'deleteAccount'>, DeleteAccountRequest>({
      query: (body) => apiRequest('deleteAccount', { body }),
    }),
    checkRecovery: build.mutation<ApiResult<'checkAccountRecovery'>, CheckRecoveryRequest>({
      query: (body) => apiRequest('checkAccountRecovery', { body }),
    }),
    /** A mutation so that each press asks the server again (the link may have been opened elsewhere). */
    checkEmailStatus: build.mutation<ApiResult<'getEmailVerifyStatus'>, void>({
      query: () => apiRequest('getEmailVerifyStatus'),
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
} = profileApi;
