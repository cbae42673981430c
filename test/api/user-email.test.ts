import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueDevAccessToken } from '../../src/identity-dev/index.js';
import { testDatabaseKinds } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const subjectOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()).sub as string;

/** Auth0's two endpoints the API calls: the signing keys, and userinfo answering per token. */
async function anAuth0StandIn(userinfo: (token: string) => { status: number; body: unknown }) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'stand-in', alg: 'RS256', use: 'sig' };
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    if (req.url === '/.well-known/jwks.json') return void res.setHeader('content-type', 'application/json').end(JSON.stringify({ keys: [jwk] }));
    if (req.url === '/userinfo') {
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      seen.push(token);
      const answer = userinfo(token);
      return void res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, privateKey, close: () => new Promise((resolve) => server.close(resolve)) };
}

function anAuth0Token(key: CryptoKey, issuer: string, sub: string): Promise<string> {
  return new SignJWT({ scope: 'openid profile email' })
    .setProtectedHeader({ alg: 'RS256', kid: 'stand-in' })
    .setIssuer(`${issuer}/`)
    .setAudience('https://api.example.test')
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);
}

describe.each(testDatabaseKinds())('the e-mail of POST /api/my/user on %s', (kind) => {
  describe('with the embedded provider', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(kind);
    });
    afterAll(async () => server?.stop());

    it("stores the access token's e-mail, never the body's", async () => {
      const token = await issueDevAccessToken({ config: server.config, db: server.db, email: 'Real.Person@Example.com' });
      const api = server.client(token);
      const created = await api.POST('/api/my/user', { body: { auth0Id: subjectOf(token), email: 'victim@example.com' } });
      expect(created.response.status).toBe(201);
      expect(created.data?.email).toBe('real.person@example.com');
      expect((await api.GET('/api/my/user')).data?.email).toBe('real.person@example.com');
    });

    it('creates the record without any e-mail in the body', async () => {
      const token = await issueDevAccessToken({ config: server.config, db: server.db, email: 'no-body-email@example.com' });
      const created = await server.client(token).POST('/api/my/user', { body: { auth0Id: subjectOf(token) } });
      expect(created.response.status).toBe(201);
      expect(created.data?.email).toBe('no-body-email@example.com');
    });
  });

  describe('with Auth0, whose access tokens carry no e-mail', () => {
    const userinfo = new Map<string, { status: number; body: unknown }>();
    let auth0: Awaited<ReturnType<typeof anAuth0StandIn>>;
    let server: TestServer;
    const tokenFor = (sub: string) => anAuth0Token(auth0.privateKey, auth0.url, sub);

    beforeAll(async () => {
      auth0 = await anAuth0StandIn((token) => userinfo.get(subjectOf(token)) ?? { status: 401, body: {} });
      server = await startTestServer(kind, { AUTH0_DOMAIN: auth0.url, AUTH0_AUDIENCE: 'https://api.example.test', AUTH0_CLIENT_ID: 'client-1' });
    });
    afterAll(async () => {
      await server?.stop();
      await auth0?.close();
    });

    it("stores the e-mail of the provider's userinfo for that very token", async () => {
      userinfo.set('auth0|ada', { status: 200, body: { sub: 'auth0|ada', email: 'ada@example.com', email_verified: true } });
      const token = await tokenFor('auth0|ada');
      const created = await server.client(token).POST('/api/my/user', { body: { auth0Id: 'auth0|ada', email: 'mallory@example.com' } });
      expect(created.response.status).toBe(201);
      expect(created.data?.email).toBe('ada@example.com');
      expect(auth0.seen).toContain(token);
    });

    it('answers 502 and creates nothing when userinfo fails', async () => {
      userinfo.set('auth0|down', { status: 503, body: {} });
      const api = server.client(await tokenFor('auth0|down'));
      const { response, error } = await api.POST('/api/my/user', { body: { auth0Id: 'auth0|down' } });
      expect(response.status).toBe(502);
      expect(error).toMatchObject({ code: 'IDENTITY_PROVIDER_ERROR' });
      expect((await api.GET('/api/my/user')).response.status).toBe(404);
    });

    it.each([
      ['no e-mail', { sub: 'auth0|x' }],
      ['not an address', { sub: 'auth0|x', email: 'x\u0000@example.com' }],
    ])('answers 403 when userinfo holds %s', async (_label, body) => {
      userinfo.set('auth0|x', { status: 200, body });
      const { response, error } = await server.client(await tokenFor('auth0|x')).POST('/api/my/user', { body: { auth0Id: 'auth0|x' } });
      expect(response.status).toBe(403);
      expect(error).toMatchObject({ code: 'FORBIDDEN' });
    });

    it("refuses another subject's auth0Id without asking userinfo", async () => {
      const token = await tokenFor('auth0|eve');
      const { response } = await server.client(token).POST('/api/my/user', { body: { auth0Id: 'auth0|ada' } });
      expect(response.status).toBe(403);
      expect(auth0.seen).not.toContain(token);
    });
  });
});
