import { generateKeyPair, importJWK, SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureIdentityAccount } from '../../src/identity-dev/index.js';
import { loadSigningKey } from '../../src/identity-dev/signing-keys.js';
import { loginWithPassword } from '../support/login-flow.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/** Every way a caller can fail to prove who they are gets 401 on a protected call. */
describe('authentication of protected calls', () => {
  let server: TestServer;
  let sub: string;

  async function sign(claims: JWTPayload, options: { foreignKey?: boolean; alg?: string } = {}) {
    const jwk = await loadSigningKey(server.config.dataDir);
    const key = options.foreignKey ? (await generateKeyPair('RS256')).privateKey : await importJWK(jwk, 'RS256');
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ iss: server.config.auth.issuer, aud: server.config.auth.audience, sub, iat: now, exp: now + 600, ...claims })
      .setProtectedHeader({ alg: options.alg ?? 'RS256', kid: jwk.kid })
      .sign(key);
  }
  const getUser = (token?: string) => server.client(token).GET('/api/my/user');

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    ({ sub } = await ensureIdentityAccount(server.db, 'auth-test@example.com'));
    // The provider's tokens carry the account's e-mail, which the user record takes.
    await server.client(await sign({ email: 'auth-test@example.com' })).POST('/api/my/user', { body: { auth0Id: sub } });
  });
  afterAll(async () => server?.stop());

  it('accepts a well-formed token of the provider', async () => {
    expect((await getUser(await sign({}))).response.status).toBe(200);
  });

  it('accepts a token from the real sign-up and login flow', async () => {
    const tokens = await loginWithPassword({
      idpUrl: server.config.auth.domain,
      webOrigin: server.url,
      audience: server.config.auth.audience,
      email: 'flow@example.com',
      password: 'correct horse battery',
      signUp: true,
    });
    const api = server.client(tokens.accessToken);
    const me = JSON.parse(Buffer.from(tokens.accessToken.split('.')[1]!, 'base64url').toString()) as { sub: string };
    const created = await api.POST('/api/my/user', { body: { auth0Id: me.sub, email: 'flow@example.com' } });
    expect(created.response.status).toBe(201);
  });

  it.each([
    ['no token', async () => undefined, /Authorization header/i],
    ['a malformed token', async () => 'not-a-jwt', /malformed/i],
    ['a bad signature', async () => sign({}, { foreignKey: true }), /signature/i],
    ['another audience', async () => sign({ aud: 'https://someone-else.example/api' }), /aud/i],
    ['another issuer', async () => sign({ iss: 'https://evil.example/' }), /iss/i],
    ['an expired token (beyond the 60 s leeway)', async () => sign({ exp: Math.floor(Date.now() / 1000) - 120 }), /expired/i],
  ])('refuses %s with 401', async (_case, token, reason) => {
    const { response, error } = await getUser(await token());
    expect(response.status).toBe(401);
    expect(error).toMatchObject({ code: 'UNAUTHORIZED', message: expect.stringMatching(reason) });
  });

  it('accepts a token that expired within the 60 s leeway', async () => {
    const token = await sign({ exp: Math.floor(Date.now() / 1000) - 30 });
    expect((await getUser(token)).response.status).toBe(200);
  });

  it('refuses an HS256 token signed with the public key as secret', async () => {
    const jwk = await loadSigningKey(server.config.dataDir);
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ iss: server.config.auth.issuer, aud: server.config.auth.audience, sub, exp: now + 600 })
      .setProtectedHeader({ alg: 'HS256', kid: jwk.kid })
      .sign(new TextEncoder().encode(jwk.n));
    expect((await getUser(forged)).response.status).toBe(401);
  });

  it('does not reach the route without a token, even with a valid body', async () => {
    const { response } = await server.client().PUT('/api/my/user', {
      body: { name: 'x', addressLine1: 'y', city: 'z', country: 'c' },
    });
    expect(response.status).toBe(401);
  });
});
