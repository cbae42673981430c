import { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { EMBEDDED_CLIENT_ID, type Config } from '../config.js';
import type { Database } from '../shared/db/database.js';
import { AUTH0_ROUTES } from './auth0-paths.js';
import { accessTokenClaims, CLAIMS, findAccount, loadFirstPartyGrant } from './first-party.js';
import { knexAdapterFactory } from './knex-adapter.js';
import { providerPages } from './provider-pages.js';
import type { SigningKey } from './signing-keys.js';
import { ACCESS_TOKEN_TTL_SECONDS, FIRST_PARTY_SCOPES } from './token-settings.js';
import { webClientMetadata, webOrigins } from './web-client.js';

export interface ProviderSetup {
  config: Config;
  db: Database;
  signingKey: SigningKey;
  cookieKeys: string[];
}

const DAY = 24 * 60 * 60;

export function providerConfiguration({ config, db, signingKey, cookieKeys }: ProviderSetup): Configuration {
  const origins = webOrigins(config);
  const pages = providerPages(config);
  return {
    adapter: knexAdapterFactory(db),
    clients: [webClientMetadata(config)],
    jwks: { keys: [signingKey] },
    cookies: { keys: cookieKeys },
    routes: AUTH0_ROUTES,
    claims: CLAIMS,
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    // Puts email and profile claims in the id_token, where the SDK reads the user from.
    conformIdTokenClaims: false,
    // Auth0's `screen_hint=signup` opens the sign-up form.
    extraParams: ['screen_hint'],
    pkce: { required: () => true },
    clientBasedCORS: (_ctx: unknown, origin: string, client: { clientId: string }) =>
      client.clientId === EMBEDDED_CLIENT_ID && origins.includes(origin),
    findAccount: (_ctx: unknown, sub: string) => findAccount(db, sub),
    extraTokenClaims: accessTokenClaims(db),
    loadExistingGrant: loadFirstPartyGrant,
    // The SDK never sends prompt=consent, so offline_access is dropped; refresh tokens still go out.
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    renderError: pages.renderError,
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      webMessageResponseMode: { enabled: true, ack: 'individual-draft-01' },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: pages.logoutSource,
        postLogoutSuccessSource: pages.postLogoutSuccessSource,
      },
      resourceIndicators: apiResource(config.auth.audience),
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      IdToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      Interaction: 60 * 60,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      RefreshToken: refreshTokenTtl,
    },
  };
}

/**
 * The API as the only resource server. It is also the default resource and the code exchange
 * reuses it, so access tokens are RS256 JWTs for the API audience although the SDK sends
 * `audience` only on /authorize.
 */
function apiResource(audience: string) {
  return {
    enabled: true,
    defaultResource: async (_ctx: unknown, _client: unknown, oneOf?: string[]) =>
      oneOf ? (oneOf.includes(audience) ? audience : oneOf[0]) : audience,
    useGrantedResource: async () => true,
    getResourceServerInfo: async (_ctx: unknown, resource: string) => {
      if (resource !== audience) throw new errors.InvalidTarget(`unknown audience ${resource}`);
      return {
        scope: FIRST_PARTY_SCOPES.join(' '),
        audience,
        accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
        accessTokenFormat: 'jwt',
        jwt: { sign: { alg: 'RS256' } },
      };
    },
  };
}

/** Rotated refresh tokens keep the first one's expiry (oidc-provider's default), else 14 days. */
function refreshTokenTtl(ctx: KoaContextWithOIDC | undefined): number {
  return ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? 14 * DAY;
}
