import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { laneQueueName } from '../../src/shared/jobs/job-lanes.js';

/** The BullMQ queue a kind of job waits in under a deployment's base queue name (job-lanes.ts). */
export function laneQueue(redis: Redis, baseQueueName: string, jobName: string): Queue {
  return new Queue(laneQueueName(baseQueueName, jobName), { connection: redis });
}

/** Removes the base queue and every lane under it: what a test leaves never reaches the next. */
export async function obliterateLanes(redis: Redis, baseQueueName: string): Promise<void> {
  const metaKeys = await redis.keys(`bull:${baseQueueName}*:meta`);
  const names = new Set([baseQueueName, ...metaKeys.map((key) => key.slice('bull:'.length, -':meta'.length))]);
  for (const name of names) {
    if (name !== baseQueueName && !name.startsWith(`${baseQueueName}.`)) continue;
    const queue = new Queue(name, { connection: redis });
    await queue.obliterate({ force: true });
    await queue.close();
  }
}
