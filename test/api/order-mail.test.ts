// Order e-mails (docs/architecture/mail.md): each sent through real SMTP into the embedded mail
// catcher (MailDev) and read back through its REST API: the right recipient, subject, amounts and
// link, no e-mail to anyone else, and an SMTP outage that loses nothing and doubles nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLogs } from '../support/captured-logs.js';
import { KnexMailMessages } from '../../src/modules/notifications/adapters/knex-mail-messages.js';
import { startMailCatcher, type RunningMailCatcher } from '../../src/modules/notifications/index.js';
import { formatPence } from '../../src/shared/money.js';
import { aCustomer, placeOrder, type Customer } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { mailInbox, type CaughtMail } from '../support/mail-inbox.js';
import { anOwner } from '../support/owners.js';
import { eventually, paidInTime, refundsSettled, submitCard } from '../support/payment-servers.js';
import { freePort } from '../support/ports.js';
import { TEST_WEBHOOK_SECRET } from '../support/signed-events.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

type Owner = Awaited<ReturnType<typeof anOwner>>;

/** The running-late e-mails' spacing here (a minute by default). */
const RUNNING_LATE_EVERY_MS = 4000;
const orderNumber = (orderId: string) => `#${orderId.slice(-6).toUpperCase()}`;
const messageIds = (mails: CaughtMail[]) => mails.map((m) => m.headers['message-id']);

