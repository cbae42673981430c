import type { IncomingMessage } from 'node:http';

/** oidc-provider routes renamed to the paths @auth0/auth0-react (auth0-spa-js) calls. */
export const AUTH0_ROUTES = {
  authorization: '/authorize',
  token: '/oauth/token',
  end_session: '/v2/logout',
  revocation: '/oauth/revoke',
  jwks: '/.well-known/jwks.json',
  userinfo: '/userinfo',
};

/** Query parameters Auth0 names differently from the standards oidc-provider implements. */
const QUERY_RENAMES: Record<string, Array<[auth0Name: string, standardName: string]>> = {
  // The SDK sends `audience`; RFC 8707 calls it `resource`.
  [AUTH0_ROUTES.authorization]: [['audience', 'resource']],
  // Auth0's logout takes `returnTo`; OpenID RP-Initiated Logout takes post_logout_redirect_uri.
  [AUTH0_ROUTES.end_session]: [['returnTo', 'post_logout_redirect_uri']],
};

/** Rewrites `req.url` in place, before oidc-provider parses it. */
export function translateAuth0Request(req: IncomingMessage): void {
  const url = new URL(req.url ?? '/', 'http://provider.invalid');
  const renames = QUERY_RENAMES[url.pathname];
  if (!renames) return;
  let changed = false;
  for (const [auth0Name, standardName] of renames) {
    const value = url.searchParams.get(auth0Name);
    if (value === null) continue;
    url.searchParams.delete(auth0Name);
    if (!url.searchParams.has(standardName)) url.searchParams.set(standardName, value);
    changed = true;
  }
  if (changed) req.url = `${url.pathname}${url.search}`;
}
