import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import {
  AuthMessageResponseSchema,
  AuthResponseSchema,
  DeletedAccountErrorSchema,
  EmailVerifyStatusResponseSchema,
  ErrorResponseSchema,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
  SignInCodeRequiredErrorSchema,
  ResetPasswordRequestSchema,
  Type,
  VerifyEmailParamsSchema,
  VerifyEmailQuerySchema,
  VerifyEmailResponseSchema,
} from '@sokoni/contracts';
import { ApiError } from '../../errors';
import { translate } from '../../i18n/messages';
import { addErrors, schemaAccepted, throwIfInvalid, type FieldErrors } from '../../plugins/errors';
import { assertCanSignIn, dateOfBirthError, sendVerificationMail } from '../../auth/account-service';
import { isUniqueViolation } from '../../db/errors';
import { normalisePhone } from '../../lib/phone';
import { isEmailAvailable } from '../../auth/email-change';
import { isValidVerificationLink } from '../../auth/email-links';
import { sendPasswordResetMail } from '../../auth/password-reset';
import { hashPassword, newPasswordErrors, verifyPassword } from '../../auth/passwords';
import { proveWithCode } from '../../auth/sign-in-codes';
import { issueToken, revokeToken, revokeUserTokens, sha256Hex } from '../../auth/tokens';
import { announceSessionEnd } from '../../messaging/session-streams';
import { activeLanguages, isDeactivatedLanguage } from '../../services/settings';
import { findUserByEmail, findUserById, normaliseEmail, presentUser } from '../../auth/users';

export interface AuthRoutesOptions {
  publicUrl: string;
  /** The clock of time-limited rules (recently changed addresses); Date.now when absent. */
  now?: () => number;
  /** Verification mails a signed-in user may ask for per window. */
  resendLimit: { max: number; timeWindowMs: number };
  /**
   * Accounts one IP address may create per window: keeps sign-up floods out and makes the duplicate-email
   * message useless for listing who has an account.
   */
  registrationLimit: { max: number; timeWindowMs: number };
}

const errorResponses = { 422: ErrorResponseSchema, 429: ErrorResponseSchema };

