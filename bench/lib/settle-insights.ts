// Insights snapshots brought up to date before anything is measured, as on a marketplace that
// has been running: a data set just seeded, or kept from an earlier day, is stale everywhere,
// and an API started on it would spend its first minutes (100,000 restaurants) on the sweep,
// measured as if it were the load's cost.
import type { Config } from '../../src/config.js';
import { buildContainer, jobHandlersOf } from '../../src/container.js';
import { REFRESH_STALE_INSIGHTS_JOB } from '../../src/modules/insights/index.js';
import { resolve } from '../../src/shared/di.js';
import { InProcessJobQueue } from '../../src/shared/jobs/in-process-job-queue.js';
import { JOB_QUEUE } from '../../src/shared/jobs/job-queue.js';
import { createLogger } from '../../src/shared/logger.js';
import { TOKENS } from '../../src/shared/tokens.js';

/** Runs the product's own stale sweep in this process and waits until its recomputes are done. */
export async function settleInsights(config: Config, log: (line: string) => void): Promise<void> {
  const container = buildContainer({ ...config, redisUrl: undefined }, createLogger('warn'));
  const queue = resolve(container, JOB_QUEUE);
  try {
    if (!(queue instanceof InProcessJobQueue)) throw new Error('settling insights needs the in-process job queue');
    const handlers = jobHandlersOf(container);
    await queue.start(handlers);
    const sweep = handlers.find((h) => h.name === REFRESH_STALE_INSIGHTS_JOB);
    if (!sweep) throw new Error('no insights sweep job is registered');
    const started = performance.now();
    await sweep.handle({});
    await queue.idle();
    log(`insights snapshots up to date in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await queue.close();
    await resolve(container, TOKENS.database).destroy();
  }
}