describe.each(testDatabaseKinds())('order e-mails on %s', (kind) => {
  let server: TestServer;
  let inbox: ReturnType<typeof mailInbox>;
  let owners = 0;
  let customers = 0;

  const anotherOwner = () => anOwner(server, `mail-owner-${(owners += 1)}@example.com`);
  const anotherCustomer = () => aCustomer(server, `mail-customer-${(customers += 1)}@example.com`);
  const aPaidOrder = async (customer: Customer, owner: Owner, quantities = [2, 1]) => {
    const { orderId, url } = await placeOrder(server, customer, owner.restaurantId, quantities);
    expect((await submitCard(server.url + new URL(url).pathname)).status).toBe(303);
    await paidInTime(server.db, orderId);
    return orderId;
  };
  const orderOf = async (customer: Customer, orderId: string) => (await customer.api.GET('/api/order')).data!.find((o) => o._id === orderId)!;
  const path = (orderId: string) => ({ params: { path: { orderId } } });

  beforeAll(async () => {
    server = await startTestServer(kind, { LOCAL_CHECKOUT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, RATE_LIMIT_CHECKOUT: '1000/60', MAIL_RUNNING_LATE_EVERY_MS: String(RUNNING_LATE_EVERY_MS) });
    expect(server.mailInboxUrl).toMatch(/^http:\/\/localhost:\d+$/);
    inbox = mailInbox(server.mailInboxUrl!);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('sends the customer the receipt when paid, then word of accepted, delayed, out for delivery, delivered and refunded', async () => {
    const [owner, customer] = [await anotherOwner(), await anotherCustomer()];
    const orderId = await aPaidOrder(customer, owner);
    const [receipt] = await inbox.waitFor(customer.email, 1);
    const order = await orderOf(customer, orderId);
    expect(receipt!.subject).toBe(`Payment confirmed: your order ${orderNumber(orderId)} from ${order.restaurant.restaurantName}`);
    expect(receipt!.from[0]).toEqual({ address: 'orders@tuckin.localhost', name: 'TuckIn' });
    for (const body of [receipt!.text, receipt!.html]) {
      expect(body).toContain('Korma');
      expect(body).toContain(formatPence(2000));
      expect(body).toContain(formatPence(order.totalAmount));
      expect(body).toContain(formatPence(order.deliveryPrice));
      expect(body).toContain(formatPence(order.totalAmount + order.deliveryPrice));
      expect(body).toContain('12 Deansgate');
      expect(body).toContain(orderNumber(orderId));
      expect(body).toContain(`${server.config.publicUrl}/order-status`);
    }
    expect(receipt!.html).toContain(`href="${server.config.publicUrl}/order-status"`);

    expect((await owner.api.POST('/api/my/restaurant/order/{orderId}/accept', { ...path(orderId), body: { estimatedMinutes: 30 } })).response.status).toBe(200);
    expect((await owner.api.POST('/api/my/restaurant/order/{orderId}/delay', { ...path(orderId), body: { minutes: 10 } })).response.status).toBe(200);
    expect((await owner.api.PATCH('/api/my/restaurant/order/{orderId}/status', { ...path(orderId), body: { status: 'outForDelivery' } })).response.status).toBe(200);
    expect((await owner.api.PATCH('/api/my/restaurant/order/{orderId}/status', { ...path(orderId), body: { status: 'delivered' } })).response.status).toBe(200);
    expect((await owner.api.POST('/api/my/restaurant/order/{orderId}/refunds', { ...path(orderId), body: { amount: 450, reason: 'Chips arrived cold' } })).response.status).toBe(201);
    await refundsSettled(server.db);

    const mails = await inbox.waitFor(customer.email, 6);
    const n = orderNumber(orderId);
    expect(mails.map((m) => m.subject)).toEqual([
      receipt!.subject,
      expect.stringMatching(new RegExp(`^Order ${n} accepted: expected by \\w{3} \\d{1,2} \\w{3}, \\d{2}:\\d{2}$`)),
      `Order ${n} is running late`,
      `Order ${n} is out for delivery`,
      `Order ${n} delivered`,
      `Refund of £4.50 for order ${n}`,
    ]);
    const expectedBy = (await orderOf(customer, orderId)).expectedBy!;
    expect(mails[2]!.text).toMatch(/Now expected by \w{3} \d{1,2} \w{3}, \d{2}:\d{2}\./);
    expect(new Date(expectedBy).getTime()).toBeGreaterThan(Date.now() + 35 * 60_000);
    expect(mails.every((m) => m.to.length === 1 && m.to[0]!.address === customer.email)).toBe(true);
    expect(new Set(messageIds(mails)).size).toBe(6);
  });

  it('sends one running-late e-mail per interval at most, the last with the latest time, for three quick delays', async () => {
    const [owner, customer] = [await anotherOwner(), await anotherCustomer()];
    const orderId = await aPaidOrder(customer, owner);
    expect((await owner.api.POST('/api/my/restaurant/order/{orderId}/accept', { ...path(orderId), body: { estimatedMinutes: 30 } })).response.status).toBe(200);
    await inbox.waitFor(customer.email, 2);
    for (const minutes of [10, 20, 30]) {
      expect((await owner.api.POST('/api/my/restaurant/order/{orderId}/delay', { ...path(orderId), body: { minutes } })).response.status).toBe(200);
    }
    const expectedBy = new Date((await orderOf(customer, orderId)).expectedBy!);
    const latest = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' }).format(expectedBy);
    // Every delay's message is recorded; those a later one overtook while they waited are superseded, never sent.
    const messages = async () => server.db('mail_messages').where({ order_id: orderId, kind: 'delayed' }).orderBy('event_id').select('status', 'sent_at');
    const settled = async () => {
      const rows = await messages();
      return rows.length === 3 && rows.every((m) => m.status !== 'pending') && rows;
    };
    const rows = (await eventually(settled, 'the three running-late e-mails settled', 3 * RUNNING_LATE_EVERY_MS + 10_000)) as Array<{ status: string; sent_at: string }>;
    const sent = rows.filter((m) => m.status === 'sent');
    expect(rows.filter((m) => m.status === 'superseded').length).toBeGreaterThanOrEqual(1);
    expect(rows.at(-1)!.status).toBe('sent');
    if (sent.length === 2) expect(new Date(sent[1]!.sent_at).getTime() - new Date(sent[0]!.sent_at).getTime()).toBeGreaterThanOrEqual(RUNNING_LATE_EVERY_MS - 50);

    const late = (await inbox.waitFor(customer.email, 2 + sent.length)).filter((m) => m.subject === `Order ${orderNumber(orderId)} is running late`);
    expect(late).toHaveLength(sent.length);
    expect(late.at(-1)!.text).toMatch(new RegExp(`Now expected by \\w{3} \\d{1,2} \\w{3}, ${latest}\\.`));
  });

  it('tells the customer why a declined order was cancelled and what is refunded', async () => {
    const [owner, customer] = [await anotherOwner(), await anotherCustomer()];
    const orderId = await aPaidOrder(customer, owner, [1]);
    const declined = await owner.api.POST('/api/my/restaurant/order/{orderId}/decline', { ...path(orderId), body: { reason: 'tooBusy' } });
    expect(declined.response.status).toBe(200);
    await refundsSettled(server.db);
    const mails = await inbox.waitFor(customer.email, 3);
    const order = await orderOf(customer, orderId);
    const charged = formatPence(order.totalAmount + order.deliveryPrice);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Payment confirmed/),
      `Order ${orderNumber(orderId)} cancelled`,
      `Refund of ${charged} for order ${orderNumber(orderId)}`,
    ]);
    expect(mails[1]!.text).toContain('Cancelled by the restaurant: Too busy');
    expect(mails[1]!.text).toContain(`We are refunding ${charged} to your card`);
  });

  it('sends a message again with the same Message-ID when its run died after the SMTP server took it', async () => {
    const [owner, customer] = [await anotherOwner(), await anotherCustomer()];
    const orderId = await aPaidOrder(customer, owner, [1]);
    const [receipt] = await inbox.waitFor(customer.email, 1);
    // As a run killed between the server's answer and recording it leaves the message: claimed, its claim run out.
    await eventually(async () => (await server.db('mail_messages').where({ order_id: orderId, status: 'sent' }).first('id')) !== undefined, 'the receipt recorded as sent');
    await server.db('mail_messages').where({ order_id: orderId }).update({ status: 'pending', attempts: 0, next_attempt_at: new Date(Date.now() - 1_000).toISOString(), sent_at: null });
    // The next order event's run picks it up (the sweep would, within 30 s).
    expect((await owner.api.POST('/api/my/restaurant/order/{orderId}/accept', { ...path(orderId), body: { estimatedMinutes: 30 } })).response.status).toBe(200);
    const mails = await inbox.waitFor(customer.email, 3);
    const receipts = mails.filter((m) => m.subject === receipt!.subject);
    expect(receipts).toHaveLength(2);
    expect(receipts[1]!.headers['message-id']).toBe(receipt!.headers['message-id']);
    expect(receipts[1]!.text).toBe(receipt!.text);
    expect(mails.find((m) => m.subject.includes('accepted'))).toBeDefined();
  });

  it('sends nothing for an order left unpaid, and nothing to the owner or anyone else', async () => {
    const [owner, customer] = [await anotherOwner(), await anotherCustomer()];
    await placeOrder(server, customer, owner.restaurantId, [1]);
    const watcher = await anotherCustomer();
    await aPaidOrder(watcher, owner, [1]);
    await inbox.waitFor(watcher.email, 1);
    expect(await inbox.to(customer.email)).toEqual([]);
    const addresses = new Set((await inbox.all()).flatMap((m) => m.to.map((t) => t.address)));
    expect([...addresses].every((a) => a.startsWith('mail-customer-'))).toBe(true);
    // Every message went to the order's delivery e-mail, once per event (but the running-late ones a later one superseded).
    const recorded: Array<{ event_id: unknown; recipient: string; status: string }> = await server.db('mail_messages').select('event_id', 'recipient', 'status');
    expect(recorded.every((m) => m.status === 'sent' || m.status === 'superseded')).toBe(true);
    expect(new Set(recorded.map((m) => `${m.event_id}/${m.recipient}`)).size).toBe(recorded.length);
    const sent = recorded.filter((m) => m.status === 'sent');
    // One Message-ID per message recorded (the test above sent one of them twice, under the same Message-ID).
    expect(new Set(messageIds(await inbox.all())).size).toBe(sent.length);
  });

  it('forgets sent messages once their week is up, and only those (the sweep keeps a week)', async () => {
    const messages = new KnexMailMessages(server.db);
    const sentBefore = Number((await server.db('mail_messages').where({ status: 'sent' }).count({ n: '*' }).first())!.n);
    expect(sentBefore).toBeGreaterThan(0);
    await messages.pruneSent(new Date(Date.now() - 60_000));
    expect(Number((await server.db('mail_messages').where({ status: 'sent' }).count({ n: '*' }).first())!.n)).toBe(sentBefore);
    await messages.pruneSent(new Date(Date.now() + 60_000));
    expect(Number((await server.db('mail_messages').count({ n: '*' }).first())!.n)).toBe(0);
  });
});

