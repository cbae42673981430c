import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import createClient from 'openapi-fetch';
import type { paths } from '../../src/generated/api.js';
import { loadConfig, type Config } from '../../src/config.js';
import { createDatabase, migrateToLatest, type Database } from '../../src/shared/db/database.js';
import { startAppProcess, type AppProcess } from './app-process.js';
import type { ProductHandle } from './customers.js';
import { createTestDatabase, type TestDatabase } from './databases.js';
import { freePort } from './ports.js';
import { seedSigningKey } from './signing-key.js';
import { TEST_WEBHOOK_SECRET } from './signed-events.js';

export interface DeploymentOptions {
  kind: 'sqlite' | 'postgres';
  /** BullMQ on this Redis (a queue of the deployment's own); unset: jobs run inside the API. */
  redisUrl?: string;
  /** The address the world (and the local checkout's event delivery) uses; default the first API's. */
  publicPort?: number;
  /** A PostgreSQL server other than TEST_DATABASE_URL's (a database of the deployment's own is made there). */
  databaseUrl?: string;
  /** More settings for every process. */
  env?: Record<string, string>;
}

/**
 * The product as real processes (`src/server.ts`, `src/worker.ts`) sharing one database,
 * one DATA_DIR (signing keys) and one identity provider address, as docker-compose runs it.
 * This process reads the database directly and issues tokens like `npm run dev-token`.
 */
export interface Deployment extends ProductHandle {
  url: string;
  env: Record<string, string>;
  database?: TestDatabase;
  /** An API process on `port` (the same port again after a restart). The first one also hosts the identity provider used by all. */
  startApi(port: number): Promise<AppProcess>;
  /** A worker delivering the local checkout's events to the deployment's address, unless `env` says otherwise. */
  startWorker(env?: Record<string, string>): Promise<AppProcess>;
  destroy(): Promise<void>;
}

export async function createDeployment(options: DeploymentOptions): Promise<Deployment> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-deploy-'));
  await seedSigningKey(dataDir);
  const [apiPort, idpPort, mailSmtpPort, mailWebPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const publicPort = options.publicPort ?? apiPort;
  const database = options.kind === 'postgres' ? await createTestDatabase('postgres', options.databaseUrl) : undefined;
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    PUBLIC_URL: `http://localhost:${publicPort}`,
    IDP_URL: `http://localhost:${idpPort}`,
    LOCAL_CHECKOUT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    // The first API process's mail catcher; workers send to its SMTP port (docs/architecture/mail.md).
    MAIL_CATCHER_SMTP_PORT: String(mailSmtpPort),
    MAIL_CATCHER_WEB_PORT: String(mailWebPort),
    ...(database && { DATABASE_URL: (database.config as { url: string }).url }),
    ...(options.redisUrl && { REDIS_URL: options.redisUrl, JOB_QUEUE_NAME: `deploy-${path.basename(dataDir)}`, JOB_STALL_MS: '5000' }),
    ...options.env,
  };
  const config: Config = loadConfig({ ...env, PORT: String(apiPort), IDP_PORT: String(idpPort) });
  const db: Database = database?.db ?? createDatabase(config.database);
  await migrateToLatest(db);
  const processes: AppProcess[] = [];
  let idpStarted = false;
  let mailStarted = false;
  // Loopback by address: what this process and the worker call (PUBLIC_URL keeps the name browsers use).
  const url = `http://127.0.0.1:${publicPort}`;
  return {
    url,
    env,
    config,
    db,
    database,
    client: (token) => createClient<paths>({ baseUrl: url, headers: token ? { Authorization: `Bearer ${token}` } : {} }),
    startApi: async (port) => {
      // Every API verifies tokens at the one provider address; the others' providers sit unused on their own ports.
      const ownIdp = port === apiPort || !idpStarted ? idpPort : await freePort();
      idpStarted = true;
      // Likewise each API process runs a mail catcher: the first on the shared ports, the others on their own.
      const ownMail: Record<string, string> = !mailStarted ? {} : { MAIL_CATCHER_SMTP_PORT: String(await freePort()), MAIL_CATCHER_WEB_PORT: String(await freePort()) };
      mailStarted = true;
      const api = await startAppProcess('server', { ...env, ...ownMail, PORT: String(port), IDP_PORT: String(ownIdp) }, 'server started');
      processes.push(api);
      return api;
    },
    startWorker: async (more = {}) => {
      const delivery = { LOCAL_CHECKOUT_WEBHOOK_URL: `${url}/api/order/checkout/webhook` };
      const worker = await startAppProcess('worker', { ...env, ...delivery, ...more }, 'worker started');
      processes.push(worker);
      return worker;
    },
    destroy: async () => {
      for (const p of processes) await p.stop();
      if (database) await database.destroy();
      else await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
