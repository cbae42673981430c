import type { Request, RequestHandler } from 'express';
import type { RateLimit } from '../config.js';
import { AppError } from '../shared/errors.js';
import type { Authenticate } from './rate-limits.js';
import { isRateLimited, retryAfterSeconds, type RateLimiterStore } from './rate-limiter-store.js';

/** The calls that try a voucher code (docs/product/decisions.md "Vouchers"), as Express matches them. */
const TRIES_A_CODE = /^\/api\/order\/checkout\/(quote|create-checkout-session)\/?$/i;

const carriesCode = (req: Request): boolean =>
  req.method === 'POST' && TRIES_A_CODE.test(req.path) && typeof (req.body as { voucherCode?: unknown } | undefined)?.voucherCode === 'string';

/**
 * Guessing codes is limited: every quote or checkout carrying a `voucherCode` counts, per signed-in
 * user or, without a sign-in (the quote), per address. After the validator, so the body is read
 * and a bad one was refused uncounted; over the limit: 429 with Retry-After.
 */
export function voucherGuesses(store: RateLimiterStore, limit: RateLimit, authenticate: Authenticate): RequestHandler {
  const limiter = store.limiter('voucher-codes', limit);
  return (req, res, next) => {
    if (!carriesCode(req)) return next();
    void (async () => {
      const caller = await authenticate(req).catch(() => undefined);
      try {
        await limiter.consume(caller ? `user:${caller.sub}` : `ip:${req.ip ?? 'unknown'}`);
        next();
      } catch (rejection) {
        if (!isRateLimited(rejection)) return next(rejection);
        const seconds = retryAfterSeconds(rejection);
        res.set('Retry-After', String(seconds));
        next(new AppError(429, 'TOO_MANY_REQUESTS', `Too many voucher code tries: try again in ${seconds} seconds`));
      }
    })();
  };
}
