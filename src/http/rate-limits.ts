import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimitsConfig } from '../config.js';
import { AppError } from '../shared/errors.js';
import { isRateLimited, retryAfterSeconds, type RateLimiterStore } from './rate-limiter-store.js';
import type { FormCall } from './upload-storage.js';

interface LimitedRoute {
  method: string;
  path: RegExp;
  limiter: RateLimiterAbstract;
  /** Names what was limited in the 429's message. */
  what: string;
}

/** The verified caller of a request; rejects when its bearer token is missing or not valid. */
export type Authenticate = (req: Request) => Promise<{ sub: string }>;

/** The contract's path template as Express matches it: any segment for a parameter, any case, a trailing slash. */
const pathPattern = (template: string) =>
  new RegExp(`^${template.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('[^/]+')}/?$`, 'i');

/** The API's limited routes: opening or resuming a checkout, and every call that takes a multipart form (uploads). */
function limitedRoutes(store: RateLimiterStore, limits: RateLimitsConfig, forms: readonly FormCall[]): LimitedRoute[] {
  const checkout = store.limiter('checkout', limits.checkout);
  const uploads = store.limiter('uploads', limits.uploads);
  return [
    { method: 'POST', path: pathPattern('/api/order/checkout/create-checkout-session'), limiter: checkout, what: 'checkout' },
    { method: 'POST', path: pathPattern('/api/order/{orderId}/checkout-session'), limiter: checkout, what: 'checkout' },
    ...forms.map((form) => ({ method: form.method, path: pathPattern(form.path), limiter: uploads, what: 'upload' })),
  ];
}

/**
 * Counts each call of a limited route per user before its body is read (an upload over the
 * limit is refused unread); over the limit: 429, Retry-After and the JSON error shape. A call
 * without a valid token passes on uncounted: the contract's security answers it with 401.
 */
export function rateLimits(store: RateLimiterStore, limits: RateLimitsConfig, authenticate: Authenticate, forms: readonly FormCall[]): RequestHandler {
  const routes = limitedRoutes(store, limits, forms);
  const counted = async (route: LimitedRoute, req: Request, res: Response, next: NextFunction) => {
    const caller = await authenticate(req).catch(() => undefined);
    if (!caller) return next();
    try {
      await route.limiter.consume(caller.sub);
      next();
    } catch (rejection) {
      if (!isRateLimited(rejection)) return next(rejection);
      const seconds = retryAfterSeconds(rejection);
      res.set('Retry-After', String(seconds));
      next(new AppError(429, 'TOO_MANY_REQUESTS', `Too many ${route.what} requests: try again in ${seconds} seconds`));
    }
  };
  // Synchronous for the calls no limit counts (all but a few): no promise a request.
  return (req, res, next) => {
    for (const route of routes) if (route.method === req.method && route.path.test(req.path)) return counted(route, req, res, next);
    next();
  };
}
