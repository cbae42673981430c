import { LRUCache } from 'lru-cache';
import type { VerifiedToken } from './access-token.js';

export interface TokenCacheOptions {
  /** Most tokens kept; the least recently used goes first. */
  maxEntries: number;
  /** The leeway verification allows past `exp`, in seconds: a cached answer lasts exactly as long. */
  clockToleranceSec: number;
  now?: () => number;
}

/**
 * Verifies each token once and answers from memory until it expires (as verification would
 * have: `exp` plus the same leeway). Keyed by the whole token, so only the very same signed
 * bytes hit. Failures are never kept: the next call verifies again, as a key set may rotate
 * or a provider come back. Concurrent calls for one token share one verification.
 */
export function cacheVerifications(verify: (token: string) => Promise<VerifiedToken>, options: TokenCacheOptions) {
  const now = options.now ?? Date.now;
  // Expiry is checked here rather than with lru-cache's `ttl`: it is known only once verified, and read from `now`.
  const entries = new LRUCache<string, { until: number; result: Promise<VerifiedToken> }>({ max: options.maxEntries });
  return async (token: string): Promise<VerifiedToken> => {
    const hit = entries.get(token);
    if (hit && hit.until > now()) return hit.result;
    const result = verify(token);
    // Until verified, the entry only shares the pending call; it lives no longer than the call.
    const pending = { until: Number.POSITIVE_INFINITY, result };
    entries.set(token, pending); // replaces an expired entry too
    try {
      const verified = await result;
      pending.until = (verified.exp + options.clockToleranceSec) * 1000;
      return verified;
    } catch (error) {
      if (entries.get(token) === pending) entries.delete(token);
      throw error;
    }
  };
}
