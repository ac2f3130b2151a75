import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { translate, type MessageKey } from '../../i18n/messages';
import { deleteUser, listUsers, setAdmin, setBanned, setTrusted, updateUser } from '../../admin/users';
import { route } from '../../plugins/endpoints';
import { adminContext, type AdminRoutesOptions } from './shared';

/** User management: edit, ban/unban, admin role, trusted badge, delete — each written to the audit log. */
export const adminUserRoutes: FastifyPluginAsyncTypebox<AdminRoutesOptions> = async (app, options) => {
  const context = adminContext(app, options);

  route(app, 'listUsers', {
    handler: async (request) => listUsers(app.db, request.query),
  });

  route(app, 'editUser', {
    handler: async (request) => {
      const { user, emailChanged, mails } = await updateUser(context(request), request.params.id, request.body);
      for (const mail of mails) app.defer('edited address mail', () => app.mailer.send(mail));
      return {
        message: emailChanged
          ? translate(request.locale, 'admin.userUpdatedEmailChanged', { email: user.email })
          : translate(request.locale, 'admin.userUpdated'),
        user,
      };
    },
  });

  const reasonActions = [
    { name: 'banUser', message: 'admin.userBanned', run: setBanned, flag: true },
    { name: 'unbanUser', message: 'admin.userUnbanned', run: setBanned, flag: false },
    { name: 'trustUser', message: 'admin.trustedSet', run: setTrusted, flag: true },
    { name: 'untrustUser', message: 'admin.trustedUnset', run: setTrusted, flag: false },
  ] as const satisfies ReadonlyArray<{
    name: string;
    message: MessageKey;
    run: typeof setBanned;
    flag: boolean;
  }>;
  for (const action of reasonActions) {
    route(app, action.name, {
      handler: async (request) => ({
        message: translate(request.locale, action.message),
        user: await action.run(context(request), request.params.id, action.flag, request.body.reason),
      }),
    });
  }

  for (const [name, grant] of [
    ['grantAdmin', true],
    ['revokeAdmin', false],
  ] as const) {
    route(app, name, {
      handler: async (request) => ({
        message: translate(request.locale, grant ? 'admin.adminGranted' : 'admin.adminRevoked'),
        user: await setAdmin(context(request), request.params.id, grant),
      }),
    });
  }

  route(app, 'deleteUser', {
    handler: async (request) => {
      await deleteUser(context(request), request.params.id, request.body?.reason);
      return { message: translate(request.locale, 'admin.userDeleted') };
    },
  });
};
