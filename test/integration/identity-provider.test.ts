import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { EMBEDDED_CLIENT_ID, loadConfig, type Config } from '../../src/config.js';
import { createAccessTokenVerifier } from '../../src/http/access-token.js';
import { startIdentityProvider, type RunningIdentityProvider } from '../../src/identity-dev/index.js';
import { LoginRateLimiter } from '../../src/identity-dev/rate-limit.js';
import { createLogger } from '../../src/shared/logger.js';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/databases.js';
import {
  alertText,
  authorizationRequest,
  CookieJar,
  follow,
  loginWithPassword,
  openLoginPage,
  submitForm,
  tokenRequest,
} from '../support/login-flow.js';
import { freePort } from '../support/ports.js';

const PASSWORD = 'correct horse battery';

for (const kind of testDatabaseKinds()) {
  describe(`embedded identity provider (${kind})`, () => {
    let config: Config;
    let database: TestDatabase;
    let idp: RunningIdentityProvider;
    let dataDir: string;
    const logger = createLogger('silent');
    const flow = () => ({ idpUrl: idp.url, webOrigin: config.publicUrl, audience: config.auth.audience });
    const verify = (token: string) => createAccessTokenVerifier(config.auth)(token);
    const accountId = async (email: string) => (await database.db('idp_accounts').where({ email }).first()).id as string;

    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-idp-'));
      const [port, idpPort] = [await freePort(), await freePort()];
      config = loadConfig({ NODE_ENV: 'test', PORT: String(port), IDP_PORT: String(idpPort), DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      database = await createTestDatabase(kind);
      config.database = database.config;
      idp = await startIdentityProvider({ config, db: database.db, logger });
    });

    afterAll(async () => {
      await idp?.close();
      await database?.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('publishes discovery with the issuer and Auth0 paths', async () => {
      const discovery = await (await fetch(`${idp.url}/.well-known/openid-configuration`)).json();
      expect(idp.url).toBe(config.auth.domain);
      expect(discovery).toMatchObject({
        issuer: config.auth.issuer,
        authorization_endpoint: `${idp.url}/authorize`,
        token_endpoint: `${idp.url}/oauth/token`,
        end_session_endpoint: `${idp.url}/v2/logout`,
        revocation_endpoint: `${idp.url}/oauth/revoke`,
        jwks_uri: `${idp.url}/.well-known/jwks.json`,
        userinfo_endpoint: `${idp.url}/userinfo`,
        code_challenge_methods_supported: ['S256'],
      });
    });

    it('signs up, then logs in, with access tokens the API verifier accepts', async () => {
      const email = 'new.user@example.com';
      const signedUp = await loginWithPassword({ ...flow(), email, password: PASSWORD, signUp: true });
      const sub = `auth0|${await accountId(email)}`;
      // The API stores the e-mail its access token carries, never a request body's.
      expect(await verify(signedUp.accessToken)).toEqual({ sub, email });

      const loggedIn = await loginWithPassword({ ...flow(), email: 'New.User@Example.com', password: PASSWORD });
      expect(await verify(loggedIn.accessToken)).toEqual({ sub, email });
      expect(loggedIn.refreshToken).not.toBe('');
      const access = decodeJwt(loggedIn.accessToken);
      expect(decodeProtectedHeader(loggedIn.accessToken)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
      expect(access).toMatchObject({ iss: config.auth.issuer, aud: config.auth.audience, client_id: EMBEDDED_CLIENT_ID });
      expect(access.exp! - access.iat!).toBe(3600);
      expect(decodeJwt(loggedIn.idToken)).toMatchObject({ sub, email, email_verified: true, aud: EMBEDDED_CLIENT_ID, iss: config.auth.issuer });
    });

    it('renders accessible forms and keeps the interaction when switching to sign-up', async () => {
      const page = await openLoginPage(flow());
      for (const marker of ['<main', '<h1>Log in</h1>', 'for="email"', 'autocomplete="email"', 'autocomplete="current-password"', 'autofocus', 'TuckIn.com']) {
        expect(page.html).toContain(marker);
      }
      const uid = page.url.split('/').pop();
      const signup = await follow(page.jar, `${page.url}/signup`);
      const html = await signup.response.text();
      expect(signup.response.headers.get('content-security-policy')).toContain("style-src 'self'");
      expect(html).toContain('<h1>Sign up</h1>');
      expect(html).toContain(`action="/interaction/${uid}/signup"`);
      expect(html).toContain('autocomplete="new-password"');
      const icon = await fetch(`${idp.url}/assets/favicon.svg`);
      expect([icon.status, icon.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
      expect(html).toContain('rel="icon" href="/assets/favicon.svg"');
    });

    it("answers a wrong password or an unknown e-mail with 'Wrong email or password.'", async () => {
      await loginWithPassword({ ...flow(), email: 'known@example.com', password: PASSWORD, signUp: true });
      const page = await openLoginPage(flow());
      for (const email of ['known@example.com', 'nobody@example.com']) {
        const { response } = await submitForm(page, { email, password: 'not the password' });
        expect(response.status).toBe(401);
        expect(alertText(await response.text())).toBe('Wrong email or password.');
      }
    });

    it('validates sign-up input with Auth0 wording', async () => {
      const page = await openLoginPage({ ...flow(), signUp: true });
      const cases = [
        [{ email: 'not-an-email', password: PASSWORD }, 400, 'Please enter a valid email address.'],
        [{ email: 'short@example.com', password: 'short' }, 400, 'Password must be at least 8 characters long.'],
        [{ email: 'known@example.com', password: PASSWORD }, 409, 'The user already exists.'],
      ] as const;
      for (const [fields, status, message] of cases) {
        const { response } = await submitForm(page, fields);
        expect(response.status).toBe(status);
        expect(alertText(await response.text())).toBe(message);
      }
    });

    it('stops logins after 10 failures for one e-mail', async () => {
      const email = 'target@example.com';
      await loginWithPassword({ ...flow(), email, password: PASSWORD, signUp: true });
      const page = await openLoginPage(flow());
      for (let attempt = 0; attempt < 10; attempt++) {
        expect((await submitForm(page, { email, password: 'guess' })).response.status).toBe(401);
      }
      const { response } = await submitForm(page, { email, password: PASSWORD });
      expect(response.status).toBe(429);
      expect(alertText(await response.text())).toBe('Too many login attempts. Please try again later.');
      await expect(loginWithPassword({ ...flow(), email: 'known@example.com', password: PASSWORD })).resolves.toBeTruthy();
    });

    it('refreshes tokens from the web origin (CORS) and rejects other origins', async () => {
      const tokens = await loginWithPassword({ ...flow(), email: 'known@example.com', password: PASSWORD });
      const response = await tokenRequest(idp.url, config.publicUrl, { grant_type: 'refresh_token', refresh_token: tokens.refreshToken });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(config.publicUrl);
      const body = (await response.json()) as { access_token: string; refresh_token: string };
      expect(await verify(body.access_token)).toEqual(await verify(tokens.accessToken));
      expect(body.refresh_token).toEqual(expect.any(String));

      const foreign = await tokenRequest(idp.url, 'http://evil.example', { grant_type: 'refresh_token', refresh_token: body.refresh_token });
      expect(foreign.status).toBe(400);
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('answers the CORS preflight of the token endpoint for the web origin', async () => {
      const response = await fetch(`${idp.url}/oauth/token`, {
        method: 'OPTIONS',
        headers: { origin: config.publicUrl, 'access-control-request-method': 'POST', 'access-control-request-headers': 'auth0-client,content-type' },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(config.publicUrl);
      expect(response.headers.get('access-control-allow-headers')).toContain('auth0-client');
    });

    it('skips consent on silent authentication and logs out through /v2/logout back to the origin', async () => {
      const jar = new CookieJar();
      await loginWithPassword({ ...flow(), email: 'known@example.com', password: PASSWORD }, jar);
      const silent = await follow(jar, authorizationRequest({ ...flow(), prompt: 'none' }).url);
      expect(silent.location?.searchParams.get('code')).toEqual(expect.any(String));

      const logoutUrl = `${idp.url}/v2/logout?client_id=${EMBEDDED_CLIENT_ID}&returnTo=${encodeURIComponent(config.publicUrl)}`;
      const logout = await follow(jar, logoutUrl);
      const html = await logout.response.text();
      expect(html).toContain('/assets/auto-submit.js');
      const done = await submitForm({ jar, url: logout.url, html }, {});
      expect(done.response.status).toBe(303);
      expect(done.location?.href).toBe(new URL(config.publicUrl).href);

      const after = await follow(jar, authorizationRequest({ ...flow(), prompt: 'none' }).url);
      expect(after.location?.searchParams.get('error')).toBe('login_required');
    });

    it('keeps its signing key, sessions and refresh tokens across a restart', async () => {
      const jar = new CookieJar();
      const tokens = await loginWithPassword({ ...flow(), email: 'known@example.com', password: PASSWORD }, jar);
      const keyFile = path.join(dataDir, 'identity', 'signing-key.json');
      expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
      await idp.close();
      idp = await startIdentityProvider({ config, db: database.db, logger });

      expect(await verify(tokens.accessToken)).toEqual({ sub: `auth0|${await accountId('known@example.com')}`, email: 'known@example.com' });
      const silent = await follow(jar, authorizationRequest({ ...flow(), prompt: 'none' }).url);
      expect(silent.location?.searchParams.get('code')).toEqual(expect.any(String));
      const refreshed = await tokenRequest(idp.url, config.publicUrl, { grant_type: 'refresh_token', refresh_token: tokens.refreshToken });
      expect(refreshed.status).toBe(200);
    });
  });
}

describe('login rate limiter', () => {
  it('limits one IP after 20 failures across e-mails, within a sliding 15-minute window', () => {
    let now = 0;
    const limiter = new LoginRateLimiter({ now: () => now });
    for (let i = 0; i < 20; i++) limiter.recordFailure(`user${i}@example.com`, '10.0.0.1');
    expect(limiter.isLimited('fresh@example.com', '10.0.0.1')).toBe(true);
    expect(limiter.isLimited('fresh@example.com', '10.0.0.2')).toBe(false);
    now += 15 * 60 * 1000 + 1;
    expect(limiter.isLimited('fresh@example.com', '10.0.0.1')).toBe(false);
  });

  it('clears an e-mail after a successful login', () => {
    const limiter = new LoginRateLimiter();
    for (let i = 0; i < 10; i++) limiter.recordFailure('a@example.com', `10.0.0.${i}`);
    expect(limiter.isLimited('a@example.com', '10.0.1.1')).toBe(true);
    limiter.recordSuccess('a@example.com');
    expect(limiter.isLimited('a@example.com', '10.0.1.1')).toBe(false);
  });
});
