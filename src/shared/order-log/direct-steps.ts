import type { ConsumerSteps } from './durable-consumer.js';
import type { DirectHandler, LoggedEvent } from './event-consumer.js';
import type { ConsumerCursor } from './knex-consumer-cursors.js';

/**
 * A consumer without a work table (docs/architecture/order-consumers.md "Direct"): each wanted
 * event is performed in event order and the cursor moves past it after, so a crash in between
 * performs it again (the other side's idempotency makes that one effect). A failure throws: the
 * cursor stays before that event, the queue retries the run, then the sweep.
 */
export function directSteps<E extends LoggedEvent>(handler: DirectHandler<E>, cursor: ConsumerCursor): ConsumerSteps<E> {
  return {
    async takeIn(wanted, upTo) {
      for (const event of wanted) {
        await handler.perform(event);
        await cursor.advance(event.id);
      }
      await cursor.advance(upTo);
      return wanted.length;
    },
    performDue: async () => 0,
    nextDue: async () => undefined,
    // Nothing waits with a due time: what is unread is behind the cursor, which the sweep looks at.
    backlog: async () => ({ count: 0 }),
    pruneFinished: async () => undefined,
  };
}
