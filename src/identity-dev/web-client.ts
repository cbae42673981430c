import { EMBEDDED_CLIENT_ID, type Config } from '../config.js';

/** The Vite dev server's origin: allowed outside production so `vite` can log in too. */
const VITE_DEV_ORIGIN = 'http://localhost:5173';

/** Base URLs of the web app (the served app, plus the Vite dev server outside production). */
export function webAppUrls(config: Config): string[] {
  const urls = [config.publicUrl.replace(/\/$/, '')];
  if (config.env !== 'production') urls.push(VITE_DEV_ORIGIN);
  return [...new Set(urls)];
}

/** Origins allowed to call the token, revocation and userinfo endpoints from the browser. */
export function webOrigins(config: Config): string[] {
  return [...new Set(webAppUrls(config).map((url) => new URL(url).origin))];
}

/**
 * The single-page app as a public client: no secret, PKCE (S256) required, code flow with
 * refresh tokens. URIs are listed with and without the trailing slash because the SDK sends
 * `window.location.origin` as is and redirect URIs must match exactly.
 */
export function webClientMetadata(config: Config) {
  const bases = webAppUrls(config);
  const roots = bases.flatMap((base) => [base, `${base}/`]);
  return {
    client_id: EMBEDDED_CLIENT_ID,
    client_name: 'TuckIn.com',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: [...roots, ...bases.map((base) => `${base}/auth-callback`)],
    post_logout_redirect_uris: roots,
    id_token_signed_response_alg: 'RS256',
  };
}
