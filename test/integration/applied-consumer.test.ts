import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobQueue } from '../../src/shared/jobs/job-queue.js';
import { appliedSteps } from '../../src/shared/order-log/applied-steps.js';
import { DurableConsumer } from '../../src/shared/order-log/durable-consumer.js';
import type { AppliedHandler, LoggedEvent } from '../../src/shared/order-log/event-consumer.js';
import { KnexConsumerCursors } from '../../src/shared/order-log/knex-consumer-cursors.js';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/databases.js';

// docs/architecture/order-consumers.md "Applied": a page's writes and the cursor's move are one
// transaction, on a results table of the test's own, on either database.
const TABLE = 'test_applied_results';
const CONSUMER = 'test.applied';
const clock = { now: () => new Date('2026-12-03T12:00:00Z') };
const queue = { enqueue: async () => undefined } as unknown as JobQueue;

describe.each(testDatabaseKinds())('an applied consumer on %s', (kind) => {
  let database: TestDatabase;
  let events: LoggedEvent[];
  let failAt: number | undefined;
  let consumer: DurableConsumer<LoggedEvent>;

  const written = async () => (await database.db(TABLE).orderBy('event_id').pluck('event_id')).map(Number);
  const cursor = () => new KnexConsumerCursors(database.db).of(CONSUMER).read();

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    await database.db.schema.createTable(TABLE, (t) => {
      t.bigInteger('event_id').primary();
    });
    events = [1, 2, 3, 4, 5].map((id) => ({ id }));
    failAt = undefined;
    const handler: AppliedHandler<LoggedEvent, number[]> = {
      name: CONSUMER,
      run: { jobName: 'test.applied-run', dedupeKey: 'applied' },
      sweep: { name: 'test.applied-sweep', everyMs: 1_000 },
      wants: (event) => event.id % 2 === 1,
      prepare: async (wanted) => wanted.map((event) => event.id),
      apply: async (trx, ids) => {
        for (const id of ids) {
          await trx(TABLE).insert({ event_id: id });
          if (id === failAt) throw new Error(`event ${id} failed`);
        }
        return ids.length;
      },
    };
    const log = { after: async (afterId: number, limit: number) => events.filter((event) => event.id > afterId).slice(0, limit) };
    const cursors = new KnexConsumerCursors(database.db).of(CONSUMER);
    consumer = new DurableConsumer(log, cursors, handler, appliedSteps(handler, cursors, database.db), queue, clock);
  });
  afterEach(async () => database?.destroy());

  it('writes the wanted events of a page with the cursor past the whole page', async () => {
    expect(await consumer.run()).toBe(3);
    expect(await written()).toEqual([1, 3, 5]);
    expect(await cursor()).toBe(5);
    expect(await consumer.run()).toBe(0);
    expect(await written()).toEqual([1, 3, 5]);
  });

  it('writes nothing and leaves the cursor where it was when the page fails, then takes it in whole', async () => {
    failAt = 3;
    await expect(consumer.run()).rejects.toThrow('event 3 failed');
    expect(await written()).toEqual([]);
    expect(await cursor()).toBe(0);
    failAt = undefined;
    await consumer.run();
    expect(await written()).toEqual([1, 3, 5]);
  });

  it('moves the cursor past a page it wants nothing of, and its sweep finds nothing left', async () => {
    events = [{ id: 2 }, { id: 4 }];
    expect(await consumer.run()).toBe(0);
    expect(await cursor()).toBe(4);
    expect(await consumer.backlog()).toEqual({ count: 0 });
    expect(await consumer.unread.lowestUnread()).toBeUndefined();
  });
});
