import type { ContactRequest } from '@sokoni/contracts';
import { baseApi } from '@sokoni/shared-ui';

export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<{ message: string }, ContactRequest>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
