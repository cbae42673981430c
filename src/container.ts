import { Container } from 'inversify';
import type { Router } from 'express';
import type { Config } from './config.js';
import { createAccessTokenVerifier, type AccessTokenVerifier } from './http/access-token.js';
import { HTTP_ROUTERS } from './http/routes.js';
import { systemClock } from './shared/clock.js';
import { createDatabase, type Database } from './shared/db/database.js';
import { BullMqJobQueue, BullMqJobRunner } from './shared/jobs/bullmq-job-queue.js';
import { InProcessJobQueue } from './shared/jobs/in-process-job-queue.js';
import { JOB_HANDLERS, JOB_QUEUE, JOB_RUNNER, type JobHandler, type JobQueue, type JobRunner } from './shared/jobs/job-queue.js';
import type { Logger } from './shared/logger.js';
import { TOKENS } from './shared/tokens.js';
import { accountsModule } from './modules/accounts/index.js';
import { catalogueModule } from './modules/catalogue/index.js';

export const ACCESS_TOKEN_VERIFIER = Symbol.for('http.AccessTokenVerifier');

/** THE composition root: picks the adapters the configuration asks for. */
export function buildContainer(config: Config, logger: Logger): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<Config>(TOKENS.config).toConstantValue(config);
  container.bind<Logger>(TOKENS.logger).toConstantValue(logger);
  container.bind<Database>(TOKENS.database).toConstantValue(createDatabase(config.database));
  container.bind(TOKENS.clock).toConstantValue(systemClock);
  container
    .bind<AccessTokenVerifier>(ACCESS_TOKEN_VERIFIER)
    .toResolvedValue(() => createAccessTokenVerifier(config.auth));
  bindJobs(container, config, logger);
  container.load(accountsModule, catalogueModule(config));
  return container;
}

function bindJobs(container: Container, config: Config, logger: Logger): void {
  if (config.redisUrl) {
    const redisUrl = config.redisUrl;
    container.bind<JobQueue>(JOB_QUEUE).toResolvedValue(() => new BullMqJobQueue(redisUrl));
    container.bind<JobRunner>(JOB_RUNNER).toResolvedValue(() => new BullMqJobRunner(redisUrl, logger));
    return;
  }
  const inProcess = new InProcessJobQueue(logger);
  container.bind<JobQueue>(JOB_QUEUE).toConstantValue(inProcess);
  container.bind<JobRunner>(JOB_RUNNER).toConstantValue(inProcess);
}

/** The background jobs modules registered (none is fine). */
export function jobHandlersOf(container: Container): JobHandler[] {
  return container.getAll<JobHandler>(JOB_HANDLERS, { optional: true }) ?? [];
}

export function routersOf(container: Container): Router[] {
  return container.getAll<Router>(HTTP_ROUTERS);
}
