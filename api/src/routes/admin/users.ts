import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminOptionalReasonBodySchema,
  AdminReasonBodySchema,
  AdminUserResponseSchema,
  AdminUserUpdateSchema,
  AdminUsersQuerySchema,
  AdminUsersResponseSchema,
  ErrorResponseSchema,
  IdParamSchema,
  MessageResponseSchema,
} from '@sokoni/contracts';
import { translate, type MessageKey } from '../../i18n/messages';
import { deleteUser, listUsers, setAdmin, setBanned, setTrusted, updateUser } from '../../admin/users';
import { adminContext, adminOnly, refused, type AdminRoutesOptions } from './shared';

/** User management: edit, ban/unban, admin role, trusted badge, delete — each written to the audit log. */
export const adminUserRoutes: FastifyPluginAsyncTypebox<AdminRoutesOptions> = async (app, options) => {
  const guard = adminOnly(app);
  const context = adminContext(app, options);
  const failures = { 404: ErrorResponseSchema, 409: ErrorResponseSchema, 422: ErrorResponseSchema, ...refused };

  app.get(
    '/admin/users',
    {
      ...guard,
      schema: {
        tags: ['admin'],
        summary: 'Users newest first; search by name, email or phone; filters',
        security: [{ bearer: [] }],
        querystring: AdminUsersQuerySchema,
        response: { 200: AdminUsersResponseSchema, ...refused },
      },
    },
    async (request) => listUsers(app.db, request.query),
  );

  app.put(
    '/admin/users/:id',
    {
      ...guard,
      schema: {
        tags: ['admin'],
        summary: 'Edit name, email, phone or account type',
        security: [{ bearer: [] }],
        params: IdParamSchema,
        body: AdminUserUpdateSchema,
        response: { 200: AdminUserResponseSchema, ...failures },
      },
    },
    async (request) => ({
      message: translate(request.locale, 'admin.userUpdated'),
      user: await updateUser(context(request), request.params.id, request.body),
    }),
  );

  const reasonActions: Array<{
    path: string;
    summary: string;
    message: MessageKey;
    run: typeof setBanned;
    flag: boolean;
  }> = [
    { path: '/admin/users/:id/ban', summary: 'Ban: sessions end at once, sign-in refused, ads leave search', message: 'admin.userBanned', run: setBanned, flag: true },
    { path: '/admin/users/:id/unban', summary: 'Lift a ban', message: 'admin.userUnbanned', run: setBanned, flag: false },
    { path: '/admin/users/:id/trust', summary: 'Mark trusted (the verified badge), with a reason', message: 'admin.trustedSet', run: setTrusted, flag: true },
    { path: '/admin/users/:id/untrust', summary: 'Remove the trusted mark, with a reason', message: 'admin.trustedUnset', run: setTrusted, flag: false },
  ];
  for (const action of reasonActions) {
    app.post(
      action.path,
      {
        ...guard,
        schema: {
          tags: ['admin'],
          summary: action.summary,
          security: [{ bearer: [] }],
          params: IdParamSchema,
          body: AdminReasonBodySchema,
          response: { 200: AdminUserResponseSchema, ...failures },
        },
      },
      async (request) => ({
        message: translate(request.locale, action.message),
        user: await action.run(context(request), request.params.id, action.flag, request.body.reason),
      }),
    );
  }

  for (const [path, grant] of [
    ['/admin/users/:id/admin', true],
    ['/admin/users/:id/revoke-admin', false],
  ] as const) {
    app.post(
      path,
      {
        ...guard,
        schema: {
          tags: ['admin'],
          summary: grant ? 'Make an administrator' : 'Revoke the administrator role (not yourself, not the last one)',
          security: [{ bearer: [] }],
          params: IdParamSchema,
          response: { 200: AdminUserResponseSchema, ...failures },
        },
      },
      async (request) => ({
        message: translate(request.locale, grant ? 'admin.adminGranted' : 'admin.adminRevoked'),
        user: await setAdmin(context(request), request.params.id, grant),
      }),
    );
  }

  app.delete(
    '/admin/users/:id',
    {
      ...guard,
      schema: {
        tags: ['admin'],
        summary: 'Delete an account (soft, like its owner would; purged after the grace period)',
        security: [{ bearer: [] }],
        params: IdParamSchema,
        body: AdminOptionalReasonBodySchema,
        response: { 200: MessageResponseSchema, ...failures },
      },
    },
    async (request) => {
      await deleteUser(context(request), request.params.id, request.body?.reason);
      return { message: translate(request.locale, 'admin.userDeleted') };
    },
  );
};
