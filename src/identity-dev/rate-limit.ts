/** Failed-login throttling, in memory: one provider process serves the development logins. */
export interface RateLimitOptions {
  windowMs: number;
  maxPerEmail: number;
  maxPerIp: number;
  now: () => number;
}

const DEFAULTS: RateLimitOptions = {
  windowMs: 15 * 60 * 1000,
  maxPerEmail: 10,
  maxPerIp: 20,
  now: () => Date.now(),
};

// Bounds memory when many distinct keys fail: a full sweep runs past this many keys.
const SWEEP_ABOVE_KEYS = 10_000;

/** Sliding window of failure times per e-mail and per client IP. */
export class LoginRateLimiter {
  private readonly options: RateLimitOptions;
  private readonly failures = new Map<string, number[]>();

  constructor(options: Partial<RateLimitOptions> = {}) {
    this.options = { ...DEFAULTS, ...options };
  }

  /** True once an e-mail or an IP has used up its failed attempts within the window. */
  isLimited(email: string | undefined, ip: string): boolean {
    const byIp = this.recent(`ip:${ip}`).length >= this.options.maxPerIp;
    const byEmail = email !== undefined && this.recent(`email:${email}`).length >= this.options.maxPerEmail;
    return byIp || byEmail;
  }

  recordFailure(email: string | undefined, ip: string): void {
    const now = this.options.now();
    const keys = email !== undefined ? [`email:${email}`, `ip:${ip}`] : [`ip:${ip}`];
    for (const key of keys) this.failures.set(key, [...this.recent(key), now]);
    if (this.failures.size > SWEEP_ABOVE_KEYS) this.sweep();
  }

  /** A successful login clears the e-mail's counter (the IP's stays: it may be guessing many). */
  recordSuccess(email: string): void {
    this.failures.delete(`email:${email}`);
  }

  private recent(key: string): number[] {
    const cutoff = this.options.now() - this.options.windowMs;
    const times = (this.failures.get(key) ?? []).filter((time) => time > cutoff);
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times;
  }

  private sweep(): void {
    for (const key of [...this.failures.keys()]) this.recent(key);
  }
}
