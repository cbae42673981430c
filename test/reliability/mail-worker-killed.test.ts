import { afterEach, describe, expect, it } from 'vitest';
import { aCustomer, placeOrder, type Customer } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { createDeployment, type Deployment } from '../support/deployment.js';
import { mailInbox, type CaughtMail } from '../support/mail-inbox.js';
import { anOwner } from '../support/owners.js';
import { eventually } from '../support/payment-servers.js';
import { checkPostings, ledgerCaughtUp, NO_LEDGER_PROBLEMS } from '../support/ledger-check.js';
import { resaveRestaurant } from '../support/restaurant-form.js';
import { completedEvent, deliverEvent } from '../support/signed-events.js';

/** The figure of docs/architecture/mail.md "Tests": 200 messages due when the worker is killed, the receipt and the opted-in owner's copy of 100 paid orders. */
const MESSAGES = 200;
const ORDERS = MESSAGES / 2;
/** The sends a kill can cut short after the SMTP server took them: one round's parallel sends (jobs/order-mail.ts). */
const IN_FLIGHT = 4;
// One Korma at 10.00, delivery 2.50.
const DUE = 1000 + 250;
/** The shortest claim the settings allow (MAIL_LEASE_MS): a send cut short by the kill goes again after it. */
const LEASE_MS = 25_000;

/**
 * docs/architecture/mail.md "Sending": with Redis the worker sends the order e-mails, to the
 * API process's embedded catcher (MAIL_CATCHER_SMTP_PORT on its host). All the orders are paid
 * before the only worker starts, so it records all their messages at once; it is killed with
 * SIGKILL as soon as the first has gone, while the rest are due, and another starts: every
 * message arrives, and any sent twice (a send the kill cut short after the SMTP server took it)
 * carries the same Message-ID.
 */
describe.runIf(process.env.TEST_REDIS_URL).each(testDatabaseKinds())('order e-mails while a worker is killed, on %s', (kind) => {
  let deployment: Deployment | undefined;
  afterEach(async () => {
    await deployment?.destroy();
  });

  it(`sends each of ${MESSAGES} due messages, a repeat only with the same Message-ID`, { timeout: 300_000 }, async () => {
    deployment = await createDeployment({ kind, redisUrl: process.env.TEST_REDIS_URL, env: { JOB_STALL_MS: '1000', RATE_LIMIT_CHECKOUT: '1000/60', MAIL_RETRY_BASE_MS: '200', MAIL_LEASE_MS: String(LEASE_MS) } });
    const d = deployment;
    await d.startApi(d.config.port);
    const inbox = mailInbox(`http://127.0.0.1:${d.env.MAIL_CATCHER_WEB_PORT}`);
    const ownerEmail = `mail-killed-owner-${kind}@example.com`;
    const owner = await anOwner(d, ownerEmail);
    expect((await resaveRestaurant(d, owner.token, { emailNewOrders: 'true' })).status).toBe(200);
    const started = performance.now();
    const customers: Customer[] = [];
    // Ten customers at a time order and pay, with no worker yet: the runs wait in Redis, the events in the log.
    for (let batch = 0; batch < ORDERS; batch += 10) {
      customers.push(...(await Promise.all(Array.from({ length: 10 }, async (_, i) => {
        const customer = await aCustomer(d, `mail-killed-${kind}-${batch + i}@example.com`);
        const { orderId } = await placeOrder(d, customer, owner.restaurantId, [1]);
        await d.db('local_checkout_sessions').where({ order_id: orderId }).update({ status: 'complete' });
        expect((await deliverEvent(d, completedEvent(orderId, DUE))).status).toBe(200);
        return customer;
      }))));
    }
    const paidAt = performance.now();
    const count = async (status: string) => Number((await d.db('mail_messages').where({ status }).count({ n: '*' }).first())!.n);

    // The worker records every message, then is killed once the first has gone, while the rest are due.
    const worker = await d.startWorker();
    await eventually(async () => (await count('sent')) > 0, 'the first message sent', 60_000);
    await worker.kill();
    const dueAtKill = await count('pending');
    expect(dueAtKill + (await count('sent'))).toBe(MESSAGES);
    expect(dueAtKill).toBeGreaterThan(MESSAGES - 10 * IN_FLIGHT);
    await d.startWorker();

    // A send cut short by the kill goes again once its claim (LEASE_MS) runs out.
    await eventually(async () => (await count('sent')) === MESSAGES, `all ${MESSAGES} messages sent`, 150_000);
    const recorded: string[] = await d.db('mail_messages').pluck('message_id');
    let caught: CaughtMail[] = [];
    await eventually(async () => {
      caught = await inbox.all();
      const arrived = new Set(caught.map((m) => m.headers['message-id']));
      return recorded.every((id) => arrived.has(id));
    }, 'every recorded message in the catcher');
    expect(new Set(recorded).size).toBe(MESSAGES);
    expect(caught.every((m) => m.to.length === 1)).toBe(true);
    for (const customer of customers) {
      const theirs = caught.filter((m) => m.to[0]!.address === customer.email);
      expect(new Set(theirs.map((m) => m.headers['message-id'])).size, customer.email).toBe(1);
      expect(theirs.every((m) => m.subject.startsWith('Payment confirmed: your order #'))).toBe(true);
    }
    const owners = caught.filter((m) => m.to[0]!.address === ownerEmail);
    expect(new Set(owners.map((m) => m.headers['message-id'])).size).toBe(ORDERS);
    expect(owners.every((m) => m.subject.startsWith('New order #'))).toBe(true);
    // None twice but the sends in flight at the kill.
    expect(caught.length - MESSAGES).toBeLessThanOrEqual(IN_FLIGHT);
    // The ledger (docs/architecture/ledger.md): every payment and refund posted once, each posting balanced.
    await ledgerCaughtUp(d.db);
    expect(await checkPostings(d.db)).toEqual(NO_LEDGER_PROBLEMS);
    const seconds = (from: number, to = performance.now()) => ((to - from) / 1000).toFixed(0);
    console.info(`mail-worker-killed on ${kind}: ${dueAtKill} of ${MESSAGES} due at the kill, ${caught.length - MESSAGES} sent twice; ${seconds(started)} s (ordering and paying ${seconds(started, paidAt)} s)`);
  });
});
