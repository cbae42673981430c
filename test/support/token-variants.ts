// Access tokens that are wrong in exactly one way, made from a real token of the embedded
// provider: re-signed with the provider's own key (wrong audience, expired) or with a
// key it never had under the same kid (forged).
import { decodeJwt, generateKeyPair, importJWK, SignJWT, type JWTPayload } from 'jose';
import { loadSigningKey } from '../../src/identity-dev/signing-keys.js';
import type { TestServer } from './test-server.js';

export interface TokenVariants {
  malformed: string;
  forged: string;
  wrongAudience: string;
  expired: string;
}

async function resign(server: Pick<TestServer, 'config'>, claims: JWTPayload, foreignKey: boolean): Promise<string> {
  const jwk = await loadSigningKey(server.config.dataDir);
  const key = foreignKey ? (await generateKeyPair('RS256')).privateKey : await importJWK(jwk, 'RS256');
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' }).sign(key);
}

export async function tokenVariants(server: TestServer, realToken: string): Promise<TokenVariants> {
  const claims = decodeJwt(realToken);
  const now = Math.floor(Date.now() / 1000);
  return {
    malformed: `${realToken.split('.').slice(0, 2).join('.')}.not-a-signature`,
    forged: await resign(server, claims, true),
    wrongAudience: await resign(server, { ...claims, aud: 'https://someone-else.example/api' }, false),
    // Beyond the 60 s leeway the API allows.
    expired: await resign(server, { ...claims, iat: now - 7200, exp: now - 120 }, false),
  };
}

/** The same token, valid (signed by the provider's key) until `seconds` from now. */
export async function expiringIn(server: Pick<TestServer, 'config'>, realToken: string, seconds: number): Promise<string> {
  return resign(server, { ...decodeJwt(realToken), exp: Math.floor(Date.now() / 1000) + seconds }, false);
}

export function subjectOf(token: string): string {
  return decodeJwt(token).sub as string;
}
