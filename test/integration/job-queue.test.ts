import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { BullMqJobQueue, BullMqJobRunner } from '../../src/shared/jobs/bullmq-job-queue.js';
import { InProcessJobQueue } from '../../src/shared/jobs/in-process-job-queue.js';
import type { JobHandler } from '../../src/shared/jobs/job-queue.js';
import { createLogger } from '../../src/shared/logger.js';

const logger = createLogger('silent');

function recorder() {
  const seen: unknown[] = [];
  let notify: () => void = () => {};
  const handler: JobHandler = {
    name: 'record',
    handle: async (payload) => {
      seen.push(payload);
      notify();
    },
  };
  const until = (count: number) =>
    new Promise<void>((resolve) => {
      notify = () => seen.length >= count && resolve();
      notify();
    });
  return { seen, handler, until };
}

describe('in-process job queue', () => {
  const queue = new InProcessJobQueue(logger);
  afterEach(() => queue.close());

  it('runs an enqueued job after the caller returns, and a failing job does not throw', async () => {
    const { seen, handler, until } = recorder();
    const failing: JobHandler = { name: 'fail', handle: async () => Promise.reject(new Error('boom')) };
    await queue.start([handler, failing]);
    await queue.enqueue('fail', {});
    await queue.enqueue('record', { n: 1 });
    expect(seen).toEqual([]);
    await until(1);
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('repeats a job on its schedule and refuses an unknown job', async () => {
    const { handler, until } = recorder();
    await queue.start([handler]);
    await queue.repeat('record', { tick: true }, 20);
    await until(3);
    await expect(queue.enqueue('nope', {})).rejects.toThrow(/No handler/);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('BullMQ job queue on real Redis', () => {
  const redisUrl = process.env.TEST_REDIS_URL as string;
  const name = `test-${randomBytes(4).toString('hex')}`;
  const queue = new BullMqJobQueue(redisUrl, name);
  const runner = new BullMqJobRunner(redisUrl, logger, name);
  afterEach(async () => {
    await runner.close();
    await queue.close();
  });

  it('delivers enqueued and scheduled jobs to a worker', async () => {
    const { seen, handler, until } = recorder();
    await runner.start([handler]);
    await queue.enqueue('record', { order: '6755c8f2a1b2c3d4e5f60718' });
    await until(1);
    expect(seen[0]).toEqual({ order: '6755c8f2a1b2c3d4e5f60718' });
    await queue.repeat('record', { scheduled: true }, 100);
    await until(3);
    expect(seen).toContainEqual({ scheduled: true });
  });
});
