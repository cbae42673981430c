import type { Knex } from 'knex';
import type { ConsumerSteps } from './durable-consumer.js';
import type { AppliedHandler, LoggedEvent } from './event-consumer.js';
import type { ConsumerCursor } from './knex-consumer-cursors.js';

/**
 * A consumer that writes its results on the cursor's transaction (docs/architecture/order-consumers.md
 * "Applied"): the page's writes and the cursor's move commit together or not at all, so a crash, a
 * repeated run or two runs at once apply each event once. A failure throws: nothing is written,
 * the cursor stays, the queue retries the run, then the sweep. Its writes must be its own tables'
 * (no call leaves the database), as nothing else rolls back.
 */
export function appliedSteps<E extends LoggedEvent, W>(handler: AppliedHandler<E, W>, cursor: ConsumerCursor, db: Knex): ConsumerSteps<E> {
  return {
    async takeIn(wanted, upTo) {
      if (!wanted.length) return cursor.advance(upTo).then(() => 0);
      // Read before the transaction: on SQLite it holds the one connection.
      const work = await handler.prepare(wanted);
      return db.transaction(async (trx) => {
        const applied = await handler.apply(trx, work);
        await cursor.advance(upTo, trx);
        return applied;
      });
    },
    performDue: async () => 0,
    nextDue: async () => undefined,
    // Nothing waits with a due time: what is unread is behind the cursor, which the sweep looks at.
    backlog: async () => ({ count: 0 }),
    pruneFinished: async () => undefined,
  };
}
