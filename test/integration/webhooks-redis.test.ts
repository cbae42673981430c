import type { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { DELIVER_WEBHOOKS_JOB } from '../../src/modules/integrations/jobs/webhook-delivery.js';
import { aCustomer, placeOrder } from '../support/customers.js';
import { createDeployment, type Deployment } from '../support/deployment.js';
import { anOwner } from '../support/owners.js';
import { laneQueue } from '../support/job-lanes.js';
import { eventually, submitCard } from '../support/payment-servers.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

/**
 * Integrators' webhooks on BullMQ (docs/architecture/webhooks.md): the API queues a run per
 * endpoint naming the endpoint only; a worker fans out, sends, and retries through delayed jobs.
 */
describe.runIf(process.env.TEST_REDIS_URL)('webhook delivery on Redis', () => {
  let deployment: Deployment | undefined;
  let hooks: WebhookReceiver | undefined;
  let queue: Queue | undefined;
  let connection: Redis | undefined;
  afterEach(async () => {
    await queue?.close();
    connection?.disconnect();
    await hooks?.close();
    await deployment?.destroy();
  });

  it('queues runs by endpoint id only; the worker delivers every event signed, retrying a 503', { timeout: 120_000 }, async () => {
    deployment = await createDeployment({ kind: 'sqlite', redisUrl: process.env.TEST_REDIS_URL, env: { WEBHOOKS_ALLOW_LOCAL: 'true', WEBHOOK_RETRY_BASE_MS: '500' } });
    const d = deployment;
    await d.startApi(d.config.port);
    hooks = await startWebhookReceiver();
    const owner = await anOwner(d, 'redis-hooks-owner@example.com');
    const { id: endpointId, secret } = (await owner.api.POST('/api/my/restaurant/webhooks', { body: { url: hooks.url } })).data!;
    const customer = await aCustomer(d, 'redis-hooks-customer@example.com');
    const { orderId, url } = await placeOrder(d, customer, owner.restaurantId, [1]);

    // No worker yet: the run waits in Redis, naming the endpoint and nothing else.
    connection = new Redis(process.env.TEST_REDIS_URL!, { maxRetriesPerRequest: null });
    queue = laneQueue(connection, d.env.JOB_QUEUE_NAME!, DELIVER_WEBHOOKS_JOB);
    const jobs = (await queue.getJobs(['waiting', 'prioritized', 'delayed'])).filter((job) => job.name === DELIVER_WEBHOOKS_JOB);
    expect(jobs.map((job) => job.data)).toEqual([{ endpointId }]);

    hooks.answerNext(503);
    await d.startWorker();
    expect((await submitCard(d.url + new URL(url).pathname)).status).toBe(303);
    await eventually(async () => hooks!.delivered().length >= 2, 'placed and paid delivered', 60_000);

    const ids = (await d.db('order_events').where({ order_id: orderId }).orderBy('id').pluck('id')).map(Number);
    expect(hooks.received.map((r) => [Number(r.headers['webhook-id']), r.answered])).toEqual([
      [ids[0], 503],
      [ids[0], 200],
      [ids[1], 200],
    ]);
    for (const request of hooks.received) expect(new Webhook(secret).verify(request.body, request.headers)).toMatchObject({ order: { _id: orderId } });
  });
});
