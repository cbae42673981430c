import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from './config.js';
import { buildContainer, jobHandlersOf } from './container.js';
import { startLifecycle } from './shared/lifecycle.js';
import { createLogger } from './shared/logger.js';

/** Past this, a job that will not finish is left to the stall check of another worker. */
const SHUTDOWN_LIMIT_MS = 25_000;

/** Background worker: the API's composition root in the worker role, consuming the BullMQ queue. */
export async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  if (!config.redisUrl) {
    logger.error('REDIS_URL is not set: without Redis, background jobs run inside the API process (npm start).');
    process.exit(1);
  }
  const container = buildContainer(config, logger, { role: 'worker' });
  const lifecycle = await startLifecycle(container, logger);
  logger.info({ jobs: jobHandlersOf(container).map((h) => h.name), concurrency: config.jobs.concurrency }, 'worker started');
  const stop = async (signal: string) => {
    // Running jobs finish (a delivery's call is bounded at 10 s); waiting ones stay in Redis.
    logger.info({ signal }, 'shutting down: finishing running jobs');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_LIMIT_MS).unref();
    await lifecycle.stop();
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
