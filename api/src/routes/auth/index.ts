import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendVerificationMail } from '../../auth/account-service';
import { verificationMailLimit, verifyEmailLink } from '../../auth/email-verification';
import { resetForgottenPassword, sendPasswordResetMail } from '../../auth/password-reset';
import { checkRegistration, createAccount } from '../../auth/registration';
import { signIn, signOut } from '../../auth/sign-in';
import { issueToken } from '../../auth/tokens';
import { findUserByEmail, presentUser } from '../../auth/users';
import type { UserRow } from '../../db/types';
import { translate } from '../../i18n/messages';
import { route } from '../../plugins/endpoints';

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

/** Sign-up, sign-in and out, the forgotten password and the verification of an address. */
export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, options) => {
  const links = { publicUrl: options.publicUrl };
  const now = options.now ?? Date.now;
  const present = (row: UserRow) => presentUser(app.db, app.storage, row);

  route(app, 'register', {
    attachValidation: true,
    config: {
      rateLimit: { max: options.registrationLimit.max, timeWindow: options.registrationLimit.timeWindowMs },
    },
    handler: async (request, reply) => {
      const form = await checkRegistration(app.db, request, request.body, now());
      const user = await createAccount(app, request, form);
      const token = await issueToken(app.db, user.id, 'register');
      // The account exists either way; a mail outage must not turn the sign-up into an error.
      await sendVerificationMail(app, links, user).catch((error: unknown) =>
        request.log.error({ err: error }, 'verification mail not sent'),
      );
      return reply.code(201).send({ user: await present(user), token });
    },
  });

  route(app, 'login', {
    handler: async (request, reply) => {
      const { user, token } = await signIn(app, request, reply, request.body);
      return { user: await present(user), token };
    },
  });

  route(app, 'logout', {
    handler: async (request) => {
      await signOut(app, request);
      return { message: translate(request.locale, 'auth.loggedOut') };
    },
    openApi: { security: [{ bearer: [] }] },
  });

  route(app, 'forgotPassword', {
    preHandler: async (request, reply) =>
      app.attempts.request(request, reply, 'forgot-password', (request.body as { email: string }).email),
    handler: async (request) => {
      const { email } = request.body;
      // The lookup and the mail happen after the answer, so its timing says nothing about the address.
      app.defer('password reset mail', async () => {
        const user = await findUserByEmail(app.db, email);
        if (!user || user.deleted_at || user.is_banned) return;
        await sendPasswordResetMail(app, options.publicUrl, user);
      });
      return { message: translate(request.locale, 'password.resetLinkSent') };
    },
  });

  route(app, 'resetPassword', {
    attachValidation: true,
    handler: async (request, reply) => {
      await resetForgottenPassword(app, request, reply, request.body);
      return { message: translate(request.locale, 'password.resetDone') };
    },
  });

  route(app, 'verifyEmail', {
    handler: async (request) => {
      const { user, alreadyVerified } = await verifyEmailLink(app, { ...request.params, ...request.query });
      const session = await app.loadSession(request);
      return {
        message: translate(request.locale, alreadyVerified ? 'email.alreadyVerified' : 'email.verified'),
        email_verified: true,
        ...(session?.user.id === user.id ? { user: await present(user) } : {}),
      };
    },
  });

  route(app, 'sendVerificationEmail', {
    preHandler: verificationMailLimit(app, options.resendLimit),
    handler: async (request) => {
      const user = request.user!;
      if (user.email_verified_at) return { message: translate(request.locale, 'email.alreadyVerified') };
      await sendVerificationMail(app, links, user);
      return { message: translate(request.locale, 'email.verificationSent') };
    },
  });

  route(app, 'getEmailVerifyStatus', {
    handler: async (request) => {
      const user = request.user!;
      return { email_verified: user.email_verified_at !== null, user: await present(user) };
    },
  });
};
