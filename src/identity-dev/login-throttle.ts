import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimitsConfig } from '../config.js';
import { isRateLimited, retryAfterSeconds, type RateLimiterStore } from '../http/rate-limiter-store.js';

const RUN_WINDOW_SECONDS = 24 * 60 * 60;

/** Seconds to wait before trying again, or undefined when the attempt may go ahead. */
export type Admission = number | undefined;

/**
 * rate-limiter-flexible's "login endpoint protection": consecutive failures per account AND
 * address (so nobody can lock the owner out from their own address), plus a budget of
 * failures per address across accounts (so one address cannot try many accounts). Each
 * attempt is counted *before* the password is hashed, so concurrent guesses cannot all slip
 * in; a success gives its count back. No per-account limit: it would let anyone lock out
 * an account they do not own.
 */
export class LoginThrottle {
  private readonly posts: RateLimiterAbstract;
  private readonly failures: RateLimiterAbstract;
  private readonly failuresByAddress: RateLimiterAbstract;

  constructor(store: RateLimiterStore, limits: RateLimitsConfig) {
    this.posts = store.limiter('idp-posts', limits.signIn);
    // A run of failures counts for a day (a success ends it); over it, the pair waits out its block.
    this.failures = store.limiter('idp-login-failures', limits.loginFailures, RUN_WINDOW_SECONDS);
    this.failuresByAddress = store.limiter('idp-login-failures-by-address', limits.loginFailuresPerAddress);
  }

  /** Every post of the log-in or sign-up form, per address, before its body is read. */
  admitPost(address: string): Promise<Admission> {
    return consumeEach([[this.posts, address]]);
  }

  /** Reserves a login attempt before the password is checked. */
  reserveLogin(email: string, address: string): Promise<Admission> {
    // The account's run first: guesses it refuses do not also spend the address's budget.
    return consumeEach([
      [this.failures, accountAtAddress(email, address)],
      [this.failuresByAddress, address],
    ]);
  }

  /** A sign-up answers whether an e-mail is taken, so it spends the address's budget too. */
  reserveSignup(address: string): Promise<Admission> {
    return consumeEach([[this.failuresByAddress, address]]);
  }

  /** The password was right: the failures before it were not a guessing run. */
  async loginSucceeded(email: string, address: string): Promise<void> {
    await Promise.all([this.failures.delete(accountAtAddress(email, address)), this.failuresByAddress.reward(address, 1)]);
  }

  async signupSucceeded(address: string): Promise<void> {
    await this.failuresByAddress.reward(address, 1);
  }
}

function accountAtAddress(email: string, address: string): string {
  // Validated e-mails hold no spaces, so the key cannot be forged from another pair.
  return `${address} ${email}`;
}

async function consumeEach(keys: Array<[RateLimiterAbstract, string]>): Promise<Admission> {
  for (const [limiter, key] of keys) {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (isRateLimited(rejection)) return retryAfterSeconds(rejection);
      throw rejection;
    }
  }
  return undefined;
}
