import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { HealthResult } from '../../src/shared/health.js';
import { BullMqJobQueue } from '../../src/shared/jobs/bullmq-job-queue.js';
import { BullMqJobRunner } from '../../src/shared/jobs/bullmq-job-runner.js';
import { InProcessJobQueue } from '../../src/shared/jobs/in-process-job-queue.js';
import type { JobHandler, JobQueue, JobRunner } from '../../src/shared/jobs/job-queue.js';
import type { Logger } from '../../src/shared/logger.js';
import { obliterateLanes } from '../support/job-lanes.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What one test drives: both halves of an adapter, with a logger whose lines it can read. */
interface Harness {
  queue: JobQueue & { health(jobNames: readonly string[]): Promise<HealthResult> };
  runner: JobRunner;
  close(): Promise<void>;
}
type MakeHarness = (logger: Logger) => Promise<Harness>;

function capturingLogger() {
  const lines: Array<{ level: number; msg: string; job?: string; attempt?: number }> = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

/** A handler that records payloads and start times, and can fail its first tries or hold runs open. */
function recorder(options: { failFirst?: number; gate?: Promise<void> } = {}) {
  const seen: unknown[] = [];
  const startedAt: number[] = [];
  let running = 0;
  let maxRunning = 0;
  let wake = () => {};
  const handler: JobHandler = {
    name: 'record',
    handle: async (payload) => {
      startedAt.push(Date.now());
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      wake();
      try {
        await options.gate;
        if (startedAt.length <= (options.failFirst ?? 0)) throw new Error(`boom ${startedAt.length}`);
        seen.push(payload);
      } finally {
        running -= 1;
        wake();
      }
    },
  };
  const until = (done: () => boolean) =>
    new Promise<void>((resolve) => {
      wake = () => done() && resolve();
      wake();
    });
  return { seen, startedAt, handler, until, maxRunning: () => maxRunning, calls: () => startedAt.length };
}

function behaviourSuite(make: MakeHarness, backoffMs: number) {
  let harness: Harness;
  let lines: ReturnType<typeof capturingLogger>['lines'];
  const setUp = async () => {
    const captured = capturingLogger();
    lines = captured.lines;
    harness = await make(captured.logger);
    return harness;
  };
  afterEach(() => harness?.close());

  it('collapses a burst under one key into one run while it waits; other keys run apart', async () => {
    const { queue, runner } = await setUp();
    const { seen, handler, until } = recorder();
    await runner.start([handler]);
    for (let n = 0; n < 20; n += 1) await queue.enqueue('record', { n }, { dedupeKey: 'menu-1', delayMs: 200 });
    await queue.enqueue('record', { other: true }, { dedupeKey: 'menu-2', delayMs: 200 });
    await until(() => seen.length >= 2);
    await sleep(150);
    expect(seen).toHaveLength(2);
    expect(seen).toEqual(expect.arrayContaining([{ n: 0 }, { other: true }]));
  });

  it('runs again when the key is enqueued after its job started, after that run ends', async () => {
    const { queue, runner } = await setUp();
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const { handler, until, calls, maxRunning, seen } = recorder({ gate });
    await runner.start([handler]);
    await queue.enqueue('record', { change: 1 }, { dedupeKey: 'menu-1' });
    await until(() => calls() === 1);
    await queue.enqueue('record', { change: 2 }, { dedupeKey: 'menu-1' });
    await queue.enqueue('record', { change: 3 }, { dedupeKey: 'menu-1' });
    open();
    await until(() => seen.length === 2);
    await sleep(150);
    expect(calls()).toBe(2);
    expect(maxRunning()).toBe(1);
  });

  it('does not run a job before its delay', async () => {
    const { queue, runner } = await setUp();
    const { handler, until, startedAt } = recorder();
    await runner.start([handler]);
    const enqueuedAt = Date.now();
    await queue.enqueue('record', {}, { delayMs: 150 });
    await until(() => startedAt.length === 1);
    expect(startedAt[0]! - enqueuedAt).toBeGreaterThanOrEqual(145);
  });

  it('retries a failing job with exponential backoff until it succeeds', async () => {
    const { queue, runner } = await setUp();
    const { handler, until, startedAt, seen } = recorder({ failFirst: 2 });
    await runner.start([handler]);
    await queue.enqueue('record', { try: 'again' }, { attempts: 3, backoffMs });
    await until(() => seen.length === 1);
    const [first, second, third] = startedAt as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(backoffMs - 5);
    expect(third - second).toBeGreaterThanOrEqual(2 * backoffMs - 5);
    expect(lines.map((l) => [l.level, l.job, l.attempt])).toEqual([
      [40, 'record', 1],
      [40, 'record', 2],
    ]);
  });

  it('gives up after the last attempt and logs it as an error', async () => {
    const { queue, runner } = await setUp();
    const { handler, calls } = recorder({ failFirst: 99 });
    await runner.start([handler]);
    await queue.enqueue('record', {}, { attempts: 2, backoffMs });
    await expect.poll(() => lines.length, { timeout: 5_000 }).toBe(2);
    await sleep(3 * backoffMs);
    expect(calls()).toBe(2);
    expect(lines.map((l) => [l.level, l.attempt])).toEqual([
      [40, 1],
      [50, 2],
    ]);
  });

  it('refuses two handlers with one name', async () => {
    const { runner } = await setUp();
    const { handler } = recorder();
    await expect(runner.start([handler, { ...handler }])).rejects.toThrow('Two job handlers are named "record"');
  });

  it('runs a schedule repeatedly until closed, and reports healthy', async () => {
    const { queue, runner, close } = await setUp();
    const { handler, until, calls } = recorder();
    await runner.start([handler]);
    await queue.schedule({ name: 'record', payload: { tick: true }, everyMs: 100 });
    await until(() => calls() >= 3);
    expect(await queue.health(['record'])).toMatchObject({ status: 'healthy' });
    await close();
    const afterClose = calls();
    await sleep(300);
    expect(calls()).toBe(afterClose);
  });
}

describe('in-process job queue', () => {
  behaviourSuite(async (logger) => {
    const queue = new InProcessJobQueue(logger);
    return { queue, runner: queue, close: () => queue.close() };
  }, 50);

  it('runs a job after the caller returns, refuses an unknown job, and says it runs in-process', async () => {
    const queue = new InProcessJobQueue(capturingLogger().logger);
    const { seen, handler, until } = recorder();
    await queue.start([handler]);
    await queue.enqueue('record', { n: 1 });
    expect(seen).toEqual([]);
    await until(() => seen.length === 1);
    await expect(queue.enqueue('nope', {})).rejects.toThrow(/No handler/);
    expect(await queue.health()).toEqual({ status: 'healthy', detail: 'in-process' });
    await queue.close();
  });
});

/** CPU work that never lets the event loop in, like a query on synchronous SQLite. */
function busyWork(): string {
  let digest = '';
  for (let i = 0; i < 200; i += 1) digest = createHash('sha256').update(digest).digest('hex');
  return digest;
}

describe('in-process job queue, background lane', () => {
  const BACKLOG = 200;
  let queue: InProcessJobQueue;
  afterEach(() => queue.close());

  it('answers a request while a backlog of background jobs is still being worked through', async () => {
    queue = new InProcessJobQueue(capturingLogger().logger);
    let done = 0;
    await queue.start([{ name: 'busy', handle: async () => void (busyWork(), (done += 1)) }]);
    const server = createServer((_req, res) => res.end(String(done)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      for (let n = 0; n < BACKLOG; n += 1) await queue.enqueue('busy', { n }, { background: true });
      const { port } = server.address() as AddressInfo;
      const doneWhenServed = Number(await (await fetch(`http://127.0.0.1:${port}/`)).text());
      expect(doneWhenServed).toBeLessThan(BACKLOG);
      await expect.poll(() => done, { timeout: 10_000 }).toBe(BACKLOG);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('runs one background job at a time, first come first served', async () => {
    queue = new InProcessJobQueue(capturingLogger().logger);
    const order: number[] = [];
    let running = 0;
    let most = 0;
    // Each job pauses on a timer, as one waiting on I/O would: unbounded, they would all be running.
    const pausing: JobHandler = {
      name: 'pausing',
      handle: async (payload) => {
        running += 1;
        most = Math.max(most, running);
        await sleep(1);
        order.push((payload as { n: number }).n);
        running -= 1;
      },
    };
    await queue.start([pausing]);
    for (let n = 0; n < 20; n += 1) await queue.enqueue('pausing', { n }, { background: true });
    await expect.poll(() => order.length, { timeout: 5_000 }).toBe(20);
    expect(most).toBe(1);
    expect(order).toEqual([...Array(20).keys()]);
  });

  it('runs plain jobs while the background lane is busy', async () => {
    queue = new InProcessJobQueue(capturingLogger().logger);
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const background = recorder({ gate });
    const plain = recorder();
    await queue.start([background.handler, { ...plain.handler, name: 'plain' }]);
    for (let n = 0; n < 20; n += 1) await queue.enqueue('record', { n }, { background: true });
    await background.until(() => background.calls() === 1);
    await queue.enqueue('plain', { plain: true });
    await plain.until(() => plain.seen.length === 1);
    expect(background.seen).toEqual([]);
    open();
    await background.until(() => background.seen.length === 20);
  });

  it('is idle only once every job has run, including the ones a job enqueued while running', async () => {
    queue = new InProcessJobQueue(capturingLogger().logger);
    const done: number[] = [];
    // A sweep: the first job fans out into delayed background jobs, as the insights sweep does.
    await queue.start([
      { name: 'sweep', handle: async () => { for (let n = 0; n < 5; n += 1) await queue.enqueue('one', { n }, { background: true, delayMs: 5 }); } },
      { name: 'one', handle: async (payload) => void done.push((payload as { n: number }).n) },
    ]);
    await queue.enqueue('sweep', {});
    await queue.idle();
    expect(done).toEqual([0, 1, 2, 3, 4]);
  });

  it('on close, finishes the running background job and drops the ones not begun', async () => {
    queue = new InProcessJobQueue(capturingLogger().logger);
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const { handler, until, calls, seen } = recorder({ gate });
    await queue.start([handler]);
    for (let n = 0; n < 5; n += 1) await queue.enqueue('record', { n }, { background: true });
    await until(() => calls() === 1);
    const closed = queue.close();
    open();
    await closed;
    expect(seen).toEqual([{ n: 0 }]);
    expect(calls()).toBe(1);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('BullMQ job queue on real Redis', () => {
  const redisUrl = process.env.TEST_REDIS_URL as string;
  const run = `test-jobs-${randomBytes(4).toString('hex')}`;
  let count = 0;
  const obliterate = async (name: string) => {
    const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    await obliterateLanes(connection, name);
    await connection.quit();
  };

  /** A queue of its own per test, obliterated afterwards: leftovers never reach the next test. */
  behaviourSuite(async (logger) => {
    const name = `${run}-${(count += 1)}`;
    const queue = new BullMqJobQueue(redisUrl, logger, name);
    const runner = new BullMqJobRunner(redisUrl, logger, queue, { queueName: name, concurrency: 2, scheduleCheckMs: 30_000 });
    let closing: Promise<void> | undefined;
    const close = async () => {
      await runner.close();
      await queue.close();
      await obliterate(name);
    };
    return { queue, runner, close: () => (closing ??= close()) };
  }, 100);

  it('takes a plain job before a backlog of background jobs of its kind', async () => {
    const name = `${run}-priority`;
    const queue = new BullMqJobQueue(redisUrl, capturingLogger().logger, name);
    const runner = new BullMqJobRunner(redisUrl, capturingLogger().logger, queue, { queueName: name, concurrency: 2, scheduleCheckMs: 30_000 });
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const background = recorder({ gate });
    const order: unknown[] = [];
    try {
      await runner.start([{ ...background.handler, handle: async (p) => void (await background.handler.handle(p), order.push(p)) }]);
      for (let n = 0; n < 20; n += 1) await queue.enqueue('record', { n }, { background: true });
      await background.until(() => background.calls() >= 1);
      await queue.enqueue('record', { plain: true });
      open();
      await expect.poll(() => order.length, { timeout: 10_000 }).toBe(21);
      // Only what the worker (concurrency 2) had already taken may finish first.
      expect(order.indexOf(order.find((p) => (p as { plain?: boolean }).plain))).toBeLessThanOrEqual(2);
    } finally {
      await runner.close();
      await queue.close();
      await obliterate(name);
    }
  });

  it('gives each kind of job a lane of its own: a kind at its budget holds up no other', async () => {
    const name = `${run}-lanes`;
    const queue = new BullMqJobQueue(redisUrl, capturingLogger().logger, name);
    const runner = new BullMqJobRunner(redisUrl, capturingLogger().logger, queue, { queueName: name, concurrency: 2, scheduleCheckMs: 30_000 });
    let open = () => {};
    const busy = recorder({ gate: new Promise<void>((resolve) => (open = resolve)) });
    const other = recorder();
    try {
      await runner.start([{ ...busy.handler, concurrency: 3 }, { ...other.handler, name: 'other' }]);
      for (let n = 0; n < 10; n += 1) await queue.enqueue('record', { n });
      await busy.until(() => busy.calls() >= 3);
      await queue.enqueue('other', { other: true });
      await other.until(() => other.seen.length === 1);
      // The busy kind holds its own budget (its handler's 3, not the worker's 2) and the rest waits in its lane.
      expect([busy.calls(), busy.maxRunning(), busy.seen.length]).toEqual([3, 3, 0]);
      expect([...(await queue.oldestWaiting(['record', 'other'])).keys()]).toEqual(['record']);
      open();
      await busy.until(() => busy.seen.length === 10);
      expect(busy.maxRunning()).toBe(3);
    } finally {
      open();
      await runner.close();
      await queue.close();
      await obliterate(name);
    }
  });

  it('reports waiting and failed counts', async () => {
    const queue = new BullMqJobQueue(redisUrl, capturingLogger().logger, `${run}-health`);
    await queue.enqueue('record', {}, { delayMs: 60_000 });
    expect(await queue.health(['record', 'other'])).toMatchObject({ status: 'healthy', detail: '0 waiting, 1 delayed, 0 failed' });
    await queue.close();
    await obliterate(`${run}-health`);
  });
});
