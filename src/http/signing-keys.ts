import { createRemoteJWKSet, jwksCache, type JWKSCacheInput } from 'jose';
import type { AuthConfig } from '../config.js';
import { token } from '../shared/di.js';

/**
 * The identity provider's published signing keys, fetched and kept by jose. One set per
 * process, shared by the token verifier and the identity health check: the check can then say
 * whether this process still verifies tokens while the provider cannot be reached.
 */
export interface SigningKeys {
  /** jose's key resolver, for jwtVerify. */
  resolve: ReturnType<typeof createRemoteJWKSet>;
  /** When the keys in hand were fetched (epoch ms); undefined until a first fetch succeeded. */
  fetchedAt(): number | undefined;
  /** How many keys are in hand. */
  count(): number;
  /**
   * True while the keys in hand verify tokens without a new fetch. Past jose's maximum age
   * (10 min by default) every verification fetches first, and fails while the provider is away.
   */
  usable(): boolean;
}

export const SIGNING_KEYS = token<SigningKeys>('http.SigningKeys');

export function jwksUrl(auth: AuthConfig): string {
  return `${auth.domain}/.well-known/jwks.json`;
}

export function remoteSigningKeys(auth: AuthConfig): SigningKeys {
  // jose fills it on each successful fetch: the keys and when they came (`uat`).
  const cache: JWKSCacheInput = {};
  const resolve = createRemoteJWKSet(new URL(jwksUrl(auth)), { cooldownDuration: 30_000, timeoutDuration: 5_000, [jwksCache]: cache });
  return {
    resolve,
    fetchedAt: () => ('uat' in cache ? cache.uat : undefined),
    count: () => resolve.jwks()?.keys.length ?? 0,
    usable: () => resolve.fresh,
  };
}
