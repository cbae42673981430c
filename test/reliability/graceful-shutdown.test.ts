import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { aRestaurant } from '../builders/restaurant-builder.js';
import { aCustomer, placeOrder } from '../support/customers.js';
import { createDeployment, type Deployment } from '../support/deployment.js';
import { startHeldWebhook, type HeldWebhook } from '../support/held-webhook.js';
import { submitCard } from '../support/payment-servers.js';
import { completedEvent, signedHeader } from '../support/signed-events.js';
import { openStream } from '../support/sse-client.js';

/** A paid-order event posted in two halves: the request is in flight until `finish()`. */
function slowWebhookCall(url: string, event: object) {
  const body = JSON.stringify(event);
  const request = http.request(`${url}/api/order/checkout/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'stripe-signature': signedHeader(body) },
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', async (res) => {
      let text = '';
      for await (const chunk of res) text += chunk;
      resolve({ status: res.statusCode ?? 0, body: text });
    });
    request.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  const started = new Promise<void>((resolve) => request.write(body.slice(0, half), () => resolve()));
  return { started, answered, finish: () => request.end(body.slice(half)) };
}

const refused = (url: string) => fetch(`${url}/health`).then(() => false, () => true);

describe('graceful shutdown on SIGTERM', () => {
  let deployment: Deployment | undefined;
  let webhook: HeldWebhook | undefined;
  afterEach(async () => {
    await deployment?.destroy();
    await webhook?.close();
    deployment = webhook = undefined;
  });

  it('the API answers a request in flight, refuses new ones, then exits 0', async () => {
    deployment = await createDeployment({ kind: 'sqlite' });
    const d = deployment;
    const api = await d.startApi(d.config.port);
    const restaurantId = await aRestaurant().insert(d.db);
    const { orderId } = await placeOrder(d, await aCustomer(d, 'sigterm@example.com'), restaurantId);
    const call = slowWebhookCall(d.url, completedEvent(orderId, 2 * 950 + 550 + 250));
    await call.started;

    process.kill(api.pid, 'SIGTERM');
    await api.printed('"msg":"shutting down"');
    expect(await refused(d.url)).toBe(true);
    call.finish();
    expect(await call.answered).toEqual({ status: 200, body: '{"received":true}' });
    expect(await api.exited).toBe(0);
    expect(await d.db('orders').where({ id: orderId }).first('status')).toEqual({ status: 'paid' });
  });

  it('the API ends its live streams with a retry hint and exits 0, without waiting for them (docs/architecture/live.md)', async () => {
    deployment = await createDeployment({ kind: 'sqlite' });
    const d = deployment;
    const api = await d.startApi(d.config.port);
    const customer = await aCustomer(d, 'sigterm-live@example.com');
    const streams = [await openStream(d.url, '/api/order/events', { token: customer.token }), await openStream(d.url, '/api/order/events', { token: customer.token })];
    for (const s of streams) await s.until((stream) => stream.retries.length === 1, 'the stream to be ready');
    process.kill(api.pid, 'SIGTERM');
    await Promise.all(streams.map((s) => s.ended));
    // 0: it did not wait for the streams until its 10 s limit, which exits 1.
    expect(await api.exited).toBe(0);
    for (const s of streams) expect(s.retries).toEqual([2000, expect.any(Number)]);
  });

  it('the API finishes a running in-process job before it exits', async () => {
    webhook = await startHeldWebhook();
    deployment = await createDeployment({ kind: 'sqlite', env: { LOCAL_CHECKOUT_WEBHOOK_URL: webhook.url } });
    const d = deployment;
    const api = await d.startApi(d.config.port);
    const restaurantId = await aRestaurant().insert(d.db);
    const { url } = await placeOrder(d, await aCustomer(d, 'sigterm-job@example.com'), restaurantId);
    expect((await submitCard(d.url + new URL(url).pathname)).status).toBe(303);
    await webhook.arrived();

    process.kill(api.pid, 'SIGTERM');
    await api.printed('"msg":"shutting down"');
    let exited = false;
    void api.exited.then(() => (exited = true));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(exited).toBe(false);
    webhook.release();
    expect(await api.exited).toBe(0);
    expect(await d.db('local_checkout_outbox').whereNull('delivered_at').count({ n: '*' }).first()).toMatchObject({ n: 0 });
  });

  it.runIf(process.env.TEST_REDIS_URL && process.env.TEST_DATABASE_URL)('the worker finishes its running job before it exits', async () => {
    webhook = await startHeldWebhook();
    deployment = await createDeployment({ kind: 'postgres', redisUrl: process.env.TEST_REDIS_URL });
    const d = deployment;
    await d.startApi(d.config.port);
    const worker = await d.startWorker({ LOCAL_CHECKOUT_WEBHOOK_URL: webhook.url });
    const restaurantId = await aRestaurant().insert(d.db);
    const { orderId, url } = await placeOrder(d, await aCustomer(d, 'sigterm-worker@example.com'), restaurantId);
    expect((await submitCard(d.url + new URL(url).pathname)).status).toBe(303);
    await webhook.arrived();

    process.kill(worker.pid, 'SIGTERM');
    await worker.printed('"msg":"shutting down: finishing running jobs"');
    let exited = false;
    void worker.exited.then(() => (exited = true));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(exited).toBe(false);
    webhook.release(`${d.url}/api/order/checkout/webhook`);
    expect(await worker.exited).toBe(0);
    expect(await d.db('orders').where({ id: orderId }).first('status')).toEqual({ status: 'paid' });
  });
});
