import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toDb } from '../../src/shared/db/timestamps.js';
import type { JobQueue } from '../../src/shared/jobs/job-queue.js';
import { createLogger } from '../../src/shared/logger.js';
import type { PartitionedHandler } from '../../src/shared/order-log/event-consumer.js';
import { dropPartitionCursor, KnexConsumerCursors, startPartitionCursor } from '../../src/shared/order-log/knex-consumer-cursors.js';
import { KnexWorkItems, type WorkTable } from '../../src/shared/order-log/knex-work-items.js';
import { PartitionedConsumer } from '../../src/shared/order-log/partitioned-consumer.js';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/databases.js';

// docs/architecture/order-consumers.md "Partitions": the shared consumer split by a key, on a work
// table of the test's own (a module's would be in its migrations), on either database.
const TABLE = 'test_partition_items';
const CONSUMER = 'test.partitioned';

interface Event {
  id: number;
  part: string;
  orderId: string;
}

const ITEMS: WorkTable<{ body: string }> = {
  table: TABLE,
  keyColumn: 'order_id',
  partitionColumn: 'part',
  doneStatus: 'done',
  finishedColumn: 'done_at',
  clearedWhenFinished: ['body'],
  insert: async (trx, rows) => {
    await trx(TABLE).insert(rows).onConflict(['part', 'event_id']).ignore();
  },
  toRow: ({ body }) => ({ body }),
  payloadOf: (row) => ({ body: String(row.body ?? '') }),
};

