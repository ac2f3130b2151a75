import type { Kysely } from 'kysely';
import { escapeHtml } from '@sokoni/contracts';
import type { Database } from '../db/types';

/** Sends one text message to one number (E.164). Throws `SmsError` when the gateway does not take it. */
export interface SmsProvider {
  readonly name: string;
  send(to: string, text: string): Promise<void>;
}

export class SmsError extends Error {
  constructor(
    message: string,
    /** The gateway's own status for this recipient or request, for the logs. */
    readonly status?: string | number,
  ) {
    super(message);
    this.name = 'SmsError';
  }
}

/**
 * The embedded default: texts are kept in the outbox table beside the mails (`channel = 'sms'`, the number as
 * recipient), where the development mailbox shows them. Nothing leaves the machine.
 */
export class SandboxSms implements SmsProvider {
  readonly name = 'sandbox';

  constructor(private readonly db: Kysely<Database>) {}

  async send(to: string, text: string): Promise<void> {
    await this.db
      .insertInto('outbox_mails')
      .values({
        to_address: to,
        subject: `SMS · ${text.length > 60 ? `${text.slice(0, 59)}…` : text}`,
        text,
        html: `<p style="font-family:monospace;white-space:pre-wrap">${escapeHtml(text)}</p>`,
        channel: 'sms',
      })
      .execute();
  }
}

export interface AfricasTalkingOptions {
  /** The application's username ("sandbox" for Africa's Talking's own sandbox). */
  username: string;
  apiKey: string;
  /** An approved alphanumeric sender id or short code; the account's default when absent. */
  senderId?: string;
  /**
   * https://api.africastalking.com (live) or https://api.sandbox.africastalking.com (their simulator); a local
   * fake in tests.
   */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Recipient statuses Africa's Talking documents as accepted: Processed, Sent, Queued. */
const ACCEPTED_STATUS_CODES = new Set([100, 101, 102]);

interface AfricasTalkingAnswer {
  SMSMessageData?: {
    Message?: string;
    Recipients?: Array<{
      statusCode?: number;
      status?: string;
      number?: string;
      cost?: string;
      messageId?: string;
    }>;
  };
}

/**
 * Africa's Talking bulk SMS API (`POST /version1/messaging`): a form-encoded body (`username`, `to`, `message`,
 * optional `from`), the key in the `apiKey` header, JSON asked for with `Accept`. A 201 answer lists each
 * recipient with a `statusCode`: 100 Processed, 101 Sent and 102 Queued are accepted; any other (401 RiskHold,
 * 403 InvalidPhoneNumber, 405 InsufficientBalance, 406 UserInBlacklist, 407 CouldNotRoute…) is a failure.
 * No retry: a code the person did not get is asked for again by the person.
 */
export class AfricasTalkingSms implements SmsProvider {
  readonly name = 'africastalking';
  private readonly url: string;

  constructor(private readonly options: AfricasTalkingOptions) {
    this.url = `${(options.baseUrl ?? 'https://api.africastalking.com').replace(/\/$/, '')}/version1/messaging`;
  }

  async send(to: string, text: string): Promise<void> {
    const body = new URLSearchParams({ username: this.options.username, to, message: text });
    if (this.options.senderId) body.set('from', this.options.senderId);
    let response: Response;
    try {
      response = await (this.options.fetch ?? fetch)(this.url, {
        method: 'POST',
        headers: {
          apiKey: this.options.apiKey,
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: body.toString(),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new SmsError(`SMS gateway unreachable: ${(error as Error).message}`);
    }
    const raw = await response.text();
    if (!response.ok) throw new SmsError(`SMS gateway answered ${response.status}`, response.status);
    let answer: AfricasTalkingAnswer;
    try {
      answer = JSON.parse(raw) as AfricasTalkingAnswer;
    } catch {
      throw new SmsError('SMS gateway answered something other than JSON', response.status);
    }
    const recipient = answer.SMSMessageData?.Recipients?.[0];
    if (!recipient) throw new SmsError(answer.SMSMessageData?.Message ?? 'SMS gateway took no recipient');
    if (!ACCEPTED_STATUS_CODES.has(Number(recipient.statusCode)))
      throw new SmsError(`SMS refused: ${recipient.status ?? 'unknown'}`, recipient.statusCode);
  }
}

/** Which provider sends the texts: the operator's choice (config.ts `smsConfigFromEnv`). */
export type SmsConfig =
  | { provider: 'sandbox' }
  | { provider: 'none' }
  | ({ provider: 'africastalking' } & AfricasTalkingOptions)
  | { provider: 'custom'; sms: SmsProvider };

/** The provider for a configuration; null when none may send (production without a gateway). */
export function createSmsProvider(config: SmsConfig, db: Kysely<Database>): SmsProvider | null {
  switch (config.provider) {
    case 'sandbox':
      return new SandboxSms(db);
    case 'none':
      return null;
    case 'africastalking': {
      const { provider: _provider, ...options } = config;
      return new AfricasTalkingSms(options);
    }
    case 'custom':
      return config.sms;
  }
}

/**
 * The SMS provider from the environment. SMS_PROVIDER=africastalking needs AFRICASTALKING_USERNAME and
 * AFRICASTALKING_API_KEY (AFRICASTALKING_SENDER_ID, AFRICASTALKING_BASE_URL optional). Otherwise the sandbox,
 * which keeps texts in the outbox: the default in development, refused under NODE_ENV=production unless
 * SMS_SANDBOX_IN_PRODUCTION=1 (a demo site); refused, verification answers 503.
 */
export function smsConfigFromEnv(env: NodeJS.ProcessEnv, nodeEnv: string): SmsConfig {
  const chosen = (env.SMS_PROVIDER ?? '').trim().toLowerCase();
  if (chosen === 'africastalking') {
    const username = env.AFRICASTALKING_USERNAME?.trim();
    const apiKey = env.AFRICASTALKING_API_KEY?.trim();
    if (!username || !apiKey)
      throw new Error('SMS_PROVIDER=africastalking needs AFRICASTALKING_USERNAME and AFRICASTALKING_API_KEY');
    return {
      provider: 'africastalking',
      username,
      apiKey,
      senderId: env.AFRICASTALKING_SENDER_ID?.trim() || undefined,
      baseUrl: env.AFRICASTALKING_BASE_URL?.trim() || undefined,
    };
  }
  if (chosen !== '' && chosen !== 'sandbox')
    throw new Error('SMS_PROVIDER must be "sandbox" or "africastalking"');
  const sandboxInProduction =
    env.SMS_SANDBOX_IN_PRODUCTION === '1' || env.SMS_SANDBOX_IN_PRODUCTION === 'true';
  if (nodeEnv === 'production' && !sandboxInProduction) return { provider: 'none' };
  return { provider: 'sandbox' };
}
