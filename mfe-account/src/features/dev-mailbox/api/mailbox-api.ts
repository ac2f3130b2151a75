import { apiRequest, baseApi, type ApiResult } from '@sokoni/shared-ui';

/** The embedded outbox of the api (development only; it answers 404 in production or with SMTP). */
export const mailboxApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listDevMails: build.query<ApiResult<'listDevMails'>, void>({
      query: () => apiRequest('listDevMails'),
      keepUnusedDataFor: 0,
    }),
    getDevMail: build.query<ApiResult<'getDevMail'>, number>({
      query: (id) => apiRequest('getDevMail', { params: { id } }),
    }),
  }),
});

export const { useListDevMailsQuery, useGetDevMailQuery } = mailboxApi;
