import type { Transaction, TransactionListResponse } from '@sokoni/contracts';
import { apiRequest, baseApi } from '@sokoni/shared-ui';

/** The signed-in user's transactions, a page at a time, and the receipt of one. */
export const transactionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listTransactions: build.query<TransactionListResponse, number>({
      query: (page) => apiRequest('listTransactions', { query: { page } }),
      providesTags: (result) => [
        { type: 'Transaction', id: 'LIST' },
        ...(result?.data.map((row) => ({ type: 'Transaction' as const, id: row.id })) ?? []),
      ],
    }),
    getTransaction: build.query<Transaction, string>({
      query: (id) => apiRequest('getTransaction', { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Transaction', id }],
    }),
  }),
});

export const { useListTransactionsQuery, useGetTransactionQuery } = transactionsApi;
