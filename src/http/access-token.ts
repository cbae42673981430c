import { jwtVerify, errors } from 'jose';
import type { AuthConfig } from '../config.js';
import { token } from '../shared/di.js';
import { UnauthorizedError } from '../shared/errors.js';
import { remoteSigningKeys, type SigningKeys } from './signing-keys.js';
import { cacheVerifications } from './verified-token-cache.js';

export interface VerifiedToken {
  /** The user's identity: the token's `sub`. */
  sub: string;
  /** The token's `email` claim, when the provider puts one in (the embedded one does; Auth0 by an Action). */
  email?: string;
  /** The token's `exp`, seconds since the epoch: a live stream ends then (docs/architecture/live.md). */
  exp: number;
  /** The roles claim's text entries (`auth.rolesClaim`), when the token has one: Auth0's operators. */
  roles?: string[];
}

export type AccessTokenVerifier = (token: string) => Promise<VerifiedToken>;
/** Bound once by the composition root; lean handlers of modules verify with it too. */
export const ACCESS_TOKEN_VERIFIER = token<AccessTokenVerifier>('http.AccessTokenVerifier');

const CLOCK_TOLERANCE_SEC = 60;
/** Enough for every client polling at once; a token is under 2 KB. */
const CACHED_TOKENS = 10_000;

/**
 * Verifies RS256 access tokens from the configured provider (the embedded one or Auth0:
 * the same code path): signature from its JWKS (signing-keys.ts), issuer, audience, expiry
 * with 60 s leeway.
 * Each token is verified once and then answered from memory until it expires: a client
 * polling every few seconds costs one signature check per token, not one per request.
 */
export function createAccessTokenVerifier(auth: AuthConfig, keys: SigningKeys = remoteSigningKeys(auth)): AccessTokenVerifier {
  const verify = async (token: string) => {
    try {
      const { payload } = await jwtVerify(token, keys.resolve, {
        issuer: auth.issuer,
        audience: auth.audience,
        algorithms: ['RS256'],
        clockTolerance: CLOCK_TOLERANCE_SEC,
        requiredClaims: ['sub', 'exp'],
      });
      const { sub, email } = payload;
      const roles = rolesIn(payload[auth.rolesClaim]);
      const claims: VerifiedToken = { sub: sub as string, exp: payload.exp as number, ...(roles ? { roles } : {}) };
      return typeof email === 'string' ? { ...claims, email } : claims;
    } catch (error) {
      throw new UnauthorizedError(describe(error));
    }
  };
  return cacheVerifications(verify, { maxEntries: CACHED_TOKENS, clockToleranceSec: CLOCK_TOLERANCE_SEC });
}

function rolesIn(claim: unknown): string[] | undefined {
  return Array.isArray(claim) ? claim.filter((role): role is string => typeof role === 'string') : undefined;
}

function describe(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'Access token expired';
  if (error instanceof errors.JWTClaimValidationFailed) return `Access token ${error.claim} claim is invalid`;
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'Access token signature is invalid';
  if (error instanceof errors.JOSEAlgNotAllowed) return 'Access token algorithm is not allowed';
  if (error instanceof errors.JWKSNoMatchingKey) return 'Access token was not signed by a known key';
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JOSENotSupported) return 'Access token cannot be verified';
  return 'Access token is malformed or invalid';
}
