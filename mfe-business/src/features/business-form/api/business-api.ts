import type {
  BusinessProfile,
  BusinessProfileRequest,
  BusinessProfileResponse,
  ConvertToBusinessResponse,
} from '@sokoni/contracts';
import { apiRequest, baseApi } from '@sokoni/shared-ui';

/**
 * Turning an account into a business, its profile, logo upload and removal. The callers check the answer's
 * shape ('Invalid response from server').
 */
export const businessApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    convertToBusiness: build.mutation<Partial<ConvertToBusinessResponse>, BusinessProfileRequest>({
      query: (body) => apiRequest('convertToBusiness', { body }),
      invalidatesTags: [
        { type: 'User', id: 'ME' },
        { type: 'Business', id: 'LIST' },
      ],
    }),
    updateBusinessProfile: build.mutation<Partial<BusinessProfileResponse>, BusinessProfileRequest>({
      query: (body) => apiRequest('updateBusinessProfile', { body }),
      invalidatesTags: [{ type: 'Business', id: 'LIST' }],
    }),
    uploadBusinessLogo: build.mutation<BusinessProfileResponse, File>({
      query: (file) => {
        const body = new FormData();
        body.append('logo', file);
        return { ...apiRequest('uploadBusinessLogo'), body };
      },
      invalidatesTags: [{ type: 'Business', id: 'LIST' }],
    }),
    removeBusinessLogo: build.mutation<BusinessProfileResponse, void>({
      query: () => apiRequest('removeBusinessLogo'),
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
