import type { Transaction, TransactionListResponse } from '@sokoni/contracts';
import { baseApi } from '@sokoni/shared-ui';

/** GET /api/transactions?page=, GET /api/transactions/{id}. */
export const transactionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listTransactions: build.query<TransactionListResponse, number>({
      query: (page) => ({ url: '/transactions', params: { page } }),
      providesTags: (result) => [
        { type: 'Transaction', id: 'LIST' },
        ...(result?.data.map((row) => ({ type: 'Transaction' as const, id: row.id })) ?? []),
      ],
    }),
    getTransaction: build.query<Transaction, string>({
      query: (id) => `/transactions/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Transaction', id }],
    }),
  }),
});

export const { useListTransactionsQuery, useGetTransactionQuery } = transactionsApi;
