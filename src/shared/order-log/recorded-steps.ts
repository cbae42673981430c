import type { Knex } from 'knex';
import type { Clock } from '../clock.js';
import type { Logger } from '../logger.js';
import type { ConsumerSteps } from './durable-consumer.js';
import type { AttemptOutcome, LoggedEvent, Recording, WorkItem } from './event-consumer.js';
import type { ConsumerCursor } from './knex-consumer-cursors.js';
import type { KnexWorkItems, Settlement } from './knex-work-items.js';

/** Due items read per round. */
const DUE_PER_ROUND = 100;

interface Deps {
  db: Knex;
  clock: Clock;
  logger: Logger;
}

/**
 * A consumer with a work table (docs/architecture/order-consumers.md "Work tables"): a page's
 * items and the cursor's move are one transaction, so a crash loses no event and a repeat records
 * none twice; each item is claimed before its attempt, so overlapping runs never perform it at once.
 * Of a partition, `work` and `cursor` are the partition's and `partition` is handed to its attempts.
 */
export function recordedSteps<E extends LoggedEvent, P, T, D>(handler: Recording<E, P, T, D>, work: KnexWorkItems<P>, cursor: ConsumerCursor, deps: Deps, partition?: T): ConsumerSteps<E> {
  // Undefined only for a consumer without partitions, whose T is void.
  const attempt = (item: WorkItem<P>) => attemptOnce(handler, work, item, cursor.name, deps, partition as T);
  return {
    async takeIn(wanted, upTo) {
      const items = wanted.length ? await handler.workOf(wanted) : [];
      await deps.db.transaction(async (trx) => {
        // A partition removed meanwhile has no cursor: nothing is recorded for it.
        if (await cursor.advance(upTo, trx)) await work.record(trx, items, deps.clock.now());
      });
      return items.length;
    },
    async performDue() {
      const due = await work.due(deps.clock.now(), DUE_PER_ROUND);
      let made = 0;
      for (let at = 0; at < due.length; at += handler.parallel) {
        made += (await Promise.all(due.slice(at, at + handler.parallel).map(attempt))).filter(Boolean).length;
      }
      return made;
    },
    nextDue: () => work.nextDue(),
    backlog: () => work.backlog(deps.clock.now()),
    pruneFinished: () => work.pruneFinished(new Date(deps.clock.now().getTime() - handler.keepMs)),
  };
}

/** One claimed attempt and its settlement; false when another run had the item. */
async function attemptOnce<E extends LoggedEvent, P, T, D>(
  handler: Recording<E, P, T, D>,
  work: KnexWorkItems<P>,
  item: WorkItem<P>,
  consumer: string,
  { clock, logger }: Deps,
  partition: T,
): Promise<boolean> {
  const started = clock.now();
  if (!(await work.claim(item, started, new Date(started.getTime() + handler.leaseMs)))) return false;
  const outcome: AttemptOutcome<D> = await handler.attempt(item, started, partition).catch((error: unknown) => ({ done: false as const, error: error instanceof Error ? error.message : String(error) }));
  const ended = clock.now();
  const settlement = settlementOf(handler, item, outcome, ended);
  if (settlement.status !== 'done') {
    const retryAt = settlement.status === 'retry' ? settlement.retryAt : undefined;
    logger.warn({ consumer, eventId: item.eventId, attempts: item.attempts + 1, retryAt, err: settlement.error }, retryAt ? 'order event work failed; will retry' : 'order event work given up');
  }
  const { recordAttempt } = handler;
  await work.settle(item, settlement, ended, recordAttempt && ((trx) => recordAttempt.call(handler, trx, item, outcome, ended, partition)));
  return true;
}

function settlementOf<E extends LoggedEvent, P, T, D>(handler: Recording<E, P, T, D>, item: WorkItem<P>, outcome: AttemptOutcome<D>, at: Date): Settlement {
  if (outcome.done) return { status: 'done', ...(outcome.as ? { as: outcome.as } : {}) };
  const retryAt = handler.retryAt(item, at);
  return retryAt ? { status: 'retry', retryAt, error: outcome.error } : { status: 'failed', error: outcome.error };
}
