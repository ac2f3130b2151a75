import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { sql } from 'kysely';
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  AuthMessageResponseSchema,
  ChangePasswordRequestSchema,
  CheckRecoveryRequestSchema,
  CheckRecoveryResponseSchema,
  DELETE_CONFIRMATION_WORD,
  DeleteAccountRequestSchema,
  ErrorResponseSchema,
  ExpiredAccountsResponseSchema,
  PROFILE_IMAGE_MAX_BYTES,
  ProfileResponseSchema,
  RestoreAccountRequestSchema,
  RestoreAccountResponseSchema,
  SignInCodeRequiredErrorSchema,
  UpdateLanguageRequestSchema,
  UpdateLanguageResponseSchema,
  UndoEmailChangeParamsSchema,
  UndoEmailChangeRequestSchema,
  UndoEmailChangeResponseSchema,
  UpdateProfileFieldsSchema,
  UpdateProfileResponseSchema,
  UserStatisticsSchema,
} from '@sokoni/contracts';
import {
  addErrors,
  contractFieldErrors,
  invalidFieldsIn,
  schemaAccepted,
  throwIfInvalid,
  type FieldErrors,
} from '../../plugins/errors';
import { graceState, sendVerificationMail } from '../../auth/account-service';
import { isUniqueViolation } from '../../db/errors';
import { normalisePhone } from '../../lib/phone';
import { hashPassword, newPasswordErrors, verifyPassword } from '../../auth/passwords';
import { proveWithCode } from '../../auth/sign-in-codes';
import {
  isEmailAvailable,
  recordEmailChange,
  sendEmailChangedMail,
  undoEmailChange,
} from '../../auth/email-change';
import { issueToken, randomToken, revokeUserTokens } from '../../auth/tokens';
import { announceSessionEnd } from '../../messaging/session-streams';
import { findUserByEmail, normaliseEmail, presentUser, profileImageKeys } from '../../auth/users';
import type { UserRow } from '../../db/types';
import { ApiError } from '../../errors';
import { AVATAR_SIZES, encodeAvatar, isAcceptedAvatar } from '../../media/avatars';
import { decodePhoto, PhotoChange } from '../../media/photo-store';
import { countConversations } from '../../messaging/conversations';
import { perUserRateLimit, type WindowLimit } from '../../plugins/rate-limit';
import { translate } from '../../i18n/messages';
import { isDeactivatedLanguage } from '../../services/settings';
import { readUploadForm } from '../../media/upload-form';

