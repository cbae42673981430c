// A browserless login against the embedded identity provider, exactly as @auth0/auth0-react
// does it: /authorize with `audience` and PKCE, the login form, then a code exchange
// (no audience) from the web app's origin.
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { EMBEDDED_CLIENT_ID } from '../../src/config.js';

export interface Tokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

export interface LoginOptions {
  idpUrl: string;
  webOrigin: string;
  audience: string;
  email: string;
  password: string;
  signUp?: boolean;
}

/** Just enough of a browser's cookie store: name, value and path; expired cookies are dropped. */
export class CookieJar {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>();

  store(response: Response): void {
    this.storeLines(response.headers.getSetCookie());
  }

  storeLines(lines: string[]): void {
    for (const line of lines) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const attr = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.split('=')[1];
      const path = attr('path') ?? '/';
      const expires = attr('expires');
      const gone = value === '' || (expires !== undefined && new Date(expires).getTime() <= Date.now());
      if (gone) this.cookies.delete(`${name};${path}`);
      else this.cookies.set(`${name};${path}`, { name, value, path });
    }
  }

  header(url: string): string {
    const { pathname } = new URL(url);
    return [...this.cookies.values()]
      .filter((cookie) => pathname === cookie.path || pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }
}

export interface AuthorizationRequest {
  url: string;
  verifier: string;
  state: string;
  redirectUri: string;
}

/** The /authorize URL the SDK builds (PKCE S256, audience, response_mode query). */
export function authorizationRequest(opts: { idpUrl: string; webOrigin: string; audience: string; prompt?: string }): AuthorizationRequest {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const redirectUri = `${opts.webOrigin}/auth-callback`;
  const url = new URL(`${opts.idpUrl}/authorize`);
  const params = {
    client_id: EMBEDDED_CLIENT_ID,
    redirect_uri: redirectUri,
    audience: opts.audience,
    scope: 'openid profile email offline_access',
    response_type: 'code',
    response_mode: 'query',
    state,
    nonce: randomBytes(16).toString('base64url'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    auth0Client: Buffer.from(JSON.stringify({ name: 'auth0-react', version: '2.27.0' })).toString('base64'),
    ...(opts.prompt ? { prompt: opts.prompt } : {}),
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return { url: url.href, verifier, state, redirectUri };
}

/** Follows redirects inside the provider; stops at a page, or at a redirect to another origin. */
export async function follow(jar: CookieJar, start: string, init: RequestInit = {}): Promise<{ response: Response; url: string; location?: URL }> {
  let url = start;
  let request = init;
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, { ...request, redirect: 'manual', headers: { ...request.headers, cookie: jar.header(url) } });
    jar.store(response);
    const location = response.headers.get('location');
    if (!location || response.status < 300 || response.status >= 400) return { response, url };
    const next = new URL(location, url);
    if (next.origin !== new URL(start).origin) return { response, url, location: next };
    url = next.href;
    request = {};
  }
  throw new Error(`Too many redirects from ${start}`);
}

export interface LoginPage {
  jar: CookieJar;
  request: AuthorizationRequest;
  url: string;
  html: string;
}

/** Starts a login and returns the provider's login (or sign-up) page. */
export async function openLoginPage(opts: Omit<LoginOptions, 'email' | 'password'>, jar = new CookieJar()): Promise<LoginPage> {
  const request = authorizationRequest(opts);
  const start = await follow(jar, request.url);
  if (start.response.status !== 200) throw new Error(`/authorize answered ${start.response.status}: ${await start.response.text()}`);
  if (!opts.signUp) return { jar, request, url: start.url, html: await start.response.text() };
  const signup = await follow(jar, `${start.url}/signup`);
  return { jar, request, url: signup.url, html: await signup.response.text() };
}

/** Posts the page's form with its hidden inputs plus these fields, as the browser would. */
export async function submitForm(page: Pick<LoginPage, 'jar' | 'url' | 'html'>, fields: Record<string, string>) {
  const action = /<form[^>]*action="([^"]+)"/.exec(page.html)?.[1];
  if (!action) throw new Error(`No form on ${page.url}`);
  const hidden = [...page.html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]);
  const body = new URLSearchParams({ ...Object.fromEntries(hidden), ...fields }).toString();
  return follow(page.jar, new URL(action, page.url).href, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/**
 * submitForm, but sent from another loopback address (127.0.0.2, ...): the provider sees
 * another client address. Answers the status, the Retry-After header, the page and where
 * a redirect goes.
 */
export function submitFormFrom(localAddress: string, page: Pick<LoginPage, 'jar' | 'url' | 'html'>, fields: Record<string, string>) {
  const action = /<form[^>]*action="([^"]+)"/.exec(page.html)?.[1];
  if (!action) throw new Error(`No form on ${page.url}`);
  const url = new URL(action, page.url);
  const body = new URLSearchParams(fields).toString();
  return new Promise<{ status: number; retryAfter?: string; html: string; location?: URL }>((resolve, reject) => {
    const headers = { host: url.host, cookie: page.jar.header(url.href), 'content-type': 'application/x-www-form-urlencoded' };
    const request = http.request({ host: '127.0.0.1', port: url.port, path: url.pathname, method: 'POST', localAddress, headers }, (response) => {
      let html = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (html += chunk));
      response.on('end', () => {
        page.jar.storeLines(response.headers['set-cookie'] ?? []);
        const location = response.headers.location ? new URL(response.headers.location, url) : undefined;
        resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'], html, location });
      });
    });
    request.on('error', reject).end(body);
  });
}

/** The text of the page's role="alert" element, if any. */
export function alertText(html: string): string | undefined {
  return /<[^>]+role="alert"[^>]*>([^<]*)</.exec(html)?.[1];
}

/** Calls the token endpoint from the web app's origin, as the SDK does (form body, Auth0-Client header). */
export async function tokenRequest(idpUrl: string, webOrigin: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`${idpUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: webOrigin, 'auth0-client': 'eyJuYW1lIjoiYXV0aDAtcmVhY3QifQ==' },
    body: new URLSearchParams({ client_id: EMBEDDED_CLIENT_ID, ...fields }).toString(),
  });
}

/** Turns the redirect back to the web app into tokens (the code exchange carries no audience). */
export async function exchangeCode(opts: { idpUrl: string; webOrigin: string }, request: AuthorizationRequest, location: URL): Promise<Tokens> {
  if (location.searchParams.get('state') !== request.state) throw new Error(`State mismatch in ${location.href}`);
  const code = location.searchParams.get('code');
  if (!code) throw new Error(`No code in ${location.href}`);
  const response = await tokenRequest(opts.idpUrl, opts.webOrigin, {
    grant_type: 'authorization_code',
    code,
    code_verifier: request.verifier,
    redirect_uri: request.redirectUri,
  });
  const body = (await response.json()) as Record<string, string>;
  if (response.status !== 200) throw new Error(`Code exchange failed: ${JSON.stringify(body)}`);
  return { accessToken: body.access_token ?? '', idToken: body.id_token ?? '', refreshToken: body.refresh_token ?? '' };
}

/** The whole login (or sign-up) in one call; throws with the page's message when it fails. */
export async function loginWithPassword(opts: LoginOptions, jar = new CookieJar()): Promise<Tokens> {
  const page = await openLoginPage(opts, jar);
  const result = await submitForm(page, { email: opts.email, password: opts.password });
  if (!result.location) {
    const html = await result.response.text();
    throw new Error(`Login failed (${result.response.status}): ${alertText(html) ?? html.slice(0, 200)}`);
  }
  return exchangeCode(opts, page.request, result.location);
}
