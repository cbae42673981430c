import { Container, ContainerModule, type Bind } from 'inversify';
import type { Config } from './config.js';
import { ACCESS_TOKEN_VERIFIER, createAccessTokenVerifier } from './http/access-token.js';
import { identityHealthCheck } from './http/identity-health.js';
import { systemClock } from './shared/clock.js';
import { createDatabase } from './shared/db/database.js';
import { databaseHealthCheck } from './shared/db/database-health.js';
import { provide, provideValue, resolveAll, token } from './shared/di.js';
import { HEALTH_CHECKS } from './shared/health.js';
import { BullMqJobQueue, BullMqJobRunner } from './shared/jobs/bullmq-job-queue.js';
import { InProcessJobQueue } from './shared/jobs/in-process-job-queue.js';
import { JOB_HANDLERS, JOB_QUEUE, JOB_RUNNER, type JobHandler } from './shared/jobs/job-queue.js';
import { jobsHealthCheck } from './shared/jobs/jobs-health.js';
import type { Logger } from './shared/logger.js';
import { TOKENS } from './shared/tokens.js';
import { accountsModule } from './modules/accounts/index.js';
import { catalogueModule } from './modules/catalogue/index.js';
import { insightsModule } from './modules/insights/index.js';
import { orderingModule } from './modules/ordering/index.js';
import { paymentsModule } from './modules/payments/index.js';

/** THE composition root: picks the adapters the configuration asks for. */
export function buildContainer(config: Config, logger: Logger): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  bindJobs(container, config, logger);
  container.load(
    infrastructureModule(config, logger),
    accountsModule,
    catalogueModule(config),
    orderingModule(config),
    paymentsModule(config),
    insightsModule(config),
  );
  return container;
}

/** What every module may depend on: configuration, logging, the database, the clock. */
function infrastructureModule(config: Config, logger: Logger): ContainerModule {
  return new ContainerModule(({ bind }) => {
    provideValue(bind, TOKENS.config, config);
    provideValue(bind, TOKENS.logger, logger);
    provideValue(bind, TOKENS.database, createDatabase(config.database));
    provideValue(bind, TOKENS.clock, systemClock);
    provide(bind, ACCESS_TOKEN_VERIFIER, [TOKENS.config], (c) => createAccessTokenVerifier(c.auth));
    provide(bind, HEALTH_CHECKS, [TOKENS.config], (c) => identityHealthCheck(c.auth));
  });
}

function bindJobs(container: Container, config: Config, logger: Logger): void {
  const bind: Bind = (id) => container.bind(id);
  // Infrastructure health rides along with the job adapters, bound in one place.
  provide(bind, HEALTH_CHECKS, [TOKENS.database], databaseHealthCheck);
  if (config.redisUrl) {
    const redisUrl = config.redisUrl;
    // Built on first use, so a process that never enqueues opens no producer connection;
    // the health check shares that connection.
    const producer = token<BullMqJobQueue>('jobs.BullMqJobQueue');
    provide(bind, producer, [], () => new BullMqJobQueue(redisUrl, logger, config.jobs.queueName));
    provide(bind, JOB_QUEUE, [producer], (queue) => queue);
    provide(bind, HEALTH_CHECKS, [producer], jobsHealthCheck);
    provide(bind, JOB_RUNNER, [], () => new BullMqJobRunner(redisUrl, logger, config.jobs.queueName, config.jobs.stallMs));
    return;
  }
  const inProcess = new InProcessJobQueue(logger);
  provideValue(bind, JOB_QUEUE, inProcess);
  provideValue(bind, JOB_RUNNER, inProcess);
  provideValue(bind, HEALTH_CHECKS, jobsHealthCheck(inProcess));
}

/** The background jobs modules registered (none is fine). */
export function jobHandlersOf(container: Container): JobHandler[] {
  return resolveAll(container, JOB_HANDLERS);
}
