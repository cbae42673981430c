// What a process started on a data set would do first, done before anything is measured, as on
// a marketplace that has been running. A data set just seeded, or kept from an earlier day, is
// stale: insights snapshots everywhere, order events past the retention (18 months of them
// when just seeded), a checkout abandoned yesterday. An API started on it would spend its first
// minutes on that (100,000 restaurants, hundreds of thousands of events), measured as if it were
// the load's cost: a polling run right after seeding once gave 0.018x Express for it.
import type { Config } from '../../src/config.js';
import { buildContainer, jobHandlersOf } from '../../src/container.js';
import { REFRESH_STALE_INSIGHTS_JOB } from '../../src/modules/insights/index.js';
import { PRUNE_ORDER_EVENTS_JOB } from '../../src/modules/ordering/index.js';
import { resolve, resolveAll } from '../../src/shared/di.js';
import { InProcessJobQueue } from '../../src/shared/jobs/in-process-job-queue.js';
import { JOB_QUEUE, type JobHandler } from '../../src/shared/jobs/job-queue.js';
import { OVERDUE_WORK } from '../../src/shared/jobs/overdue-work.js';
import { createLogger } from '../../src/shared/logger.js';
import { TOKENS } from '../../src/shared/tokens.js';

/**
 * Runs the product's own jobs in this process until they have nothing left: the insights' stale
 * sweep, every overdue-work sweep, and the event log's retention, run after run (each deletes a
 * share of a large backlog) until one deletes nothing.
 */
export async function settleBackgroundWork(config: Config, log: (line: string) => void): Promise<void> {
  const container = buildContainer({ ...config, redisUrl: undefined }, createLogger('warn'));
  const queue = resolve(container, JOB_QUEUE);
  const db = resolve(container, TOKENS.database);
  const handler = (handlers: JobHandler[], name: string) => {
    const found = handlers.find((h) => h.name === name);
    if (!found) throw new Error(`no ${name} job is registered`);
    return found;
  };
  const eventCount = async () => Number((await db('order_events').count({ n: '*' }).first())?.n);
  try {
    if (!(queue instanceof InProcessJobQueue)) throw new Error('settling needs the in-process job queue');
    const handlers = jobHandlersOf(container);
    await queue.start(handlers);
    let started = performance.now();
    await handler(handlers, REFRESH_STALE_INSIGHTS_JOB).handle({});
    await queue.idle();
    log(`insights snapshots up to date in ${seconds(started)}`);

    started = performance.now();
    for (const work of resolveAll(container, OVERDUE_WORK)) await work.sweep();
    const prune = handler(handlers, PRUNE_ORDER_EVENTS_JOB);
    const before = await eventCount();
    let left = before;
    let previous: number;
    do {
      previous = left;
      await prune.handle({});
      left = await eventCount();
    } while (left < previous);
    await queue.idle();
    log(`overdue work swept and ${before - left} order events past the retention pruned in ${seconds(started)}`);
  } finally {
    await queue.close();
    await db.destroy();
  }
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
