/** Token settings shared by the provider and dev-token, so both mint the same shape. */
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;

/**
 * What a first-party login grants without a consent screen (as Auth0 does for its own apps).
 * The API's access tokens carry the same scopes: Auth0 echoes the granted OpenID scopes in
 * the `scope` claim of API tokens, and so do we.
 */
export const FIRST_PARTY_SCOPES = ['openid', 'profile', 'email', 'offline_access'];
