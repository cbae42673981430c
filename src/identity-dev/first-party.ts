import type { Grant, KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../shared/db/database.js';
import { findAccountBySubject } from './accounts.js';
import { FIRST_PARTY_SCOPES } from './token-settings.js';

/** The claims each scope releases, as Auth0 does for database users. */
export const CLAIMS = {
  openid: ['sub'],
  email: ['email', 'email_verified'],
  profile: ['name', 'nickname'],
};

/** oidc-provider's findAccount: the account behind a subject, with its claims. */
export async function findAccount(db: Database, sub: string) {
  const account = await findAccountBySubject(db, sub);
  if (!account) return undefined;
  return {
    accountId: account.sub,
    async claims() {
      return {
        sub: account.sub,
        email: account.email,
        // Sign-up has no e-mail round trip in development; Auth0's claim is kept for the SDK's sake.
        email_verified: true,
        name: account.email,
        nickname: account.email.split('@')[0],
      };
    },
  };
}

/**
 * extraTokenClaims: the account's e-mail in the API's access tokens, where the API reads
 * the address it stores (with Auth0 an Action can add it, or the API asks /userinfo).
 */
export function accessTokenClaims(db: Database) {
  return async (_ctx: unknown, token: { kind?: string; accountId?: string }) => {
    if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
    const account = await findAccountBySubject(db, token.accountId);
    return account ? { email: account.email } : undefined;
  };
}

/**
 * loadExistingGrant for our own web app: the session's grant (or a new one) always covers the
 * requested OpenID scopes and the API's requested scopes, so no consent prompt ever shows,
 * including during silent authentication (prompt=none).
 */
export async function loadFirstPartyGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
  const { oidc } = ctx;
  if (!oidc.client || !oidc.account) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client.clientId);
  const found = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  // A grant left in the session by another account is not reused.
  const existing = found?.accountId === oidc.account.accountId ? found : undefined;
  const grant = existing ?? new oidc.provider.Grant({ accountId: oidc.account.accountId, clientId: oidc.client.clientId });
  grant.addOIDCScope(FIRST_PARTY_SCOPES.join(' '));
  for (const [resource, server] of Object.entries(oidc.resourceServers)) {
    const scopes = [...oidc.requestParamScopes].filter((scope) => server.scopes.has(scope));
    if (scopes.length > 0) grant.addResourceScope(resource, scopes.join(' '));
  }
  await grant.save();
  return grant;
}