describe.each(testDatabaseKinds())('a partitioned consumer on %s', (kind) => {
  let database: TestDatabase;
  let now: Date;
  let events: Event[];
  let parts: string[];
  let failing: Set<number>;
  let attempts: Array<[part: string, eventId: number]>;
  let logged: Array<[part: string, eventId: number, done: boolean, detail: number | undefined]>;
  let queued: unknown[][];
  let whileRendering: () => Promise<void>;
  let consumer: PartitionedConsumer<Event, { body: string }, { key: string }, number>;

  const rows = () => database.db(TABLE).orderBy('id').select('part', 'event_id', 'order_id', 'status', 'attempts', 'body', 'last_error', 'done_at');
  const cursorOf = (part: string) => new KnexConsumerCursors(database.db).ofPartition(CONSUMER, part).read();

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    await database.db.schema.createTable(TABLE, (t) => {
      t.bigIncrements('id').primary();
      t.bigInteger('event_id').notNullable();
      t.string('part', 24).notNullable();
      t.string('order_id', 24).notNullable();
      t.string('status', 12).notNullable();
      t.integer('attempts').notNullable();
      t.timestamp('first_attempt_at', { useTz: true });
      t.timestamp('next_attempt_at', { useTz: true }).notNullable();
      t.string('last_error', 300);
      t.timestamp('done_at', { useTz: true });
      t.text('body');
      t.unique(['part', 'event_id']);
    });
    now = new Date('2026-12-02T12:00:00Z');
    // Partition c is made after event 4: it gets none before, and catches up from its cursor.
    events = [
      { id: 1, part: 'a', orderId: 'o1' },
      { id: 2, part: 'b', orderId: 'o1' },
      { id: 3, part: 'a', orderId: 'o1' },
      { id: 4, part: 'c', orderId: 'o9' },
      { id: 5, part: 'a', orderId: 'o2' },
      { id: 6, part: 'c', orderId: 'o9' },
    ];
    parts = ['a', 'b', 'c'];
    for (const [part, from] of [['a', 0], ['b', 0], ['c', 4]] as const) await startPartitionCursor(database.db, CONSUMER, part, from);
    failing = new Set();
    attempts = [];
    logged = [];
    queued = [];
    whileRendering = async () => undefined;
    const handler: PartitionedHandler<Event, { body: string }, { key: string }, number> = {
      name: CONSUMER,
      run: { jobName: 'test.run', field: 'partId' },
      sweep: { name: 'test.sweep', everyMs: 1_000 },
      wants: () => true,
      partitions: {
        find: async (key) => (parts.includes(key) ? { key } : undefined),
        page: async (after, limit) => parts.filter((key) => key > after).slice(0, limit).map((key) => ({ key })),
        keyOf: (partition) => partition.key,
        log: ({ key }) => ({ after: async (afterId, limit) => events.filter((e) => e.part === key && e.id > afterId).slice(0, limit) }),
      },
      workOf: async (page) => {
        await whileRendering();
        return page.map((e) => ({ eventId: e.id, key: e.orderId, payload: { body: `event ${e.id}` } }));
      },
      attempt: async (item, _startedAt, partition) => {
        attempts.push([partition.key, item.eventId]);
        return failing.has(item.eventId) ? { done: false, error: 'answered 500', detail: 500 } : { done: true, detail: 200 };
      },
      retryAt: (item, failedAt) => (item.attempts + 1 < 2 ? new Date(failedAt.getTime() + 60_000) : undefined),
      recordAttempt: async (trx, item, outcome, _at, partition) => {
        expect(trx.isTransaction).toBe(true);
        logged.push([partition.key, item.eventId, outcome.done, outcome.detail]);
      },
      leaseMs: 30_000,
      keepMs: 3_600_000,
      // One at a time, so the attempts' order is the same on either database.
      parallel: 1,
    };
    const queue = { enqueue: async (...args: unknown[]) => void queued.push(args) } as unknown as JobQueue;
    consumer = new PartitionedConsumer(handler, new KnexWorkItems(database.db, ITEMS), { db: database.db, queue, clock: { now: () => now }, logger: createLogger('silent') });
  });
  afterEach(async () => {
    await database?.destroy();
  });

  it("runs one partition: its own events after its own cursor, its items, its partition's attempts, logged in the settlement", async () => {
    await consumer.job.handle({ partId: 'a' });
    expect((await rows()).map((r) => [r.part, Number(r.event_id), r.order_id, r.status, r.attempts, r.body, r.last_error, r.done_at !== null])).toEqual([
      ['a', 1, 'o1', 'done', 1, null, null, true],
      ['a', 3, 'o1', 'done', 1, null, null, true],
      ['a', 5, 'o2', 'done', 1, null, null, true],
    ]);
    // o1's second event only once its first is done (the first round), o2's alongside it.
    expect(attempts).toEqual([['a', 1], ['a', 5], ['a', 3]]);
    expect(logged).toEqual([['a', 1, true, 200], ['a', 5, true, 200], ['a', 3, true, 200]]);
    expect([await cursorOf('a'), await cursorOf('b'), await cursorOf('c')]).toEqual([5, 0, 4]);

    await consumer.run('c');
    expect(attempts.slice(3)).toEqual([['c', 6]]);
    expect(await cursorOf('c')).toBe(6);
  });

  it("keeps a key's order within its partition only, and retries, then gives up, by the policy", async () => {
    failing = new Set([1]);
    await consumer.run('a');
    await consumer.run('b');
    // Partition a's o1 waits behind its failed event 1; partition b's o1 does not.
    expect(attempts).toEqual([['a', 1], ['a', 5], ['b', 2]]);
    expect((await rows()).map((r) => [r.part, Number(r.event_id), r.status])).toEqual([['a', 1, 'pending'], ['a', 3, 'pending'], ['a', 5, 'done'], ['b', 2, 'done']]);
    // The run queued itself for the retry: the partition's job, its key and the due second.
    expect(queued).toEqual([['test.run', { partId: 'a' }, { dedupeKey: `a:${Math.ceil((now.getTime() + 60_000) / 1000)}`, delayMs: 60_000, attempts: undefined, backoffMs: undefined }]]);

    now = new Date(now.getTime() + 60_000);
    await consumer.run('a');
    const [given] = await rows();
    expect(given).toMatchObject({ status: 'failed', attempts: 2, body: null, last_error: `${now.toISOString()} answered 500` });
    expect(logged.filter(([, id]) => id === 1)).toEqual([['a', 1, false, 500], ['a', 1, false, 500]]);
    // Given up, it holds its order back no more.
    expect(attempts.at(-1)).toEqual(['a', 3]);
  });

  it('records nothing for a partition removed while its run reads, makes no cursor for it again, and runs it no more', async () => {
    whileRendering = () => dropPartitionCursor(database.db, CONSUMER, 'a');
    await consumer.run('a');
    expect(await rows()).toEqual([]);
    expect(await cursorOf('a')).toBeUndefined();
    expect(await consumer.run('a')).toBe(0);
    parts = ['b', 'c'];
    expect(await consumer.run('a')).toBe(0);
    expect(attempts).toEqual([]);
  });

  it('sweeps every partition behind its events or with an item due, and holds back retention at the lowest unread of them', async () => {
    expect(await consumer.unread.lowestUnread()).toBe(1);
    await consumer.run('a');
    expect(await consumer.unread.lowestUnread()).toBe(2);
    queued = [];
    await consumer.sweep();
    expect(queued).toEqual([
      ['test.run', { partId: 'b' }, { dedupeKey: 'b', background: true, attempts: undefined, backoffMs: undefined }],
      ['test.run', { partId: 'c' }, { dedupeKey: 'c', background: true, attempts: undefined, backoffMs: undefined }],
    ]);
    await consumer.run('b');
    await consumer.run('c');
    expect(await consumer.unread.lowestUnread()).toBeUndefined();

    // An item due again (a claim that expired) is swept; finished ones are pruned after keepMs.
    await database.db(TABLE).where({ part: 'b' }).update({ status: 'pending', next_attempt_at: toDb(now) });
    queued = [];
    now = new Date(now.getTime() + 3_600_001);
    await consumer.sweep();
    expect(queued.map((job) => job[1])).toEqual([{ partId: 'b' }]);
    expect((await rows()).map((r) => [r.part, Number(r.event_id)])).toEqual([['b', 2]]);
    expect(await consumer.backlog()).toEqual({ count: 1, oldestDueAt: new Date('2026-12-02T12:00:00Z') });
  });
});
