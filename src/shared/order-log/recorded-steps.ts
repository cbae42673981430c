import type { Knex } from 'knex';
import type { Clock } from '../clock.js';
import type { Logger } from '../logger.js';
import type { ConsumerSteps } from './durable-consumer.js';
import type { AttemptOutcome, LoggedEvent, RecordingHandler, WorkItem } from './event-consumer.js';
import type { KnexConsumerCursors } from './knex-consumer-cursors.js';
import type { KnexWorkItems, Settlement } from './knex-work-items.js';

/** Due items read per round. */
const DUE_PER_ROUND = 100;

/**
 * A consumer with a work table (docs/architecture/order-consumers.md "Work tables"): a page's
 * items and the cursor's move are one transaction, so a crash loses no event and a repeat records
 * none twice; each item is claimed before its attempt, so overlapping runs never perform it at once.
 */
export function recordedSteps<E extends LoggedEvent, P>(
  handler: RecordingHandler<E, P>,
  work: KnexWorkItems<P>,
  cursors: KnexConsumerCursors,
  deps: { db: Knex; clock: Clock; logger: Logger },
): ConsumerSteps<E> {
  const attempt = (item: WorkItem<P>) => attemptOnce(handler, work, item, deps);
  return {
    async takeIn(wanted, upTo) {
      const items = wanted.length ? await handler.workOf(wanted) : [];
      await deps.db.transaction(async (trx) => {
        await work.record(trx, items, deps.clock.now());
        await cursors.advance(handler.name, upTo, trx);
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
async function attemptOnce<E extends LoggedEvent, P>(
  handler: RecordingHandler<E, P>,
  work: KnexWorkItems<P>,
  item: WorkItem<P>,
  { clock, logger }: { clock: Clock; logger: Logger },
): Promise<boolean> {
  const started = clock.now();
  if (!(await work.claim(item, started, new Date(started.getTime() + handler.leaseMs)))) return false;
  const outcome: AttemptOutcome = await handler.attempt(item, started).catch((error: unknown) => ({ done: false as const, error: error instanceof Error ? error.message : String(error) }));
  const ended = clock.now();
  const settlement = settlementOf(handler, item, outcome, ended);
  if (settlement.status !== 'done') {
    const retryAt = settlement.status === 'retry' ? settlement.retryAt : undefined;
    logger.warn({ consumer: handler.name, eventId: item.eventId, attempts: item.attempts + 1, retryAt, err: settlement.error }, retryAt ? 'order event work failed; will retry' : 'order event work given up');
  }
  await work.settle(item, settlement, ended);
  return true;
}

function settlementOf<E extends LoggedEvent, P>(handler: RecordingHandler<E, P>, item: WorkItem<P>, outcome: AttemptOutcome, at: Date): Settlement {
  if (outcome.done) return { status: 'done' };
  const retryAt = handler.retryAt(item, at);
  return retryAt ? { status: 'retry', retryAt, error: outcome.error } : { status: 'failed', error: outcome.error };
}
