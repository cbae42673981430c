import { createRemoteJWKSet, jwtVerify, errors } from 'jose';
import type { AuthConfig } from '../config.js';
import { UnauthorizedError } from '../shared/errors.js';

export interface VerifiedToken {
  /** The user's identity: the token's `sub`. */
  sub: string;
  /** The token's `email` claim, when the provider puts one in (the embedded one does; Auth0 by an Action). */
  email?: string;
}

export type AccessTokenVerifier = (token: string) => Promise<VerifiedToken>;

/**
 * Verifies RS256 access tokens from the configured provider (the embedded one or Auth0:
 * the same code path): signature from its JWKS, issuer, audience, expiry with 60 s leeway.
 */
export function createAccessTokenVerifier(auth: AuthConfig): AccessTokenVerifier {
  const jwks = createRemoteJWKSet(new URL(`${auth.domain}/.well-known/jwks.json`), {
    cooldownDuration: 30_000,
    timeoutDuration: 5_000,
  });
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, jwks, {
        issuer: auth.issuer,
        audience: auth.audience,
        algorithms: ['RS256'],
        clockTolerance: 60,
        requiredClaims: ['sub', 'exp'],
      });
      const { sub, email } = payload;
      return typeof email === 'string' ? { sub: sub as string, email } : { sub: sub as string };
    } catch (error) {
      throw new UnauthorizedError(describe(error));
    }
  };
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
