import { randomUUID } from 'node:crypto';
import { importJWK, SignJWT } from 'jose';
import type { Config } from '../config.js';
import type { Database } from '../shared/db/database.js';
import { ensureIdentityAccount, normalizeEmail } from './accounts.js';
import { loadSigningKey } from './signing-keys.js';
import { ACCESS_TOKEN_TTL_SECONDS, FIRST_PARTY_SCOPES } from './token-settings.js';

/**
 * An access token for the API, as the provider would issue after a login: same key and kid,
 * issuer, audience, `auth0|<id>` subject and one-hour expiry. Creates the account if missing.
 */
export async function issueDevAccessToken(opts: { config: Config; db: Database; email: string }): Promise<string> {
  const { config, db, email } = opts;
  assertEmbedded(config);
  const { sub } = await ensureIdentityAccount(db, email);
  return signDevAccessToken(config, { sub, email });
}

/**
 * The same token for a subject given as is: for users written straight into the database
 * (seed:scale's customers) who have no account at the embedded provider.
 */
export async function signDevAccessToken(config: Config, account: { sub: string; email: string }): Promise<string> {
  assertEmbedded(config);
  const { sub, email } = account;
  const jwk = await loadSigningKey(config.dataDir);
  const key = await importJWK(jwk, 'RS256');
  const issuedAt = Math.floor(Date.now() / 1000);
  const scope = FIRST_PARTY_SCOPES.filter((s) => s !== 'offline_access').join(' ');
  // The account's e-mail as the provider's own tokens carry it (see accessTokenClaims).
  return new SignJWT({ client_id: config.auth.clientId, scope, email: normalizeEmail(email) })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
    .setIssuer(config.auth.issuer)
    .setSubject(sub)
    .setAudience(config.auth.audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .setJti(randomUUID())
    .sign(key);
}

function assertEmbedded(config: Config): void {
  if (config.auth.kind !== 'embedded') {
    throw new Error('Development tokens come from the embedded identity provider; Auth0 is configured');
  }
}
