// The embedded provider's throttling with short windows, and what it answers to malformed posts.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Env } from '../../src/config.js';
import { startIdentityProvider, type RunningIdentityProvider } from '../../src/identity-dev/index.js';
import { createLogger } from '../../src/shared/logger.js';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';
import { alertText, loginWithPassword, openLoginPage, submitFormFrom, type LoginPage } from '../support/login-flow.js';
import { freePort } from '../support/ports.js';

const PASSWORD = 'correct horse battery';
const TOO_MANY = 'Too many login attempts. Please try again later.';
// What a stack trace or an internal error would leave in a page.
const INTERNALS = /\bat \S+ \(|node_modules|\.ts:\d+|Error:|SQLITE|knex|TypeError/;

describe('embedded identity provider limits (sqlite)', () => {
  const running: Array<{ idp: RunningIdentityProvider; dataDir: string }> = [];
  let database: TestDatabase;

  async function providerWith(env: Env) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-idp-limits-'));
    const [port, idpPort] = [await freePort(), await freePort()];
    const config = loadConfig({ NODE_ENV: 'test', PORT: String(port), IDP_PORT: String(idpPort), DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
    config.database = database.config;
    const idp = await startIdentityProvider({ config, db: database.db, logger: createLogger('silent') });
    running.push({ idp, dataDir });
    const flow = { idpUrl: idp.url, webOrigin: config.publicUrl, audience: config.auth.audience };
    return { idp, flow, page: (signUp = false) => openLoginPage({ ...flow, signUp }) };
  }

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });

  afterAll(async () => {
    for (const { idp, dataDir } of running) {
      await idp.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    await database?.destroy();
  });

  it('blocks an account at one address after its run of failures, until the block expires; a success ends a run', async () => {
    // Three failures in a row block the pair for a second.
    const { flow, page } = await providerWith({ RATE_LIMIT_LOGIN_FAILURES: '3/1', RATE_LIMIT_SIGN_IN: '1000/60' });
    const email = 'expiry@example.com';
    await loginWithPassword({ ...flow, email, password: PASSWORD, signUp: true });
    const login = (password: string, from = '127.0.0.8') => page().then((p) => submitFormFrom(from, p, { email, password }));

    // Two failures and a success: no run of three.
    for (const password of ['wrong 1', 'wrong 2', PASSWORD]) {
      expect((await login(password)).status).toBe(password === PASSWORD ? 303 : 401);
    }
    for (const password of ['wrong 3', 'wrong 4', 'wrong 5']) expect((await login(password)).status).toBe(401);
    const blocked = await login(PASSWORD);
    expect([blocked.status, alertText(blocked.html)]).toEqual([429, TOO_MANY]);
    const wait = Number(blocked.retryAfter);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect((await login(PASSWORD, '127.0.0.9')).status).toBe(303);

    await sleep(wait * 1000 + 200);
    expect((await login(PASSWORD)).status).toBe(303);
  });

  it('limits failures from one address across accounts', async () => {
    const { flow, page } = await providerWith({ RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: '4/60', RATE_LIMIT_SIGN_IN: '1000/60' });
    await loginWithPassword({ ...flow, email: 'spread@example.com', password: PASSWORD, signUp: true });
    for (let i = 0; i < 4; i++) {
      expect((await submitFormFrom('127.0.0.10', await page(), { email: `victim${i}@example.com`, password: 'guess' })).status).toBe(401);
    }
    const refused = await submitFormFrom('127.0.0.10', await page(), { email: 'spread@example.com', password: PASSWORD });
    expect([refused.status, alertText(refused.html)]).toEqual([429, TOO_MANY]);
    expect((await submitFormFrom('127.0.0.11', await page(), { email: 'spread@example.com', password: PASSWORD })).status).toBe(303);
  });

  it('limits form posts per address, sign-up included, with Retry-After', async () => {
    const { page } = await providerWith({ RATE_LIMIT_SIGN_IN: '2/60' });
    const signup = await page(true);
    expect((await submitFormFrom('127.0.0.12', signup, { email: 'poster@example.com', password: 'short' })).status).toBe(400);
    expect((await submitFormFrom('127.0.0.12', signup, { email: 'poster@example.com', password: 'short' })).status).toBe(400);
    const third = await submitFormFrom('127.0.0.12', signup, { email: 'poster@example.com', password: PASSWORD });
    expect([third.status, alertText(third.html)]).toEqual([429, TOO_MANY]);
    expect(Number(third.retryAfter)).toBeGreaterThan(0);
    expect(await database.db('idp_accounts').where({ email: 'poster@example.com' })).toEqual([]);
    expect((await submitFormFrom('127.0.0.13', signup, { email: 'poster@example.com', password: PASSWORD })).status).toBe(303);
  });

  describe('malformed posts', () => {
    let idp: RunningIdentityProvider;
    let login: LoginPage;
    beforeAll(async () => {
      const started = await providerWith({ RATE_LIMIT_SIGN_IN: '1000/60' });
      idp = started.idp;
      login = await started.page();
    });

    const post = (url: string, body: string | Buffer, contentType = 'application/x-www-form-urlencoded') =>
      fetch(url, { method: 'POST', body, headers: { 'content-type': contentType, cookie: login.jar.header(url) }, redirect: 'manual' });

    it.each([
      ['a form over 16 KB', () => `email=a%40example.com&password=${'x'.repeat(20_000)}`, undefined, 413],
      ['JSON instead of a form', () => '{"email":"a@example.com"}', 'application/json', 415],
      ['no content type', () => 'email=a', '', 415],
      ['bytes that are not UTF-8', () => Buffer.from([0x65, 0x6d, 0x61, 0x69, 0x6c, 0x3d, 0xff, 0xfe, 0x00]), undefined, 400],
      ['percent signs that decode to nothing', () => 'email=%E0%A4%A&password=%', undefined, 400],
      ['repeated fields', () => 'email=a%40example.com&email=b%40example.com&password=x', undefined, 401],
      ['an empty body', () => '', undefined, 400],
    ])('answers %s with a plain page, no internals', async (_what, body, contentType, status) => {
      const response = await post(new URL(`${login.url}/login`).href, body(), contentType);
      expect(response.status).toBe(status);
      const html = await response.text();
      expect(html).toContain('TuckIn.com');
      expect(html).not.toMatch(INTERNALS);
    });

    it('answers a stale interaction, an unknown path and an unparsable URL without internals', async () => {
      const stale = await post(`${idp.url}/interaction/not-a-real-uid/login`, 'email=a%40example.com&password=x');
      expect(stale.status).toBe(400);
      expect(await stale.text()).not.toMatch(INTERNALS);
      const unknown = await post(`${idp.url}/interaction/${'x'.repeat(10)}/delete`, 'x=1');
      expect(unknown.status).toBe(404);
      const raw = await rawRequest(new URL(idp.url), 'POST //[ HTTP/1.1');
      expect(raw).toMatch(/^HTTP\/1\.1 400/);
      expect(raw).not.toMatch(INTERNALS);
      expect((await fetch(`${idp.url}/.well-known/openid-configuration`)).status).toBe(200);
    });

    it("keeps oidc-provider's own endpoints to error codes, with a size limit", async () => {
      for (const body of ['grant_type=authorization_code&code=%ZZ', `grant_type=refresh_token&refresh_token=${'x'.repeat(100_000)}`, '\u0000\u0001']) {
        const response = await post(`${idp.url}/oauth/token`, body);
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        const text = await response.text();
        expect(text).not.toMatch(INTERNALS);
      }
    });
  });
});

/** One request line sent as is (fetch would normalise a malformed path away). */
function rawRequest(url: URL, requestLine: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect(Number(url.port), '127.0.0.1', () => {
      socket.end(`${requestLine}\r\nHost: ${url.host}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
    });
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });
}
