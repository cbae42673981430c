import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { EMBEDDED_CLIENT_ID, loadConfig, type Config } from '../../src/config.js';
import { createAccessTokenVerifier } from '../../src/http/access-token.js';
import { startIdentityProvider, type RunningIdentityProvider } from '../../src/identity-dev/index.js';
import { createLogger } from '../../src/shared/logger.js';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/databases.js';
import {
  alertText,
  authorizationRequest,
  CookieJar,
  exchangeCode,
  follow,
  loginWithPassword,
  openLoginPage,
  submitForm,
  submitFormFrom,
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
      // Form posts per address stay out of the way of the many logins here; their own test is below.
      config = loadConfig({
        NODE_ENV: 'test', PORT: String(port), IDP_PORT: String(idpPort), DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_SIGN_IN: '10000/60',
      });
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
      expect(await verify(signedUp.accessToken)).toEqual({ sub, email, exp: expect.any(Number) });

      const loggedIn = await loginWithPassword({ ...flow(), email: 'New.User@Example.com', password: PASSWORD });
      expect(await verify(loggedIn.accessToken)).toEqual({ sub, email, exp: expect.any(Number) });
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
        [{ email: 'nul\u0000@example.com', password: PASSWORD }, 400, 'Please enter a valid email address.'],
        [{ email: '<script>@example.com', password: PASSWORD }, 400, 'Please enter a valid email address.'],
        [{ email: '"quoted"@example.com', password: PASSWORD }, 400, 'Please enter a valid email address.'],
        [{ email: '../../etc/passwd@example.com', password: PASSWORD }, 400, 'Please enter a valid email address.'],
        [{ email: 'back\\slash@example.com', password: PASSWORD }, 400, 'Please enter a valid email address.'],
        [{ email: 'someone@localhost', password: PASSWORD }, 400, 'Please enter a valid email address.'],
        [{ email: `${'a'.repeat(250)}@example.com`, password: PASSWORD }, 400, 'Email address must be at most 254 characters long.'],
        [{ email: 'short@example.com', password: 'short' }, 400, 'Password must be at least 8 characters long.'],
        [{ email: 'long@example.com', password: 'p'.repeat(1025) }, 400, 'Password must be at most 1024 characters long.'],
        [{ email: 'known@example.com', password: PASSWORD }, 409, 'The user already exists.'],
      ] as const;
      for (const [fields, status, message] of cases) {
        const { response } = await submitForm(page, fields);
        expect(response.status).toBe(status);
        const html = await response.text();
        expect(alertText(html)).toBe(message);
        expect(html).not.toContain('<script>');
      }
      expect(await database.db('idp_accounts').whereNot({ email: 'known@example.com' }).whereNot({ email: 'new.user@example.com' })).toEqual([]);
      const longest = await loginWithPassword({ ...flow(), email: 'longest.password@example.com', password: 'p'.repeat(1024), signUp: true });
      expect(longest.accessToken).not.toBe('');
    });

    it('refuses 100 concurrent guesses beyond the limit unhashed, and not the owner from another address', async () => {
      const email = 'target@example.com';
      await loginWithPassword({ ...flow(), email, password: PASSWORD, signUp: true });
      const page = await openLoginPage(flow());
      const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => submitFormFrom('127.0.0.3', page, { email, password: `guess ${i}` })));
      // Only a checked password answers 401: the other 90 were refused before hashing.
      expect(answers.filter((a) => a.status === 401)).toHaveLength(10);
      const refused = answers.filter((a) => a.status === 429);
      expect(refused).toHaveLength(90);
      expect(alertText(refused[0]!.html)).toBe('Too many login attempts. Please try again later.');
      for (const answer of refused) expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      // The right password is refused too from the guessing address ...
      expect((await submitFormFrom('127.0.0.3', page, { email, password: PASSWORD })).status).toBe(429);
      // ... which may still log in to another account: its budget across accounts is not spent.
      const other = await submitFormFrom('127.0.0.3', await openLoginPage(flow()), { email: 'known@example.com', password: PASSWORD });
      expect(other.location?.pathname).toMatch(/^\/authorize\//);

      const ownerPage = await openLoginPage(flow());
      const owner = await submitFormFrom('127.0.0.4', ownerPage, { email, password: PASSWORD });
      expect(owner.status).toBe(303);
      const back = await follow(ownerPage.jar, owner.location!.href);
      const tokens = await exchangeCode(flow(), ownerPage.request, back.location!);
      expect(await verify(tokens.accessToken)).toEqual({ sub: `auth0|${await accountId(email)}`, email, exp: expect.any(Number) });
    });

    it('refreshes tokens from the web origin (CORS) and rejects other origins', async () => {
      const tokens = await loginWithPassword({ ...flow(), email: 'known@example.com', password: PASSWORD });
      const response = await tokenRequest(idp.url, config.publicUrl, { grant_type: 'refresh_token', refresh_token: tokens.refreshToken });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(config.publicUrl);
      const body = (await response.json()) as { access_token: string; refresh_token: string };
      // Same subject and e-mail; the refreshed token is issued later, so it may expire a second later.
      const before = await verify(tokens.accessToken);
      const refreshed = await verify(body.access_token);
      expect(refreshed).toEqual({ ...before, exp: expect.any(Number) });
      expect(refreshed.exp).toBeGreaterThanOrEqual(before.exp);
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

      expect(await verify(tokens.accessToken)).toEqual({ sub: `auth0|${await accountId('known@example.com')}`, email: 'known@example.com', exp: expect.any(Number) });
      const silent = await follow(jar, authorizationRequest({ ...flow(), prompt: 'none' }).url);
      expect(silent.location?.searchParams.get('code')).toEqual(expect.any(String));
      const refreshed = await tokenRequest(idp.url, config.publicUrl, { grant_type: 'refresh_token', refresh_token: tokens.refreshToken });
      expect(refreshed.status).toBe(200);
    });
  });
}

