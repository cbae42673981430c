import { afterEach, describe, expect, it } from 'vitest';
import { aCustomer, placeOrder, type Customer } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { createDeployment, type Deployment } from '../support/deployment.js';
import { mailInbox } from '../support/mail-inbox.js';
import { anOwner } from '../support/owners.js';
import { eventually } from '../support/payment-servers.js';
import { completedEvent, deliverEvent } from '../support/signed-events.js';

const ORDERS = 40;
// One Korma at 10.00, delivery 2.50.
const DUE = 1000 + 250;

/**
 * docs/architecture/mail.md "Sending": with Redis the worker sends the order e-mails, to the
 * API process's embedded catcher (MAIL_CATCHER_SMTP_PORT on its host). The only worker is
 * killed with SIGKILL while receipts go out, orders are paid on with no worker, and another
 * starts: every receipt arrives, to its own customer, and any sent twice (a send the kill cut
 * short after the SMTP server took it) carries the same Message-ID.
 */
describe.runIf(process.env.TEST_REDIS_URL).each(testDatabaseKinds())('order e-mails while a worker is killed, on %s', (kind) => {
  let deployment: Deployment | undefined;
  afterEach(async () => {
    await deployment?.destroy();
  });

  it('sends every receipt, a repeat only with the same Message-ID', { timeout: 240_000 }, async () => {
    deployment = await createDeployment({ kind, redisUrl: process.env.TEST_REDIS_URL, env: { JOB_STALL_MS: '1000', RATE_LIMIT_CHECKOUT: '1000/60', MAIL_RETRY_BASE_MS: '200' } });
    const d = deployment;
    await d.startApi(d.config.port);
    const worker = await d.startWorker();
    const inbox = mailInbox(`http://127.0.0.1:${d.env.MAIL_CATCHER_WEB_PORT}`);
    const owner = await anOwner(d, `mail-killed-owner-${kind}@example.com`);
    const customers: Customer[] = [];
    const orderIds: string[] = [];
    for (let i = 0; i < ORDERS; i += 1) {
      const customer = await aCustomer(d, `mail-killed-${kind}-${i}@example.com`);
      customers.push(customer);
      orderIds.push((await placeOrder(d, customer, owner.restaurantId, [1])).orderId);
    }
    const pay = async (orderId: string) => {
      await d.db('local_checkout_sessions').where({ order_id: orderId }).update({ status: 'complete' });
      expect((await deliverEvent(d, completedEvent(orderId, DUE))).status).toBe(200);
    };

    const half = ORDERS / 2;
    for (const orderId of orderIds.slice(0, half)) await pay(orderId);
    // Killed once the first receipts have arrived, while the rest go out.
    await eventually(async () => (await inbox.all()).length > 0, 'the first receipt', 60_000);
    await worker.kill();
    // Paid on with no worker: their runs wait in Redis, their events in the log.
    for (const orderId of orderIds.slice(half)) await pay(orderId);
    await d.startWorker();

    // A send cut short by the kill goes again once its claim (a minute) runs out.
    await eventually(async () => {
      const addressed = new Set((await inbox.all()).map((m) => m.to[0]!.address));
      return customers.every((c) => addressed.has(c.email));
    }, 'a receipt for every customer', 150_000);
    const caught = await inbox.all();
    for (const customer of customers) {
      const theirs = caught.filter((m) => m.to[0]!.address === customer.email);
      expect(theirs.length, customer.email).toBeGreaterThanOrEqual(1);
      expect(new Set(theirs.map((m) => m.headers['message-id'])).size, customer.email).toBe(1);
      expect(theirs.every((m) => m.subject.startsWith('Payment confirmed: your order #'))).toBe(true);
    }
    expect(caught.every((m) => m.to.length === 1)).toBe(true);
    const sent = Number((await d.db('mail_messages').where({ status: 'sent' }).count({ n: '*' }).first())!.n);
    expect(sent).toBe(ORDERS);
  });
});
