import type {
  BusinessProfile,
  BusinessProfileRequest,
  BusinessProfileResponse,
  ConvertToBusinessResponse,
} from '@sokoni/contracts';
import { baseApi } from '@sokoni/shared-ui';

/**
 * POST /api/user/convert-to-business and PUT /api/business-profile, logo upload and removal. The
 * callers check the answer's shape ('Invalid response from server').
 */
export const businessApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    convertToBusiness: build.mutation<Partial<ConvertToBusinessResponse>, BusinessProfileRequest>({
      query: (body) => ({ url: '/user/convert-to-business', method: 'POST', body }),
      invalidatesTags: [{ type: 'User', id: 'ME' }, { type: 'Business', id: 'LIST' }],
    }),
    updateBusinessProfile: build.mutation<Partial<BusinessProfileResponse>, BusinessProfileRequest>({
      query: (body) => ({ url: '/business-profile', method: 'PUT', body }),
      invalidatesTags: [{ type: 'Business', id: 'LIST' }],
    }),
    uploadBusinessLogo: build.mutation<BusinessProfileResponse, File>({
      query: (file) => {
        const body = new FormData();
        body.append('logo', file);
        return { url: '/business-profile/logo', method: 'POST', body };
      },
      invalidatesTags: [{ type: 'Business', id: 'LIST' }],
    }),
    removeBusinessLogo: build.mutation<BusinessProfileResponse, void>({
      query: () => ({ url: '/business-profile/logo', method: 'DELETE' }),
      invalidatesTags: [{ type: 'Business', id: 'LIST' }],
    }),
  }),
});

export const {
  useConvertToBusinessMutation,
  useUpdateBusinessProfileMutation,
  useUploadBusinessLogoMutation,
  useRemoveBusinessLogoMutation,
} = businessApi;

export type { BusinessProfile };
