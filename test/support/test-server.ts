import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import createClient from 'openapi-fetch';
import type { paths } from '../../src/generated/api.js';
import { loadConfig, type Config, type Env } from '../../src/config.js';
import { startServer, type RunningServer, type StartOptions } from '../../src/server.js';
import { createLogger } from '../../src/shared/logger.js';
import { createTestDatabase, type TestDatabase } from './databases.js';
import { canUseDemoSnapshot, restoreDemoSnapshot } from './demo-snapshot.js';
import { TEST_OPERATOR_EMAIL } from './operators.js';
import { freePort } from './ports.js';
import { seedSigningKey } from './signing-key.js';

export interface TestServer extends RunningServer {
  config: Config;
  database: TestDatabase;
  /** The typed client of the contract, optionally with a bearer token. */
  client(token?: string): ReturnType<typeof createClient<paths>>;
  stop(): Promise<void>;
}

/**
 * The whole product in-process on free ports (API + embedded identity provider and mail catcher), on a
 * fresh database of the given kind, with every response checked against the contract.
 */
export async function startTestServer(
  kind: 'sqlite' | 'postgres',
  env: Env = {},
  options: Pick<StartOptions, 'webDir' | 'logger' | 'clock'> = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-server-'));
  await seedSigningKey(dataDir);
  const [port, idpPort, mailSmtpPort, mailWebPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    IDP_PORT: String(idpPort),
    // The embedded mail catcher, on ports of its own (read back through its REST API, test/support/mail-inbox.ts).
    MAIL_CATCHER_SMTP_PORT: String(mailSmtpPort),
    MAIL_CATCHER_WEB_PORT: String(mailWebPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    OPERATOR_EMAILS: TEST_OPERATOR_EMAIL,
    ...env,
  });
  // Demo data from this run's snapshot rather than seeded again (test/support/demo-snapshot.ts).
  const startFrom = kind === 'sqlite' && canUseDemoSnapshot(config) ? (filename: string) => restoreDemoSnapshot(config, filename) : undefined;
  const database = await createTestDatabase(kind, undefined, startFrom);
  config.database = database.config;
  const running = await startServer(config, { logger: createLogger(config.logLevel), validateResponses: true, ...options });
  return {
    ...running,
    config,
    database,
    client: (token) =>
      createClient<paths>({ baseUrl: running.url, headers: token ? { Authorization: `Bearer ${token}` } : {} }),
    stop: async () => {
      await running.close();
      await database.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
