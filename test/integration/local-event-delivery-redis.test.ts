import type { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { DELIVER_LOCAL_EVENT_JOB } from '../../src/modules/payments/jobs/local-event-delivery.js';
import { aCustomer, placeOrder } from '../support/customers.js';
import { createDeployment, type Deployment } from '../support/deployment.js';
import { laneQueue } from '../support/job-lanes.js';
import { anOwner } from '../support/owners.js';
import { eventually, submitCard } from '../support/payment-servers.js';

/**
 * The local checkout's signed events reach the webhook through the job queue. On Redis, where
 * BullMQ also keeps the last finished jobs, a delivery job names its event and nothing else:
 * the event itself (with the customer's email) stays in the database, where the worker reads it.
 */
describe.runIf(process.env.TEST_REDIS_URL)('local checkout event delivery on Redis', () => {
  let deployment: Deployment | undefined;
  let queue: Queue | undefined;
  let connection: Redis | undefined;
  afterEach(async () => {
    await queue?.close();
    connection?.disconnect();
    await deployment?.destroy();
  });

  it('queues the event by its id only, and the worker delivers it from the database', { timeout: 90_000 }, async () => {
    deployment = await createDeployment({ kind: 'sqlite', redisUrl: process.env.TEST_REDIS_URL });
    const d = deployment;
    await d.startApi(d.config.port);
    const owner = await anOwner(d, 'queued-owner@example.com');
    const customer = await aCustomer(d, 'queued-customer@example.com');
    const { orderId, url } = await placeOrder(d, customer, owner.restaurantId);
    expect((await submitCard(d.url + new URL(url).pathname)).status).toBe(303);

    // No worker yet: the delivery job waits in Redis as it was written.
    connection = new Redis(process.env.TEST_REDIS_URL!, { maxRetriesPerRequest: null });
    queue = laneQueue(connection, d.env.JOB_QUEUE_NAME!, DELIVER_LOCAL_EVENT_JOB);
    const jobs = (await queue.getJobs(['waiting', 'prioritized', 'delayed'])).filter((job) => job.name === DELIVER_LOCAL_EVENT_JOB);
    expect(jobs.map((job) => job.data)).toEqual([{ eventId: expect.stringMatching(/^evt_/) }]);
    const stored = await connection.hgetall(`bull:${queue.name}:${jobs[0]!.id}`);
    expect(stored).toHaveProperty('data');
    expect(JSON.stringify(stored)).not.toContain('queued-customer@example.com');

    await d.startWorker();
    const outboxRow = () => d.db('local_checkout_outbox').where({ event_id: jobs[0]!.data.eventId }).first();
    // Marked delivered once the webhook has answered 2xx, that is, after it applied the payment.
    await eventually(async () => (await outboxRow())?.delivered_at != null, 'the worker to deliver the event', 30_000);
    expect((await d.db('orders').where({ id: orderId }).first('status'))?.status).toBe('paid');
    expect((await outboxRow()).payload).toContain('queued-customer@example.com'); // the event itself, in the database
  });
});