describe.each(testDatabaseKinds())('order e-mails through SMTP_URL while the SMTP server is down, on %s', (kind) => {
  let server: TestServer;
  let catcher: RunningMailCatcher | undefined;
  const dirs: string[] = [];
  let smtpPort: number;
  let webPort: number;

  /** A MailDev of the test's own, as an outside SMTP server would be: stopped and started again on the same port. */
  const startSmtp = async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-smtp-'));
    dirs.push(dataDir);
    catcher = await startMailCatcher({ smtpPort, webPort, dataDir });
    return mailInbox(catcher.webUrl);
  };

  beforeAll(async () => {
    [smtpPort, webPort] = [await freePort(), await freePort()];
    await startSmtp();
    server = await startTestServer(kind, {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Orders <orders@tuckin.example>',
      MAIL_RETRY_BASE_MS: '200',
      LOCAL_CHECKOUT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      RATE_LIMIT_CHECKOUT: '1000/60',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await catcher?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('starts no catcher of its own, keeps every message while SMTP is down, shows the failure, and sends each once when it is back', async () => {
    expect(server.mailInboxUrl).toBeUndefined();
    await catcher!.close();
    const owner = await anOwner(server, 'outage-owner@example.com');
    const customers = [await aCustomer(server, 'outage-1@example.com'), await aCustomer(server, 'outage-2@example.com'), await aCustomer(server, 'outage-3@example.com')];
    for (const customer of customers) {
      const { orderId, url } = await placeOrder(server, customer, owner.restaurantId, [1]);
      expect((await submitCard(server.url + new URL(url).pathname)).status).toBe(303);
      await paidInTime(server.db, orderId);
    }
    // Each message has failed at least twice (retried with backoff), and the status page says so.
    await eventually(async () => {
      const rows: { attempts: number }[] = await server.db('mail_messages').select('attempts');
      return rows.length === 3 && rows.every((r) => r.attempts >= 2);
    }, 'every message to fail twice');
    const checks = (await (await fetch(`${server.url}/health/checks`)).json()) as { checks: { name: string; status: string; detail?: string }[] };
    const mail = checks.checks.find((c) => c.name === 'mail')!;
    expect(mail.status).toBe('warning');
    expect(mail.detail).toMatch(new RegExp(`^SMTP 127\\.0\\.0\\.1:${smtpPort}; 3 waiting; none sent yet; 3 failing, last failure \\S+: .+`));

    const inbox = await startSmtp();
    for (const customer of customers) await inbox.waitFor(customer.email, 1);
    // Give any stray second attempt time to land before counting.
    await eventually(async () => (await server.db('mail_messages').where({ status: 'pending' }).count({ n: '*' }))[0]!.n == 0, 'every message sent');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const caught = await inbox.all();
    expect(caught.map((m) => m.to[0]!.address).sort()).toEqual(customers.map((c) => c.email).sort());
    expect(caught.every((m) => m.headers['message-id']!.endsWith('@tuckin.example>'))).toBe(true);
    expect(new Set(messageIds(caught)).size).toBe(3);
    const after = (await (await fetch(`${server.url}/health/checks`)).json()) as { checks: { name: string; status: string; detail?: string }[] };
    expect(after.checks.find((c) => c.name === 'mail')).toMatchObject({ status: 'healthy', detail: expect.stringMatching(/; 0 waiting; last sent /) });
  });
});

describe.each(testDatabaseKinds())('order e-mails in production without SMTP_URL, on %s', (kind) => {
  let server: TestServer;
  const logs = capturedLogs('warn');

  beforeAll(async () => {
    server = await startTestServer(
      kind,
      { NODE_ENV: 'production', ALLOW_EMBEDDED_DEFAULTS: 'true', LOCAL_CHECKOUT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, RATE_LIMIT_CHECKOUT: '1000/60' },
      { logger: logs.logger },
    );
  });
  afterAll(async () => server?.stop());

  it('warns at start, runs no catcher, records and sends nothing', async () => {
    expect(server.mailInboxUrl).toBeUndefined();
    expect(logs.entries<{ msg: string }>().map((line) => line.msg)).toContain('SMTP_URL is not set: order e-mails are not sent (NODE_ENV=production runs no mail catcher)');
    const owner = await anOwner(server, 'off-owner@example.com');
    const customer = await aCustomer(server, 'off-customer@example.com');
    const { orderId, url } = await placeOrder(server, customer, owner.restaurantId, [1]);
    expect((await submitCard(server.url + new URL(url).pathname)).status).toBe(303);
    await paidInTime(server.db, orderId);
    // The sweep (at start, then every 30 s) moves the cursor past the events without recording anything.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(Number((await server.db('mail_messages').count({ n: '*' }).first())!.n)).toBe(0);
    const checks = (await (await fetch(`${server.url}/health/checks`)).json()) as { checks: { name: string; status: string; detail?: string }[] };
    expect(checks.checks.find((c) => c.name === 'mail')).toMatchObject({ status: 'warning', detail: 'off: SMTP_URL is not set; no e-mail is sent' });
  });
});
