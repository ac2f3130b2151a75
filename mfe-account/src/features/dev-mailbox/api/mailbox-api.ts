import type { DevMail, DevMailboxResponse } from '@sokoni/contracts';
import { baseApi } from '@sokoni/shared-ui';

/** The embedded outbox of the api (development only; it answers 404 in production or with SMTP). */
export const mailboxApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listDevMails: build.query<DevMailboxResponse, void>({
      query: () => '/dev/mailbox',
      keepUnusedDataFor: 0,
    }),
    getDevMail: build.query<DevMail, number>({
      query: (id) => `/dev/mailbox/${id}`,
    }),
  }),
});

export const { useListDevMailsQuery, useGetDevMailQuery } = mailboxApi;
