import type { ContactRequest } from '@sokoni/contracts';
import { apiRequest, baseApi, type ApiResult } from '@sokoni/shared-ui';

export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ApiResult<'sendContactMessage'>, ContactRequest>({
      query: (body) => apiRequest('sendContactMessage', { body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
