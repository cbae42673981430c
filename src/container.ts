import { Container, ContainerModule, type Bind } from 'inversify';
import type { Config } from './config.js';
import { ACCESS_TOKEN_VERIFIER, createAccessTokenVerifier } from './http/access-token.js';
import { identityHealthCheck } from './http/identity-health.js';
import { remoteSigningKeys, SIGNING_KEYS } from './http/signing-keys.js';
import { systemClock, type Clock } from './shared/clock.js';
import { createDatabase } from './shared/db/database.js';
import { databaseHealthCheck } from './shared/db/database-health.js';
import { all, provide, provideValue, resolve, token } from './shared/di.js';
import { HEALTH_CHECKS } from './shared/health.js';
import { BullMqJobQueue } from './shared/jobs/bullmq-job-queue.js';
import { BullMqJobRunner } from './shared/jobs/bullmq-job-runner.js';
import { InProcessJobQueue } from './shared/jobs/in-process-job-queue.js';
import { JOB_HANDLERS, JOB_QUEUE, JOB_RUNNER, JOB_SCHEDULES, type JobHandler } from './shared/jobs/job-queue.js';
import { jobsHealthCheck, type QueueReport } from './shared/jobs/jobs-health.js';
import { OVERDUE_WORK, RUNNABLE_JOBS, runnableJobs } from './shared/jobs/overdue-work.js';
import type { Logger } from './shared/logger.js';
import { TOKENS } from './shared/tokens.js';
import { accountsModule } from './modules/accounts/index.js';
import { catalogueModule } from './modules/catalogue/index.js';
import { financeModule } from './modules/finance/index.js';
import { insightsModule } from './modules/insights/index.js';
import { integrationsModule } from './modules/integrations/index.js';
import { notificationsModule } from './modules/notifications/index.js';
import { orderingModule } from './modules/ordering/index.js';
import { operatorModule } from './modules/operator/index.js';
import { reviewsModule } from './modules/reviews/index.js';
import { paymentsModule } from './modules/payments/index.js';
import { promotionsModule } from './modules/promotions/index.js';
import { processModules, type ProcessOptions } from './process-hooks.js';

/**
 * THE composition root: picks the adapters the configuration asks for. With `process`, also
 * the lifecycle hooks (LIFECYCLE_HOOKS) that server.ts or worker.ts runs; without, a container
 * for tools that use the services and start nothing. `clock`: the time every module reads
 * (tests move it to see hours and pauses run out).
 */
export function buildContainer(config: Config, logger: Logger, process?: ProcessOptions, clock: Clock = systemClock): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  bindJobs(container, config, logger);
  const hooks = process ? processModules(config, process) : undefined;
  container.load(
    infrastructureModule(config, logger, clock),
    ...(hooks ? [hooks.foundations] : []),
    accountsModule,
    catalogueModule(config),
    orderingModule(config),
    reviewsModule,
    promotionsModule,
    paymentsModule(config),
    financeModule(config),
    insightsModule(config),
    integrationsModule(config),
    notificationsModule(config),
    operatorModule,
    ...(hooks ? [hooks.serving] : []),
  );
  return container;
}

/** What every module may depend on: configuration, logging, the database, the clock. */
function infrastructureModule(config: Config, logger: Logger, clock: Clock): ContainerModule {
  return new ContainerModule(({ bind }) => {
    provideValue(bind, TOKENS.config, config);
    provideValue(bind, TOKENS.logger, logger);
    provideValue(bind, TOKENS.database, createDatabase(config.database));
    provideValue(bind, TOKENS.clock, clock);
    provide(bind, SIGNING_KEYS, [TOKENS.config], (c) => remoteSigningKeys(c.auth));
    provide(bind, ACCESS_TOKEN_VERIFIER, [TOKENS.config, SIGNING_KEYS], (c, keys) => createAccessTokenVerifier(c.auth, keys));
    provide(bind, HEALTH_CHECKS, [TOKENS.config, SIGNING_KEYS], (c, keys) => identityHealthCheck(c.auth, keys));
  });
}

/** The queue the health check reports on: the BullMQ producer, or the in-process queue. */
const QUEUE_REPORT = token<QueueReport>('jobs.QueueReport');

function bindJobs(container: Container, config: Config, logger: Logger): void {
  const bind: Bind = (id) => container.bind(id);
  // Infrastructure health rides along with the job adapters, bound in one place.
  provide(bind, HEALTH_CHECKS, [TOKENS.database], databaseHealthCheck);
  provide(bind, RUNNABLE_JOBS, [all(JOB_HANDLERS), all(JOB_SCHEDULES), all(OVERDUE_WORK)], runnableJobs);
  const deps = [QUEUE_REPORT, RUNNABLE_JOBS, all(OVERDUE_WORK)] as const;
  provide(bind, HEALTH_CHECKS, deps, (queue, jobs, overdue) => jobsHealthCheck({ queue, handlers: jobs.handlers, schedules: jobs.schedules, overdue: overdue ?? [] }));
  if (config.redisUrl) {
    const redisUrl = config.redisUrl;
    // Built on first use, so a process that never enqueues opens no producer connection;
    // the health check and the runner's schedule checks share that connection.
    const producer = token<BullMqJobQueue>('jobs.BullMqJobQueue');
    provide(bind, producer, [], () => new BullMqJobQueue(redisUrl, logger, config.jobs.queueName));
    provide(bind, JOB_QUEUE, [producer], (queue) => queue);
    provide(bind, QUEUE_REPORT, [producer], (queue) => queue);
    provide(bind, JOB_RUNNER, [producer], (queue) => new BullMqJobRunner(redisUrl, logger, queue, config.jobs));
    return;
  }
  const inProcess = new InProcessJobQueue(logger);
  provideValue(bind, JOB_QUEUE, inProcess);
  provideValue(bind, JOB_RUNNER, inProcess);
  provideValue(bind, QUEUE_REPORT, inProcess);
}

/** The background jobs modules registered (none is fine), their overdue-work sweeps included. */
export function jobHandlersOf(container: Container): JobHandler[] {
  return resolve(container, RUNNABLE_JOBS).handlers;
}
