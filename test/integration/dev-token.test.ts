import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { loadConfig, type Config, type Env } from '../../src/config.js';
import { createAccessTokenVerifier } from '../../src/http/access-token.js';
import { startIdentityProvider, type RunningIdentityProvider } from '../../src/identity-dev/index.js';
import { createDatabase, migrateToLatest, type Database } from '../../src/shared/db/database.js';
import { createLogger } from '../../src/shared/logger.js';
import { createTestDatabase, testDatabaseKinds } from '../support/databases.js';
import { freePort } from '../support/ports.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
// Settings of the outer environment that would change what the command connects to.
const INHERITED_SETTINGS = /^(AUTH0_|DATABASE_URL$|IDP_|PORT$|DATA_DIR$|PUBLIC_URL$|NODE_ENV$|API_AUDIENCE$)/;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run dev-token -- <email>`, without npm: the same tsx entry point in a child process. */
function devToken(email: string, env: Record<string, string>): Promise<Run> {
  const base = Object.fromEntries(Object.entries(process.env).filter(([key]) => !INHERITED_SETTINGS.test(key)));
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/scripts/dev-token.ts', email],
      { cwd: ROOT, env: { ...base, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const lastLine = (text: string) => text.trim().split('\n').pop() ?? '';

for (const kind of testDatabaseKinds()) {
  describe(`dev-token (${kind})`, () => {
    let env: Record<string, string>;
    let config: Config;
    let db: Database;
    let destroyDatabase: () => Promise<void>;
    let idp: RunningIdentityProvider | undefined;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-dev-token-'));
    const subjectOf = async (email: string) => `auth0|${(await db('idp_accounts').where({ email }).first()).id}`;

    beforeAll(async () => {
      env = { NODE_ENV: 'test', DATA_DIR: dataDir, PORT: String(await freePort()), IDP_PORT: String(await freePort()), LOG_LEVEL: 'silent' };
      if (kind === 'postgres') {
        const database = await createTestDatabase('postgres');
        env.DATABASE_URL = database.config.kind === 'postgres' ? database.config.url : '';
        [db, destroyDatabase] = [database.db, database.destroy];
      }
      config = loadConfig(env as Env);
      if (kind === 'sqlite') {
        // The command's own database: SQLite in DATA_DIR, as `npm start` uses it.
        db = createDatabase(config.database);
        await migrateToLatest(db);
        destroyDatabase = () => db.destroy();
      }
    });

    afterAll(async () => {
      await idp?.close();
      await destroyDatabase?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('mints a token with no server running that the provider started later accepts', async () => {
      const run = await devToken('first@example.com', env);
      expect(run.code).toBe(0);
      expect(run.stderr).toContain('Created identity account first@example.com');
      expect(fs.statSync(path.join(dataDir, 'identity', 'signing-key.json')).mode & 0o777).toBe(0o600);

      idp = await startIdentityProvider({ config, db, logger: createLogger('silent') });
      const verified = await createAccessTokenVerifier(config.auth)(lastLine(run.stdout));
      expect(verified).toEqual({ sub: await subjectOf('first@example.com'), email: 'first@example.com', exp: expect.any(Number) });
    });

    it('mints tokens beside a running provider, for new and existing accounts', async () => {
      const verify = createAccessTokenVerifier(config.auth);
      const created = await devToken('Second@Example.com', env);
      expect(created.code).toBe(0);
      expect(await verify(lastLine(created.stdout))).toEqual({ sub: await subjectOf('second@example.com'), email: 'second@example.com', exp: expect.any(Number) });

      const again = await devToken('first@example.com', env);
      expect(again.stderr).toContain('Found identity account');
      expect(await verify(lastLine(again.stdout))).toEqual({ sub: await subjectOf('first@example.com'), email: 'first@example.com', exp: expect.any(Number) });
    });
  });
}

describe('dev-token under Auth0 settings', () => {
  it('refuses with exit code 1 and a clear message', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-dev-token-auth0-'));
    try {
      const run = await devToken('someone@example.com', {
        DATA_DIR: dataDir,
        AUTH0_DOMAIN: 'tenant.eu.auth0.com',
        AUTH0_AUDIENCE: 'https://api.example.com',
        AUTH0_CLIENT_ID: 'abc123',
      });
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain('dev-token only works with the embedded identity provider');
      expect(fs.existsSync(path.join(dataDir, 'identity'))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
