import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import type { AttemptStore } from './attempt-store';
import { normaliseEmail } from './users';

/**
 * Sign-in throttling after OWASP ASVS (v4 2.2.1, v5 6.3): failures only are counted; an account slows down
 * with growing delays instead of locking, so a stranger's wrong guesses only delay its owner; the per-address
 * limit is high enough for a whole mobile carrier behind one address (carrier-grade NAT).
 */
export interface AttemptLimit {
  /** Failures per account (email address) answered at once; after them each attempt waits longer. */
  freeFailures: number;
  /** Longest wait between two attempts on one account (2 s, 4 s, 8 s… up to this). */
  maxDelayMs: number;
  /** An account's failures are forgotten this long after the last one (a success forgets them at once). */
  failureMemoryMs: number;
  /** Failures per client IP and window, all accounts together. */
  ipFailures: number;
  ipWindowMs: number;
  /** Requests without a failure (forgot-password, account recovery) per address and account, per window. */
  requestsPerAccount: number;
  /** The same requests per client IP, all accounts together. */
  requestsPerIp: number;
  requestWindowMs: number;
}

export const DEFAULT_ATTEMPT_LIMIT: AttemptLimit = {
  freeFailures: 5,
  maxDelayMs: 15 * 60 * 1000,
  failureMemoryMs: 24 * 60 * 60 * 1000,
  ipFailures: 100,
  ipWindowMs: 15 * 60 * 1000,
  requestsPerAccount: 5,
  requestsPerIp: 50,
  requestWindowMs: 15 * 60 * 1000,
};

/** Missing settings take their default: a limit is never switched off by leaving it out. */
export function attemptLimitWith(overrides: Partial<AttemptLimit> = {}): AttemptLimit {
  const limit = { ...DEFAULT_ATTEMPT_LIMIT };
  for (const [name, value] of Object.entries(overrides) as [keyof AttemptLimit, unknown][]) {
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) limit[name] = value;
  }
  return limit;
}

/** Accounts whose failures count together: passwords (login, restore, email change) and reset links. */
export type FailureScope = 'password' | 'reset';

type Reply = Pick<FastifyReply, 'header'>;

function tooMany(reply: Reply, retryAfterMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  reply.header('retry-after', seconds);
  return new ApiError(429, 'auth.tooManyAttempts', undefined, {
    minutes: Math.max(1, Math.ceil(seconds / 60)),
  });
}

/** What a route asks of the throttle: check before the work, then say how it went. */
export interface FailureAttempt {
  /** The attempt was a failure: it stays counted. */
  failed(): Promise<void>;
  /** The attempt succeeded: the account's failures are forgotten and the address's count is taken back. */
  succeeded(): Promise<void>;
}

export class AttemptThrottle {
  constructor(
    private readonly store: AttemptStore,
    private readonly limit: AttemptLimit,
    private readonly now: () => number = Date.now,
  ) {}

  private accountKey(scope: FailureScope, email: string): string {
    return `${scope}:account:${normaliseEmail(email)}`;
  }

  /**
   * Counts the attempt as a failure before the password is checked (so parallel guesses cannot share one
   * slot), or answers 429 with Retry-After while the address or the account must wait.
   */
  async begin(
    request: FastifyRequest,
    reply: Reply,
    scope: FailureScope,
    email: string,
  ): Promise<FailureAttempt> {
    const now = this.now();
    const ipKey = `failures:ip:${request.ip}`;
    const accountKey = this.accountKey(scope, email);
    const byIp = await this.store.claimWindow(ipKey, now, {
      max: this.limit.ipFailures,
      windowMs: this.limit.ipWindowMs,
    });
    if (!byIp.allowed) throw tooMany(reply, byIp.retryAfterMs);
    const byAccount = await this.store.claimDelayed(accountKey, now, {
      free: this.limit.freeFailures,
      maxDelayMs: this.limit.maxDelayMs,
      memoryMs: this.limit.failureMemoryMs,
    });
    if (!byAccount.allowed) {
      await this.store.release(ipKey);
      throw tooMany(reply, byAccount.retryAfterMs);
    }
    return {
      failed: async () => undefined,
      succeeded: async () => {
        await this.store.release(ipKey);
        await this.store.clear(accountKey);
      },
    };
  }

  /** Forgets an account's failures (e.g. after a password reset). */
  async forget(scope: FailureScope, email: string): Promise<void> {
    await this.store.clear(this.accountKey(scope, email));
  }

  /**
   * Requests that have no failure (a reset mail, a recovery check): a limit per client IP and one per
   * account from that IP. The latter is not shared between addresses, so a stranger elsewhere cannot use up
   * the owner's requests.
   */
  async request(request: FastifyRequest, reply: Reply, scope: string, email: string): Promise<void> {
    const now = this.now();
    const windowMs = this.limit.requestWindowMs;
    const byIp = await this.store.claimWindow(`requests:${scope}:ip:${request.ip}`, now, {
      max: this.limit.requestsPerIp,
      windowMs,
    });
    if (!byIp.allowed) throw tooMany(reply, byIp.retryAfterMs);
    const key = `requests:${scope}:account:${normaliseEmail(email)}:ip:${request.ip}`;
    const byAccount = await this.store.claimWindow(key, now, {
      max: this.limit.requestsPerAccount,
      windowMs,
    });
    if (!byAccount.allowed) throw tooMany(reply, byAccount.retryAfterMs);
  }
}
