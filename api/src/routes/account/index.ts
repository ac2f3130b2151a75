import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { ACCOUNT_DELETION_GRACE_DAYS, PROFILE_IMAGE_MAX_BYTES } from '@sokoni/contracts';
import { changePassword, saveLanguage } from '../../accounts/account-settings';
import { countExpiredAccounts, deleteAccount, recoveryStatus, restoreAccount } from '../../accounts/deletion';
import { updateProfile } from '../../accounts/profile';
import { userStatistics } from '../../accounts/statistics';
import { undoEmailChange } from '../../auth/email-change';
import { presentUser } from '../../auth/users';
import type { UserRow } from '../../db/types';
import { translate } from '../../i18n/messages';
import { route } from '../../plugins/endpoints';
import { perUserRateLimit, type WindowLimit } from '../../plugins/rate-limit';

export interface AccountRoutesOptions {
  publicUrl: string;
  /** Profile updates (photo included) one user may send per window. */
  uploadLimit: WindowLimit;
  /** The clock undo links are dated with; Date.now when absent. */
  now?: () => number;
}

/** The signed-in user's own account: profile, language, password, deletion and its recovery. */
export const accountRoutes: FastifyPluginAsyncTypebox<AccountRoutesOptions> = async (app, options) => {
  await app.register(multipart, {
    limits: {
      fileSize: PROFILE_IMAGE_MAX_BYTES,
      files: 1,
      fields: 20,
      parts: 21,
      fieldSize: 4096,
      headerPairs: 200,
    },
  });
  const now = options.now ?? Date.now;
  const present = (row: UserRow) => presentUser(app.db, app.storage, row);

  route(app, 'getProfile', { handler: async (request) => present(request.user!) });

  // updateProfile and updateProfileForm (POST with _method=PUT) read the same form.
  const profileUpdate = async (request: FastifyRequest, reply: FastifyReply) =>
    updateProfile(app, request, reply, { publicUrl: options.publicUrl, now });
  const profileUpdateLimit = perUserRateLimit(app, 'profile-update', options.uploadLimit);
  route(app, 'updateProfile', { preHandler: profileUpdateLimit, handler: profileUpdate });
  route(app, 'updateProfileForm', { preHandler: profileUpdateLimit, handler: profileUpdate });

  route(app, 'updateLanguage', {
    handler: async (request) => ({
      user: await present(await saveLanguage(app, request.user!.id, request.body.preferred_language)),
    }),
  });

  route(app, 'changePassword', {
    attachValidation: true,
    handler: async (request) => {
      await changePassword(app, request, request.body);
      return { message: translate(request.locale, 'password.changed') };
    },
  });

  route(app, 'deleteAccount', {
    attachValidation: true,
    handler: async (request) => {
      await deleteAccount(app, request, request.body);
      return {
        message: translate(request.locale, 'account.deleted', { days: ACCOUNT_DELETION_GRACE_DAYS }),
      };
    },
  });

  route(app, 'getUserStatistics', { handler: async (request) => userStatistics(app.db, request.user!.id) });

  route(app, 'checkAccountRecovery', {
    preHandler: async (request, reply) =>
      app.attempts.request(request, reply, 'account-recovery', (request.body as { email: string }).email),
    handler: async (request) => recoveryStatus(app.db, request.locale, request.body.email),
  });

  route(app, 'restoreAccount', {
    handler: async (request, reply) => {
      const restored = await restoreAccount(app, request, reply, request.body);
      return {
        user: await present(restored.user),
        token: restored.token,
        message: translate(request.locale, 'account.restored'),
        days_remaining_before_deletion: restored.daysRemaining,
      };
    },
  });

  route(app, 'undoEmailChange', {
    preHandler: async (request, reply) =>
      app.attempts.request(
        request,
        reply,
        'email-change-undo',
        String((request.params as { id: number }).id),
      ),
    handler: async (request) => {
      const { email } = await undoEmailChange(
        app,
        options.publicUrl,
        { id: request.params.id, ...request.body },
        now(),
      );
      return { message: translate(request.locale, 'email.changeUndone', { email }), email };
    },
  });

  route(app, 'countExpiredAccounts', {
    handler: async () => ({ count: await countExpiredAccounts(app.db) }),
  });
};
