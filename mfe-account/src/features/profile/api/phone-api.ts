import { apiRequest, baseApi, type ApiResult } from '@sokoni/shared-ui';

/** The profile's phone section: the number, its SMS code, and whether buyers may reveal it. */
export const phoneApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyPhone: build.query<ApiResult<'getMyPhone'>, void>({
      query: () => apiRequest('getMyPhone'),
    }),
    requestPhoneCode: build.mutation<ApiResult<'requestPhoneCode'>, string>({
      query: (phone) => apiRequest('requestPhoneCode', { body: { phone } }),
    }),
    verifyPhone: build.mutation<ApiResult<'verifyPhone'>, string>({
      query: (code) => apiRequest('verifyPhone', { body: { code } }),
    }),
    /** One field of the profile (`updateProfile`, JSON): the rest of the profile is left as it is. */
    setShowPhone: build.mutation<ApiResult<'updateProfile'>, boolean>({
      query: (show) => apiRequest('updateProfile', { body: { show_phone: show ? 'true' : 'false' } }),
    }),
  }),
});

export const {
  useGetMyPhoneQuery,
  useRequestPhoneCodeMutation,
  useVerifyPhoneMutation,
  useSetShowPhoneMutation,
} = phoneApi;
