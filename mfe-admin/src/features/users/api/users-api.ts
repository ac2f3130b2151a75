import type {
  AdminUserResponse,
  AdminUserUpdate,
  AdminUsersQuery,
  AdminUsersResponse,
  MessageResponse,
} from '@sokoni/contracts';
import { baseApi } from '@sokoni/shared-ui';

export type UserReasonAction = 'ban' | 'unban' | 'trust' | 'untrust';
export type UserRoleAction = 'admin' | 'revoke-admin';

const userTags = (id: number) => [{ type: 'User' as const, id }, { type: 'User' as const, id: 'LIST' }, { type: 'Admin' as const, id: 'STATS' }];

/** User management under /api/admin/users. */
export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<AdminUsersResponse, AdminUsersQuery>({
      query: (params) => ({ url: '/admin/users', params }),
      providesTags: (result) => [
        { type: 'User', id: 'LIST' },
        ...(result?.data.map((user) => ({ type: 'User' as const, id: user.id })) ?? []),
      ],
    }),
    updateUser: build.mutation<AdminUserResponse, { id: number; changes: AdminUserUpdate }>({
      query: ({ id, changes }) => ({ url: `/admin/users/${id}`, method: 'PUT', body: changes }),
      invalidatesTags: (_r, _e, { id }) => userTags(id),
    }),
    userReasonAction: build.mutation<AdminUserResponse, { id: number; action: UserReasonAction; reason: string }>({
      query: ({ id, action, reason }) => ({ url: `/admin/users/${id}/${action}`, method: 'POST', body: { reason } }),
      invalidatesTags: (_r, _e, { id }) => userTags(id),
    }),
    userRoleAction: build.mutation<AdminUserResponse, { id: number; action: UserRoleAction }>({
      query: ({ id, action }) => ({ url: `/admin/users/${id}/${action}`, method: 'POST' }),
      invalidatesTags: (_r, _e, { id }) => userTags(id),
    }),
    deleteUser: build.mutation<MessageResponse, { id: number; reason?: string }>({
      query: ({ id, reason }) => ({ url: `/admin/users/${id}`, method: 'DELETE', body: { reason } }),
      invalidatesTags: (_r, _e, { id }) => userTags(id),
    }),
  }),
});

export const {
  useListUsersQuery,
  useUpdateUserMutation,
  useUserReasonActionMutation,
  useUserRoleActionMutation,
  useDeleteUserMutation,
} = usersApi;
