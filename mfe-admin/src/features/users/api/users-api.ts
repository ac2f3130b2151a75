import type {
  AdminUserResponse,
  AdminUserUpdate,
  AdminUsersQuery,
  AdminUsersResponse,
  MessageResponse,
} from '@sokoni/contracts';
import { apiRequest, baseApi } from '@sokoni/shared-ui';

export type UserReasonAction = 'ban' | 'unban' | 'trust' | 'untrust';
export type UserRoleAction = 'admin' | 'revoke-admin';

const reasonEndpoints = {
  ban: 'banUser',
  unban: 'unbanUser',
  trust: 'trustUser',
  untrust: 'untrustUser',
} as const;
const roleEndpoints = { admin: 'grantAdmin', 'revoke-admin': 'revokeAdmin' } as const;

const userTags = (id: number) => [
  { type: 'User' as const, id },
  { type: 'User' as const, id: 'LIST' },
  { type: 'Admin' as const, id: 'STATS' },
];

/** User management (administrators): edit, ban, trust, the administrator role, delete. */
export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<AdminUsersResponse, AdminUsersQuery>({
      query: (query) => apiRequest('listUsers', { query }),
      providesTags: (result) => [
        { type: 'User', id: 'LIST' },
        ...(result?.data.map((user) => ({ type: 'User' as const, id: user.id })) ?? []),
      ],
    }),
    updateUser: build.mutation<AdminUserResponse, { id: number; changes: AdminUserUpdate }>({
      query: ({ id, changes }) => apiRequest('editUser', { params: { id }, body: changes }),
      invalidatesTags: (_r, _e, { id }) => userTags(id),
    }),
    userReasonAction: build.mutation<
      AdminUserResponse,
      { id: number; action: UserReasonAction; reason: string }
    >({
      query: ({ id, action, reason }) =>
        apiRequest(reasonEndpoints[action], { params: { id }, body: { reason } }),
      invalidatesTags: (_r, _e, { id }) => userTags(id),
    }),
    userRoleAction: build.mutation<AdminUserResponse, { id: number; action: UserRoleAction }>({
      query: ({ id, action }) => apiRequest(roleEndpoints[action], { params: { id } }),
      invalidatesTags: (_r, _e, { id }) => userTags(id),
    }),
    deleteUser: build.mutation<MessageResponse, { id: number; reason?: string }>({
      query: ({ id, reason }) => apiRequest('deleteUser', { params: { id }, body: { reason } }),
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