export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, options) => {
  const links = { publicUrl: options.publicUrl };
  const present = (row: Parameters<typeof presentUser>[2]) => presentUser(app.db, app.storage, row);

  app.post(
    '/register',
    {
      attachValidation: true,
      config: {
        rateLimit: { max: options.registrationLimit.max, timeWindow: options.registrationLimit.timeWindowMs },
      },
      schema: {
        tags: ['auth'],
        summary: 'Create an account; answers with a session and mails a verification link',
        body: RegisterRequestSchema,
        response: { 201: AuthResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      // With attachValidation the handler also runs for a body that failed its schema, even a missing one.
      const body = request.body ?? ({} as typeof request.body);
      const errors: FieldErrors = {};
      if (schemaAccepted(request, 'password'))
        addErrors(
          errors,
          newPasswordErrors(
            body.password,
            schemaAccepted(request, 'password_confirmation') ? body.password_confirmation : undefined,
            [body.name, body.email].filter((input): input is string => typeof input === 'string'),
          ),
        );
      let phone: string | null = null;
      if (typeof body.phone === 'string' && body.phone.trim() !== '' && schemaAccepted(request, 'phone')) {
        phone = normalisePhone(body.phone);
        if (!phone) addErrors(errors, { phone: ['validation.phone'] });
      }
      if (typeof body.date_of_birth === 'string' && schemaAccepted(request, 'date_of_birth')) {
        const problem = dateOfBirthError(body.date_of_birth);
        if (problem) addErrors(errors, { date_of_birth: [problem] });
      }
      if (typeof body.name === 'string' && body.name.trim() === '')
        addErrors(errors, { name: ['validation.required'] });
      if (typeof body.email === 'string' && schemaAccepted(request, 'email')) {
        // An address its owner may still take back (a recent email change) is not free either.
        if (
          (await findUserByEmail(app.db, body.email)) ||
          !(await isEmailAvailable(app.db, body.email, null, (options.now ?? Date.now)()))
        )
          addErrors(errors, { email: ['register.emailTaken'] });
      }
      throwIfInvalid(request, errors);

      // A language the administrator turned off gives way to the site's default.
      const asked = body.preferred_language ?? request.locale;
      const preferred = (await isDeactivatedLanguage(app.db, asked)) ? (await activeLanguages(app.db))[0] : asked;
      let id: number;
      try {
        ({ id } = await app.db
          .insertInto('users')
          .values({
            name: body.name.trim(),
            email: normaliseEmail(body.email),
            password_hash: await hashPassword(body.password),
            phone,
            date_of_birth: body.date_of_birth,
            preferred_language: preferred,
          })
          .returning('id')
          .executeTakeFirstOrThrow());
      } catch (error) {
        if (isUniqueViolation(error)) throwIfInvalid(request, { email: ['register.emailTaken'] });
        throw error;
      }
      const user = (await findUserById(app.db, id))!;
      const token = await issueToken(app.db, id, 'register');
      // The account exists either way; a mail outage must not turn the sign-up into an error.
      await sendVerificationMail(app, links, user).catch((error: unknown) =>
        request.log.error({ err: error }, 'verification mail not sent'),
      );
      return reply.code(201).send({ user: await present(user), token });
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description:
          'A soft-deleted account answers 403 with status "deleted" and days_remaining (it can be restored), ' +
          'or status "expired" once the 30-day grace period is over.',
        body: LoginRequestSchema,
        response: {
          200: AuthResponseSchema,
          401: SignInCodeRequiredErrorSchema,
          403: Type.Union([DeletedAccountErrorSchema, ErrorResponseSchema]),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { email, password, locale, code } = request.body;
      const attempt = await app.attempts.begin(request, reply, 'password', email);
      const user = await findUserByEmail(app.db, email);
      const valid = await verifyPassword(user?.password_hash, password);
      // Guessing from many addresses: a new address gets no verdict on the password alone.
      if (attempt.codeRequired) await proveWithCode(app, request, attempt, email, valid ? user! : null, code);
      if (!user || !valid) {
        await attempt.failed();
        throw new ApiError(422, 'auth.failed', { email: ['auth.failed'] });
      }
      // The right password: whatever follows (deleted, banned) is not a guess.
      await attempt.succeeded();
      assertCanSignIn(user);
      let row = user;
      // A language the administrator turned off is not saved: the account keeps its own.
      if (locale && locale !== user.preferred_language && !(await isDeactivatedLanguage(app.db, locale))) {
        row = await app.db
          .updateTable('users')
          .set({ preferred_language: locale, updated_at: sql`now()` })
          .where('id', '=', user.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      const token = await issueToken(app.db, user.id, 'login');
      return { user: await present(row), token };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session of the token used',
        security: [{ bearer: [] }],
        response: { 200: AuthMessageResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => {
      // Banned people may still sign out, so this looks at the session without the ban check.
      const session = await app.loadSession(request);
      if (!session) throw new ApiError(401, 'auth.unauthenticated');
      await revokeToken(app.db, session.tokenId);
      await announceSessionEnd(
        app.liveEvents,
        { userId: session.user.id, tokenId: session.tokenId },
        request.log,
      );
      return { message: translate(request.locale, 'auth.loggedOut') };
    },
  );

  app.post(
    '/forgot-password',
    {
      preHandler: async (request, reply) =>
        app.attempts.request(request, reply, 'forgot-password', request.body.email),
      schema: {
        tags: ['auth'],
        summary:
          'Mail a single-use password reset link (same answer whether or not the address has an account)',
        body: ForgotPasswordRequestSchema,
        response: { 200: AuthMessageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const email = request.body.email;
      // The lookup and the mail happen after the answer, so its timing says nothing about the address.
      app.defer('password reset mail', async () => {
        const user = await findUserByEmail(app.db, email);
        if (!user || user.deleted_at || user.is_banned) return;
        await sendPasswordResetMail(app, options.publicUrl, user);
      });
      return { message: translate(request.locale, 'password.resetLinkSent') };
    },
  );

  app.post(
    '/reset-password',
    {
      attachValidation: true,
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with the mailed token; ends every session',
        body: ResetPasswordRequestSchema,
        response: { 200: AuthMessageResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body ?? ({} as typeof request.body);
      const errors: FieldErrors = {};
      if (schemaAccepted(request, 'password') && schemaAccepted(request, 'password_confirmation'))
        addErrors(errors, newPasswordErrors(body.password, body.password_confirmation));
      throwIfInvalid(request, errors);
      // Only a link that does not work is a failure; a weak new password is not a guess.
      const attempt = await app.attempts.begin(request, reply, 'reset', body.email);
      const passwordHash = await hashPassword(body.password);
      const userId = await app.db.transaction().execute(async (trx) => {
        // Marking it used in the same statement that finds it makes the link single-use under concurrency.
        const reset = await trx
          .updateTable('password_resets')
          .set({ used_at: sql`now()` })
          .where('token_hash', '=', sha256Hex(body.token))
          .where('used_at', 'is', null)
          .where('expires_at', '>', sql<Date>`now()`)
          .where('user_id', 'in', (eb) =>
            eb
              .selectFrom('users')
              .select('id')
              .where((w) => w(w.fn('lower', ['email']), '=', normaliseEmail(body.email)))
              .where('deleted_at', 'is', null),
          )
          .returning('user_id')
          .executeTakeFirst();
        if (!reset) return null;
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: sql`now()` })
          .where('id', '=', reset.user_id)
          .execute();
        return reset.user_id;
      });
      if (userId === null) {
        await attempt.failed();
        throw new ApiError(422, 'password.resetInvalid');
      }
      await attempt.succeeded();
      // Whoever guessed at the old password has nothing left to guess.
      await app.attempts.forget(request, 'password', body.email);
      await revokeUserTokens(app.db, userId);
      await announceSessionEnd(app.liveEvents, { userId }, request.log);
      return { message: translate(request.locale, 'password.resetDone') };
    },
  );

  app.get(
    '/email/verify/:id/:hash',
    {
      schema: {
        tags: ['auth'],
        summary: 'Verify an email address with the signed link (signed in or not)',
        params: VerifyEmailParamsSchema,
        querystring: VerifyEmailQuerySchema,
        response: { 200: VerifyEmailResponseSchema, 403: ErrorResponseSchema, 422: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { id, hash } = request.params;
      const { expires, signature } = request.query;
      const user = await findUserById(app.db, id);
      if (
        !user ||
        user.deleted_at ||
        !isValidVerificationLink(app.appSecret, { id, hash, expires, signature }, user.email)
      ) {
        throw new ApiError(403, 'email.linkInvalid');
      }
      const already = user.email_verified_at !== null;
      const row = already
        ? user
        : await app.db
            .updateTable('users')
            .set({ email_verified_at: sql`now()`, updated_at: sql`now()` })
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow();
      const session = await app.loadSession(request);
      return {
        message: translate(request.locale, already ? 'email.alreadyVerified' : 'email.verified'),
        email_verified: true,
        ...(session?.user.id === id ? { user: await present(row) } : {}),
      };
    },
  );

  const resendLimiter = app.createRateLimit({
    max: options.resendLimit.max,
    timeWindow: options.resendLimit.timeWindowMs,
    // Keyed by address too: a changed address rightly gets its own links.
    keyGenerator: (request) =>
      `verification-mail:${request.user?.id ?? request.ip}:${request.user?.email ?? ''}`,
  });
  app.post(
    '/email/verification-notification',
    {
      preHandler: [
        app.authenticate,
        async (request, reply) => {
          const result = await resendLimiter(request);
          if (!result.isAllowed && result.isExceeded) {
            reply.header('retry-after', result.ttlInSeconds);
            throw new ApiError(429, 'auth.tooManyAttempts', undefined, {
              minutes: Math.max(1, Math.ceil(result.ttlInSeconds / 60)),
            });
          }
        },
      ],
      schema: {
        tags: ['auth'],
        summary: 'Mail a new verification link to the signed-in user',
        security: [{ bearer: [] }],
        response: { 200: AuthMessageResponseSchema, 401: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request) => {
      const user = request.user!;
      if (user.email_verified_at) return { message: translate(request.locale, 'email.alreadyVerified') };
      await sendVerificationMail(app, links, user);
      return { message: translate(request.locale, 'email.verificationSent') };
    },
  );

  app.get(
    '/email/verify-status',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Whether the signed-in user has verified their address',
        security: [{ bearer: [] }],
        response: { 200: EmailVerifyStatusResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => {
      const user = request.user!;
      return { email_verified: user.email_verified_at !== null, user: await present(user) };
    },
  );
};
