import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import type { AttemptStore } from './attempt-store';
import { normaliseEmail } from './users';

/**
 * Sign-in throttling after OWASP ASVS (v4 2.2.1, v5 6.3) and OWASP's "blocking brute force attacks": failures
 * only are counted, per account *and* address, with growing delays instead of a lock. The wait falls on the
 * address that failed, so a stranger failing from elsewhere never holds the owner back. Guessing from many
 * addresses is met differently: once an account has failed from more than a few addresses, an address that
 * never signed in to it gets no verdict on its password any more, only "a code was mailed" (and a code only
 * when the password was right); a known address (one that signed in to the account before) is not concerned.
 * The per-address limit, all accounts together, is high enough for a mobile carrier's shared address.
 */
export interface AttemptLimit {
  /** Failures per account from one address answered at once; after them each attempt waits longer. */
  freeFailures: number;
  /** Longest wait between two attempts on one account from one address (2 s, 4 s, 8 s… up to this). */
  maxDelayMs: number;
  /** Failures are forgotten this long after the last one (a success forgets the address's at once). */
  failureMemoryMs: number;
  /**
   * Addresses an account may fail from before an unknown address must also bring a mailed code (guessing
   * spread over many addresses). A success takes its address back off the count.
   */
  addressesBeforeCode: number;
  /** An address that signed in to an account stays known to it this long after its last sign-in. */
  knownAddressMs: number;
  /** A mailed sign-in code works this long, once, and is dropped after `codeMisses` wrong tries. */
  codeTtlMs: number;
  codeMisses: number;
  /** Code mails per account and window (a new one replaces the code before). */
  codeMails: number;
  codeMailWindowMs: number;
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
  addressesBeforeCode: 3,
  knownAddressMs: 90 * 24 * 60 * 60 * 1000,
  codeTtlMs: 15 * 60 * 1000,
  codeMisses: 5,
  codeMails: 3,
  codeMailWindowMs: 15 * 60 * 1000,
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
  /**
   * The account is being guessed at from many addresses and this one never signed in to it: the password
   * alone must not get a verdict; the route asks for a mailed code instead (see sign-in-codes.ts).
   */
  readonly codeRequired: boolean;
  /** The attempt was a failure: it stays counted. */
  failed(): Promise<void>;
  /**
   * The attempt succeeded: this address's failures on the account are forgotten, its count taken back, and
   * it becomes a known address of the account.
   */
  succeeded(): Promise<void>;
}

export class AttemptThrottle {
  constructor(
    private readonly store: AttemptStore,
    private readonly limit: AttemptLimit,
    private readonly now: () => number = Date.now,
  ) {}

  /** How long a mailed sign-in code works. */
  get codeTtlMs(): number {
    return this.limit.codeTtlMs;
  }

  private accountKey(scope: FailureScope, email: string, part: string): string {
    return `${scope}:account:${normaliseEmail(email)}:${part}`;
  }

  /**
   * Counts the attempt as a failure of this address on the account before the password is checked (so
   * parallel guesses cannot share one slot), or answers 429 with Retry-After while this address must wait.
   * An address's first counted attempt on the account also counts it among the account's failing addresses,
   * in the same step, so a burst from many addresses cannot all pass before the count says "many".
   */
  async begin(
    request: FastifyRequest,
    reply: Reply,
    scope: FailureScope,
    email: string,
  ): Promise<FailureAttempt> {
    const now = this.now();
    const ipKey = `failures:ip:${request.ip}`;
    const addressKey = this.accountKey(scope, email, `ip:${request.ip}`);
    const addressesKey = this.accountKey(scope, email, 'addresses');
    const knownKey = this.accountKey(scope, email, `known:${request.ip}`);
    const byIp = await this.store.claimWindow(ipKey, now, {
      max: this.limit.ipFailures,
      windowMs: this.limit.ipWindowMs,
    });
    if (!byIp.allowed) throw tooMany(reply, byIp.retryAfterMs);
    const byAddress = await this.store.claimDelayed(addressKey, now, {
      free: this.limit.freeFailures,
      maxDelayMs: this.limit.maxDelayMs,
      memoryMs: this.limit.failureMemoryMs,
    });
    if (!byAddress.allowed) {
      await this.store.release(ipKey);
      throw tooMany(reply, byAddress.retryAfterMs);
    }
    const firstFromAddress = byAddress.count === 1;
    const addresses = firstFromAddress
      ? await this.store.bump(addressesKey, now, this.limit.failureMemoryMs)
      : await this.store.peek(addressesKey, now);
    const known = (await this.store.peek(knownKey, now)) > 0;
    return {
      codeRequired: !known && addresses > this.limit.addressesBeforeCode,
      failed: async () => undefined,
      succeeded: async () => {
        await this.store.release(ipKey);
        await this.store.clear(addressKey);
        if (firstFromAddress) await this.store.release(addressesKey);
        await this.store.bump(knownKey, this.now(), this.limit.knownAddressMs);
      },
    };
  }

  /**
   * After a password reset: the account's count of failing addresses starts afresh (whoever guessed has
   * nothing left to guess), and the address the reset came from, which proved it reads the mailbox, is known.
   */
  async forget(request: FastifyRequest, scope: FailureScope, email: string): Promise<void> {
    await this.store.clear(this.accountKey(scope, email, 'addresses'));
    await this.store.clear(this.accountKey(scope, email, `ip:${request.ip}`));
    await this.store.bump(
      this.accountKey(scope, email, `known:${request.ip}`),
      this.now(),
      this.limit.knownAddressMs,
    );
  }

  /**
   * Keeps a sign-in code (its digest) for the account, unless the account already had its code mails for
   * this window: answers whether a new code was kept, i.e. whether to mail it.
   */
  async keepCode(email: string, digest: string): Promise<boolean> {
    const now = this.now();
    const mails = await this.store.claimWindow(this.accountKey('password', email, 'code-mails'), now, {
      max: this.limit.codeMails,
      windowMs: this.limit.codeMailWindowMs,
    });
    if (!mails.allowed) return false;
    await this.store.putSecret(this.accountKey('password', email, 'code'), digest, now, this.limit.codeTtlMs);
    return true;
  }

  /** Checks a sign-in code: the right one works once; a wrong one counts towards the code's end. */
  async useCode(email: string, digest: string): Promise<boolean> {
    const check = await this.store.useSecret(
      this.accountKey('password', email, 'code'),
      digest,
      this.now(),
      this.limit.codeMisses,
    );
    return check === 'match';
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
