import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { presentUser, findUserById } from '../../auth/users';
import { ApiError } from '../../errors';
import { translate } from '../../i18n/messages';
import { route } from '../../plugins/endpoints';
import { revealAdPhone } from '../../phone/reveal';
import type { SmsProvider } from '../../phone/sms';
import {
  phoneStatus,
  requestPhoneCode,
  verifyPhoneCode,
  type PhoneCodeLimits,
  type PhoneContext,
} from '../../phone/verification';
import { loadSettings } from '../../services/settings';

export interface PhoneRoutesOptions {
  sms: SmsProvider | null;
  limits: PhoneCodeLimits;
  now: () => number;
  /** Reveals one address may ask for per window (a buyer taps a few; a scraper many). */
  revealLimit: { max: number; timeWindow: number | string };
}

/** A 429 of the phone module tells how long to wait in Retry-After too. */
async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const seconds = error instanceof ApiError ? error.extra?.retry_after_seconds : undefined;
    if (typeof seconds === 'number') reply.header('retry-after', seconds);
    throw error;
  }
}

/** Phone verification by SMS code, and buyers revealing a seller's number. */
export const phoneRoutes: FastifyPluginAsyncTypebox<PhoneRoutesOptions> = async (app, options) => {
  const context = (): PhoneContext => ({
    db: app.db,
    sms: options.sms,
    secret: app.appSecret,
    limits: options.limits,
    now: options.now,
  });

  route(app, 'getMyPhone', { handler: async (request) => phoneStatus(context(), request.user!.id) });

  route(app, 'requestPhoneCode', {
    handler: async (request, reply) =>
      withRetryAfter(reply, async () =>
        requestPhoneCode(context(), {
          userId: request.user!.id,
          phone: request.body.phone,
          ip: request.ip,
          locale: request.locale,
          site: (await loadSettings(app.db)).site_name,
        }),
      ),
  });

  route(app, 'verifyPhone', {
    handler: async (request, reply) => {
      await withRetryAfter(reply, () =>
        verifyPhoneCode(context(), { userId: request.user!.id, code: request.body.code }),
      );
      const row = await findUserById(app.db, request.user!.id);
      return {
        message: translate(request.locale, 'phone.verified'),
        user: await presentUser(app.db, app.storage, row!),
      };
    },
  });

  route(app, 'revealAdPhone', {
    config: { rateLimit: options.revealLimit },
    handler: async (request) => revealAdPhone(app.db, request.params.idOrSlug),
  });
};
