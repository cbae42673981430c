import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from '../logger.js';
import { QUEUE_NAME, type JobHandler, type JobQueue, type JobRunner } from './job-queue.js';

function connect(redisUrl: string): Redis {
  // BullMQ workers block on Redis; they must not give up on a slow reply.
  return new Redis(redisUrl, { maxRetriesPerRequest: null });
}

/** Producer side: the API enqueues; any number of workers share one Redis. */
export class BullMqJobQueue implements JobQueue {
  private readonly queue: Queue;

  constructor(redisUrl: string, queueName = QUEUE_NAME) {
    this.queue = new Queue(queueName, { connection: connect(redisUrl) });
  }

  async enqueue(name: string, payload: unknown): Promise<void> {
    await this.queue.add(name, payload, { removeOnComplete: 100, removeOnFail: 500, attempts: 3, backoff: { type: 'exponential', delay: 1000 } });
  }

  async repeat(name: string, payload: unknown, everyMs: number): Promise<void> {
    await this.queue.upsertJobScheduler(name, { every: everyMs }, { name, data: payload, opts: { removeOnComplete: 100, removeOnFail: 500 } });
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}

/** Consumer side, run by worker.ts. */
export class BullMqJobRunner implements JobRunner {
  private worker?: Worker;

  constructor(
    private readonly redisUrl: string,
    private readonly logger: Logger,
    private readonly queueName = QUEUE_NAME,
  ) {}

  async start(handlers: JobHandler[]): Promise<void> {
    const byName = new Map(handlers.map((h) => [h.name, h]));
    this.worker = new Worker(
      this.queueName,
      async (job) => {
        const handler = byName.get(job.name);
        if (!handler) throw new Error(`No handler for job "${job.name}"`);
        await handler.handle(job.data);
      },
      { connection: connect(this.redisUrl), concurrency: 2 },
    );
    this.worker.on('failed', (job, err) => this.logger.error({ err, job: job?.name, id: job?.id }, 'job failed'));
    await this.worker.waitUntilReady();
  }

  async close(): Promise<void> {
    await this.worker?.close();
  }
}
