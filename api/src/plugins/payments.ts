import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import {
  API_PATHS,
  endpointPath,
  MOBILE_MONEY_CONFIRM_SECONDS,
  type PaymentEventData,
} from '@sokoni/contracts';
import type { PaymentProvider } from '../payments/provider';
import { queueAdMatching } from '../saved-searches/alerts';
import { SANDBOX_PROVIDER, SandboxProvider, databaseLedger } from '../payments/sandbox';
import { PaymentService } from '../payments/service';
import { emitLiveEvents } from '../messaging/live-events';
import { API_MOUNT } from './endpoints';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentService;
    /** Every configured provider by name (webhooks arrive at /api/payments/webhooks/{name}). */
    paymentProviders: Map<string, PaymentProvider>;
  }
}

export interface PaymentsPluginOptions {
  /** 'production' refuses the sandbox unless `sandboxInProduction`: payments then answer 503. */
  nodeEnv?: string;
  /** PAYMENTS_SANDBOX_IN_PRODUCTION=1: a demo or staging site may take test payments on purpose. */
  sandboxInProduction?: boolean;
  /** PAYMENT_WEBHOOK_SECRET_SANDBOX; random per process when unset (the sandbox only calls its own api). */
  sandboxWebhookSecret?: string;
  /** How long the sandbox's mobile money "customer" takes to confirm; null: never. Default 4 s. */
  sandboxWebhookDelayMs?: number | null;
  /** An unanswered payment is expired by reconciliation after this long. Default 15 minutes. */
  graceMs?: number;
  /** The clock (tests move it). */
  now?: () => Date;
}

export const DEFAULT_PAYMENT_GRACE_MS = 15 * 60 * 1000;

/**
 * Payment providers and the payment service. Today the sandbox is the only provider (the real DRC operators
 * need merchant contracts: docs/payments.md); it is refused under NODE_ENV=production unless asked for (payments
 * then answer 503 and the rest of the api works), and says so in the log when on.
 */
export const paymentsPlugin = fp<PaymentsPluginOptions>(
  async (app, options) => {
    const sandboxAllowed = options.nodeEnv !== 'production' || options.sandboxInProduction === true;
    const sandbox = new SandboxProvider({
      webhookSecret: options.sandboxWebhookSecret ?? randomBytes(32).toString('hex'),
      webhookDelayMs: options.sandboxWebhookDelayMs === undefined ? 4000 : options.sandboxWebhookDelayMs,
      confirmWindowMs: MOBILE_MONEY_CONFIRM_SECONDS * 1000,
      // Its charges live in the database, so every instance finds them again by merchant reference.
      ledger: databaseLedger(app.db),
      deliver: async (webhook) => {
        const response = await app.inject({
          method: 'POST',
          url: `${API_MOUNT}${endpointPath(API_PATHS.paymentWebhook, { provider: SANDBOX_PROVIDER })}`,
          headers: webhook.headers,
          payload: webhook.body,
        });
        if (response.statusCode >= 300)
          app.log.warn({ status: response.statusCode }, 'sandbox webhook was not accepted');
      },
    });
    if (sandboxAllowed) {
      app.log.warn(
        'payments: the SANDBOX provider is on (test payments only: numbers ending 0000 succeed, 1111 fail; PayPal success…/fail…)',
      );
    } else {
      app.log.error(
        'payments: the sandbox provider is refused under NODE_ENV=production and no real provider is configured: ' +
          'payments answer 503. Set PAYMENTS_SANDBOX_IN_PRODUCTION=1 for a demo site.',
      );
    }
    const providers = new Map<string, PaymentProvider>(sandboxAllowed ? [[sandbox.name, sandbox]] : []);
    app.decorate('paymentProviders', providers);
    app.decorate(
      'payments',
      new PaymentService({
        db: app.db,
        log: app.log,
        mailer: app.mailer,
        provider: sandboxAllowed ? sandbox : null,
        providers,
        secret: app.appSecret,
        now: options.now ?? (() => new Date()),
        graceMs: options.graceMs ?? DEFAULT_PAYMENT_GRACE_MS,
        defer: (name, task) => app.defer(name, task),
        // An ad boosted back to the top is news to the saved searches it matches.
        onBoosted: (trx, adId) => queueAdMatching(app.jobs, adId, trx),
        // The owner's open payment page follows the live stream (polling only when it cannot open).
        onStatusChange: ({ paymentId, userId, status }) => {
          if (!app.hasDecorator('liveEvents')) return;
          app.defer('payment live event', () =>
            emitLiveEvents(app.db, app.liveEvents, [
              {
                userId,
                type: 'payment',
                data: { payment_id: paymentId, status } satisfies PaymentEventData,
              },
            ]),
          );
        },
      }),
    );
    app.addHook('onClose', async () => sandbox.stop());
  },
  { name: 'payments', dependencies: ['db', 'mail', 'auth'] },
);
