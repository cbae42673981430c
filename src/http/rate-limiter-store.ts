import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimit } from '../config.js';
import { token } from '../shared/di.js';
import type { Logger } from '../shared/logger.js';

/** Where counters live: this process, or one Redis that every API process shares. */
export interface RateLimiterStore {
  /**
   * A limiter of `limit.points` per key within `windowSeconds` (default `limit.seconds`); a key
   * over it is blocked for `limit.seconds`.
   */
  limiter(name: string, limit: RateLimit, windowSeconds?: number): RateLimiterAbstract;
  /** Resolves once the shared store answers (until then each process counts on its own). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** The API process's one store, bound by the composition root. */
export const RATE_LIMITER_STORE = token<RateLimiterStore>('http.RateLimiterStore');

export function createRateLimiterStore(opts: { redisUrl?: string; keyPrefix: string; logger: Logger }): RateLimiterStore {
  return opts.redisUrl ? redisStore(opts.redisUrl, opts.keyPrefix, opts.logger) : memoryStore(opts.keyPrefix);
}

function options(keyPrefix: string, name: string, limit: RateLimit, windowSeconds = limit.seconds) {
  return { keyPrefix: `${keyPrefix}:${name}`, points: limit.points, duration: windowSeconds, blockDuration: limit.seconds };
}

function memoryStore(keyPrefix: string): RateLimiterStore {
  return {
    limiter: (name, limit, windowSeconds) => new RateLimiterMemory(options(keyPrefix, name, limit, windowSeconds)),
    ready: async () => undefined,
    close: async () => undefined,
  };
}

function redisStore(redisUrl: string, keyPrefix: string, logger: Logger): RateLimiterStore {
  // rate-limiter-flexible's advice for ioredis: fail fast instead of queueing while Redis is away,
  // so the in-memory insurance limiter answers at once.
  const client = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  // Once per outage, not on every reconnect attempt.
  let down = false;
  client.on('error', (error: Error) => {
    if (!down) logger.warn({ err: error }, 'rate limit store (Redis) unavailable; limiting per process until it is back');
    down = true;
  });
  client.on('ready', () => {
    if (down) logger.info('rate limit store (Redis) is back');
    down = false;
  });
  return {
    limiter: (name, limit, windowSeconds) =>
      new RateLimiterRedis({
        ...options(keyPrefix, name, limit, windowSeconds),
        storeClient: client,
        rejectIfRedisNotReady: true,
        // Redis down: each process keeps limiting on its own rather than letting everything through.
        insuranceLimiter: new RateLimiterMemory(options(keyPrefix, name, limit, windowSeconds)),
      }),
    ready: () => (client.status === 'ready' ? Promise.resolve() : new Promise((resolve) => client.once('ready', () => resolve()))),
    close: async () => {
      if (client.status === 'ready') await client.quit();
      else client.disconnect();
    },
  };
}

/** The limiter's "no" (a RateLimiterRes) as opposed to a failure of its store (an Error). */
export function isRateLimited(rejection: unknown): rejection is RateLimiterRes {
  return rejection instanceof RateLimiterRes;
}

/** Whole seconds until the key may try again, for Retry-After (at least 1). */
export function retryAfterSeconds(rejection: RateLimiterRes): number {
  return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
}