export interface AccountRoutesOptions {
  publicUrl: string;
  /** Profile updates (photo included) one user may send per window. */
  uploadLimit: WindowLimit;
  /** The clock undo links are dated with; Date.now when absent. */
  now?: () => number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

interface ProfileForm {
  fields: Record<string, string>;
  image?: Buffer;
  imageTooLarge: boolean;
}

/** The profile form as multipart (with at most one photo) or as JSON; unknown fields are ignored. */
async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  const form = await readUploadForm(request, { fileField: 'profile_image', keepFiles: 1 });
  if (form.tooManyFiles) throw new ApiError(413, 'errors.payloadTooLarge');
  const fields = Object.fromEntries(
    [...form.fields].map(([name, values]) => [name, values[values.length - 1]]),
  );
  return { fields, image: form.files[0], imageTooLarge: form.fileTooLarge };
}

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
  const links = { publicUrl: options.publicUrl };
  const now = options.now ?? Date.now;
  const present = (row: UserRow) => presentUser(app.db, app.storage, row);
  const auth = { preHandler: app.authenticate };
  const unauthorised = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };

  app.get(
    '/user/profile',
    {
      ...auth,
      schema: {
        tags: ['account'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: ProfileResponseSchema, ...unauthorised },
      },
    },
    async (request) => present(request.user!),
  );

  const updateProfileSchema = {
    tags: ['account'],
    summary: 'Update the profile (multipart with profile_image, or JSON)',
    description:
      'Fields of UpdateProfileFields plus the file profile_image (PNG, JPG, GIF or WebP, at most 2 MB). ' +
      'POST with _method=PUT, or PUT. Changing the email needs current_password (wrong ones count as failed ' +
      'sign-in attempts, 429 while the account must wait), makes it unverified, mails a new link to it and ' +
      'mails the old address a link that undoes the change.',
    consumes: ['multipart/form-data', 'application/json'],
    security: [{ bearer: [] }],
    response: {
      200: UpdateProfileResponseSchema,
      413: ErrorResponseSchema,
      422: ErrorResponseSchema,
      429: ErrorResponseSchema,
      ...unauthorised,
    },
  };
  const updateProfile = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = request.user!;
    const form = await readProfileForm(request);
    const { fields } = form;
    const changes: Partial<Record<keyof UserRow, unknown>> = {};
    // The contract's rules first, on the values as they will be stored (trimmed); a current password that is
    // too long is answered below as an incorrect one, like any other wrong guess.
    const checked: Record<string, string> = { ...fields };
    delete checked.current_password;
    for (const name of ['name', 'phone', 'bio'])
      if (checked[name] !== undefined) checked[name] = checked[name].trim();
    if (checked.email !== undefined) checked.email = normaliseEmail(checked.email);
    if (checked.preferred_currency !== undefined)
      checked.preferred_currency = checked.preferred_currency.trim().toUpperCase();
    const errors: FieldErrors = contractFieldErrors(request, UpdateProfileFieldsSchema, checked);
    const valid = (name: string) => checked[name] !== undefined && !errors[name];

    if (valid('name')) changes.name = checked.name;
    let emailChanged = false;
    if (valid('email')) {
      const email = checked.email;
      if (email !== normaliseEmail(user.email)) {
        const other = await findUserByEmail(app.db, email);
        if ((other && other.id !== user.id) || !(await isEmailAvailable(app.db, email, user.id, now())))
          errors.email = ['register.emailTaken'];
        else {
          changes.email = email;
          changes.email_verified_at = null;
          emailChanged = true;
        }
        // A stolen session alone must not be able to move the account to another address.
        const password = fields.current_password ?? '';
        if (password === '') errors.current_password = ['profile.currentPasswordRequired'];
        else if (password.length > 1024) errors.current_password = ['password.currentIncorrect'];
        else {
          const attempt = await app.attempts.begin(request, reply, 'password', user.email);
          if (await verifyPassword(user.password_hash, password)) await attempt.succeeded();
          else {
            await attempt.failed();
            errors.current_password = ['password.currentIncorrect'];
          }
        }
      }
    }
    if (valid('phone')) {
      if (checked.phone === '') changes.phone = null;
      else {
        const phone = normalisePhone(checked.phone);
        if (phone) changes.phone = phone;
        else errors.phone = ['validation.phone'];
      }
    }
    if (valid('bio')) changes.bio = checked.bio === '' ? null : checked.bio;
    // Buyers may reveal the number only once it is verified too (phone/reveal.ts).
    if (valid('show_phone')) changes.show_phone = checked.show_phone === 'true';
    if (valid('preferred_theme')) changes.preferred_theme = checked.preferred_theme || null;
    if (valid('preferred_currency')) {
      const code = checked.preferred_currency;
      if (code === '') changes.preferred_currency = null;
      else {
        const currency = await app.db
          .selectFrom('currencies')
          .where('code', '=', code)
          .where('is_active', '=', true)
          .select('code')
          .executeTakeFirst();
        if (currency) changes.preferred_currency = currency.code;
        else errors.preferred_currency = ['validation.unknownCurrency'];
      }
    }
    if (form.imageTooLarge) errors.profile_image = ['profile.imageTooLarge'];
    else if (form.image && !(await isAcceptedAvatar(form.image)))
      errors.profile_image = ['profile.imageType'];
    throwIfInvalid(request, errors);

    const photos = new PhotoChange(app.storage, request.log);
    if (form.image) {
      const decoded = await decodePhoto(app.images, form.image, encodeAvatar);
      if (!decoded.ok) {
        // Too many pixels, or a file whose header looks like an image but whose body does not decode.
        throw invalidFieldsIn(request.locale, {
          profile_image: [
            decoded.reason === 'tooManyPixels'
              ? { key: 'images.tooManyPixels', params: { megapixels: decoded.megapixels } }
              : 'profile.imageType',
          ],
        });
      }
      const prefix = `avatars/${user.id}/${randomToken(9)
        .replace(/[^a-z0-9]/gi, 'x')
        .toLowerCase()}`;
      const keys = await photos.write(
        prefix,
        AVATAR_SIZES.map((size, index) => [String(size), decoded.value[index]] as const),
      );
      changes.profile_image = keys[0];
    }

    let change: { id: number; expiresAt: number } | undefined;
    let row: UserRow;
    try {
      row = await photos.save(() =>
        app.db.transaction().execute(async (trx) => {
          // The photo being replaced is read under the row's lock: of two uploads at once, each removes exactly
          // the photo it replaced, so none is left behind.
          const current = await trx
            .selectFrom('users')
            .select('profile_image')
            .where('id', '=', user.id)
            .forUpdate()
            .executeTakeFirstOrThrow();
          const replaced = current.profile_image;
          if (form.image && replaced && !/^(https?:)?\//.test(replaced))
            photos.replaces(profileImageKeys(replaced));
          const updated = await trx
            .updateTable('users')
            .set({ ...(changes as object), updated_at: sql`now()` })
            .where('id', '=', user.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          if (emailChanged)
            change = await recordEmailChange(
              trx,
              { userId: user.id, oldEmail: user.email, newEmail: updated.email },
              now(),
            );
          return updated;
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throwIfInvalid(request, { email: ['register.emailTaken'] });
      throw error;
    }
    if (emailChanged && change) {
      await sendVerificationMail(app, links, row).catch((error: unknown) =>
        request.log.error({ err: error }, 'verification mail not sent'),
      );
      await sendEmailChangedMail(app, options.publicUrl, row, {
        ...change,
        oldEmail: user.email,
        newEmail: row.email,
      }).catch((error: unknown) => request.log.error({ err: error }, 'email change notice not sent'));
    }
    return {
      user: await present(row),
      message: translate(request.locale, emailChanged ? 'profile.updatedEmailChanged' : 'profile.updated'),
      email_changed: emailChanged,
    };
  };
  const profileUpdateLimit = perUserRateLimit(app, 'profile-update', options.uploadLimit);
  const profileUpdate = { preHandler: [app.authenticate, profileUpdateLimit], schema: updateProfileSchema };
  app.post('/user/profile', profileUpdate, updateProfile);
  app.put('/user/profile', profileUpdate, updateProfile);

  app.put(
    '/user/language',
    {
      ...auth,
      schema: {
        tags: ['account'],
        summary: 'Save the preferred language',
        security: [{ bearer: [] }],
        body: UpdateLanguageRequestSchema,
        response: { 200: UpdateLanguageResponseSchema, 422: ErrorResponseSchema, ...unauthorised },
      },
    },
    async (request) => {
      if (await isDeactivatedLanguage(app.db, request.body.preferred_language))
        throw new ApiError(422, 'validation.failed', { preferred_language: ['language.inactive'] });
      const row = await app.db
        .updateTable('users')
        .set({ preferred_language: request.body.preferred_language, updated_at: sql`now()` })
        .where('id', '=', request.user!.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { user: await present(row) };
    },
  );

  app.put(
    '/user/password',
    {
      ...auth,
      attachValidation: true,
      schema: {
        tags: ['account'],
        summary: 'Change the password; every other session ends',
        security: [{ bearer: [] }],
        body: ChangePasswordRequestSchema,
        response: { 200: AuthMessageResponseSchema, 422: ErrorResponseSchema, ...unauthorised },
      },
    },
    async (request) => {
      const user = request.user!;
      const body = request.body ?? ({} as typeof request.body);
      const errors: FieldErrors = {};
      if (schemaAccepted(request, 'password'))
        addErrors(
          errors,
          newPasswordErrors(
            body.password,
            schemaAccepted(request, 'password_confirmation') ? body.password_confirmation : undefined,
            [user.name, user.email],
          ),
        );
      if (schemaAccepted(request, 'current_password') && typeof body.current_password === 'string') {
        if (!(await verifyPassword(user.password_hash, body.current_password)))
          errors.current_password = ['password.currentIncorrect'];
        else if (!errors.password && body.password === body.current_password)
          errors.password = ['password.sameAsCurrent'];
      }
      throwIfInvalid(request, errors);
      await app.db
        .updateTable('users')
        .set({ password_hash: await hashPassword(body.password), updated_at: sql`now()` })
        .where('id', '=', user.id)
        .execute();
      await revokeUserTokens(app.db, user.id, request.tokenId);
      await announceSessionEnd(
        app.liveEvents,
        { userId: user.id, exceptTokenId: request.tokenId },
        request.log,
      );
      return { message: translate(request.locale, 'password.changed') };
    },
  );

  app.delete(
    '/user/account',
    {
      ...auth,
      attachValidation: true,
      schema: {
        tags: ['account'],
        summary: 'Delete the account (restorable for 30 days); needs the password and the word DELETE',
        security: [{ bearer: [] }],
        body: DeleteAccountRequestSchema,
        response: { 200: AuthMessageResponseSchema, 422: ErrorResponseSchema, ...unauthorised },
      },
    },
    async (request) => {
      const user = request.user!;
      const body = request.body ?? ({} as typeof request.body);
      const errors: FieldErrors = {};
      if (schemaAccepted(request, 'confirmation') && body.confirmation !== DELETE_CONFIRMATION_WORD)
        errors.confirmation = ['account.confirmationWord'];
      if (schemaAccepted(request, 'password') && typeof body.password === 'string') {
        if (!(await verifyPassword(user.password_hash, body.password)))
          errors.password = ['password.incorrect'];
      }
      throwIfInvalid(request, errors);
      await app.db
        .updateTable('users')
        .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
        .where('id', '=', user.id)
        .execute();
      await revokeUserTokens(app.db, user.id);
      await announceSessionEnd(app.liveEvents, { userId: user.id }, request.log);
      return {
        message: translate(request.locale, 'account.deleted', { days: ACCOUNT_DELETION_GRACE_DAYS }),
      };
    },
  );

  app.get(
    '/user/statistics',
    {
      ...auth,
      schema: {
        tags: ['account'],
        summary: "The signed-in user's ads, favourites and conversations",
        security: [{ bearer: [] }],
        response: { 200: UserStatisticsSchema, ...unauthorised },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const ads = await app.db
        .selectFrom('ads')
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .where('status', '!=', 'deleted')
        .select([
          (eb) => eb.fn.countAll<number>().as('total'),
          sql<number>`count(*) FILTER (WHERE status = 'active' AND (expires_at IS NULL OR expires_at > now()))`.as(
            'active',
          ),
        ])
        .executeTakeFirstOrThrow();
      const favorites = await app.db
        .selectFrom('favorites')
        .where('user_id', '=', userId)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return {
        total_ads: Number(ads.total),
        active_ads: Number(ads.active),
        total_favorites: Number(favorites.count),
        total_conversations: await countConversations(app.db, userId),
      };
    },
  );

  app.post(
    '/account/check-recovery',
    {
      preHandler: async (request, reply) =>
        app.attempts.request(request, reply, 'account-recovery', request.body.email),
      schema: {
        tags: ['account'],
        summary: 'Whether an address belongs to an active, restorable or expired account',
        body: CheckRecoveryRequestSchema,
        response: { 200: CheckRecoveryResponseSchema, 422: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request) => {
      const user = await findUserByEmail(app.db, request.body.email);
      const t = request.locale;
      if (!user) {
        return {
          status: 'not_found' as const,
          message: translate(t, 'account.notFound'),
          days_remaining: 0,
          days_overdue: 0,
        };
      }
      const grace = graceState(user);
      if (grace.status === 'active')
        return {
          status: 'active' as const,
          message: translate(t, 'account.active'),
          days_remaining: 0,
          days_overdue: 0,
        };
      if (grace.status === 'deleted')
        return {
          status: 'deleted' as const,
          message: translate(t, 'account.restorable', { days: grace.daysRemaining }),
          days_remaining: grace.daysRemaining,
          days_overdue: 0,
        };
      return {
        status: 'expired' as const,
        message: translate(t, 'account.gracePeriodExpired'),
        days_remaining: 0,
        days_overdue: grace.daysOverdue,
      };
    },
  );

  app.post(
    '/account/restore',
    {
      schema: {
        tags: ['account'],
        summary: 'Restore a deleted account within its 30-day grace period; answers with a new session',
        body: RestoreAccountRequestSchema,
        response: {
          200: RestoreAccountResponseSchema,
          401: SignInCodeRequiredErrorSchema,
          403: ErrorResponseSchema,
          410: ErrorResponseSchema,
          422: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const attempt = await app.attempts.begin(request, reply, 'password', request.body.email);
      const user = await findUserByEmail(app.db, request.body.email);
      const valid = await verifyPassword(user?.password_hash, request.body.password);
      // As at sign-in; the code is sent to /api/login, after which this address is known to the account.
      if (attempt.codeRequired)
        await proveWithCode(app, request, attempt, request.body.email, valid ? user! : null, undefined);
      if (!user || !valid) {
        await attempt.failed();
        throw new ApiError(422, 'auth.failed', { email: ['auth.failed'] });
      }
      await attempt.succeeded();
      const grace = graceState(user);
      if (grace.status === 'active') throw new ApiError(422, 'account.active');
      if (grace.status === 'expired') throw new ApiError(410, 'account.gracePeriodExpired');
      if (user.is_banned) throw new ApiError(403, 'auth.banned');
      const row = await app.db
        .updateTable('users')
        .set({ deleted_at: null, updated_at: sql`now()` })
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const token = await issueToken(app.db, user.id, 'restore');
      return {
        user: await present(row),
        token,
        message: translate(request.locale, 'account.restored'),
        days_remaining_before_deletion: grace.daysRemaining,
      };
    },
  );

  app.post(
    '/email/change/:id/undo',
    {
      preHandler: async (request, reply) =>
        app.attempts.request(request, reply, 'email-change-undo', String(request.params.id)),
      schema: {
        tags: ['account'],
        summary: 'Undo an email change with the signed link mailed to the old address',
        description:
          'Restores the old address (verified), ends every session, disables the password and mails a reset ' +
          'link to the old address. A bad, expired or already used link is a 403.',
        params: UndoEmailChangeParamsSchema,
        body: UndoEmailChangeRequestSchema,
        response: {
          200: UndoEmailChangeResponseSchema,
          403: ErrorResponseSchema,
          422: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const { email } = await undoEmailChange(
        app,
        options.publicUrl,
        { id: request.params.id, ...request.body },
        now(),
      );
      return { message: translate(request.locale, 'email.changeUndone', { email }), email };
    },
  );

  app.get(
    '/admin/accounts/expired',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['account'],
        summary: 'How many deleted accounts are past the grace period (removed by `cli purge-accounts`)',
        security: [{ bearer: [] }],
        response: { 200: ExpiredAccountsResponseSchema, ...unauthorised },
      },
    },
    async () => {
      const { count } = await app.db
        .selectFrom('users')
        .where('deleted_at', '<', new Date(Date.now() - ACCOUNT_DELETION_GRACE_DAYS * DAY_MS))
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return { count: Number(count) };
    },
  );
};
