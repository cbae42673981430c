import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from './config.js';
import { buildContainer, jobHandlersOf } from './container.js';
import { migrateToLatest } from './shared/db/database.js';
import { resolve, resolveAll } from './shared/di.js';
import { JOB_QUEUE, JOB_RUNNER, JOB_SCHEDULES } from './shared/jobs/job-queue.js';
import { createLogger } from './shared/logger.js';
import { TOKENS } from './shared/tokens.js';

/** Past this, a job that will not finish is left to the stall check of another worker. */
const SHUTDOWN_LIMIT_MS = 25_000;

/** Background worker: the server's composition root, consuming the BullMQ queue. */
export async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  if (!config.redisUrl) {
    logger.error('REDIS_URL is not set: without Redis, background jobs run inside the API process (npm start).');
    process.exit(1);
  }
  const container = buildContainer(config, logger);
  const db = resolve(container, TOKENS.database);
  await migrateToLatest(db);
  const runner = resolve(container, JOB_RUNNER);
  const handlers = jobHandlersOf(container);
  await runner.start(handlers);
  // Upserted by every worker: the schedulers live in Redis, once per name.
  for (const s of resolveAll(container, JOB_SCHEDULES)) await resolve(container, JOB_QUEUE).schedule(s);
  logger.info({ jobs: handlers.map((h) => h.name) }, 'worker started');
  const stop = async (signal: string) => {
    // Running jobs finish (a delivery's call is bounded at 10 s); waiting ones stay in Redis.
    logger.info({ signal }, 'shutting down: finishing running jobs');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_LIMIT_MS).unref();
    await runner.close();
    await db.destroy();
    clearTimeout(force);
    logger.info('worker stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    // A bad setting is the operator's to fix: its message, not a stack trace.
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}
