import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aRestaurant } from '../builders/restaurant-builder.js';
import { aCustomer, placeOrder, type Customer } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { closeAfterRestart, eventually, paidInTime, payAnOrder, startAgain, startWebhookStandIn, submitCard } from '../support/payment-servers.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

describe.each(testDatabaseKinds())('local hosted checkout on %s', (kind) => {
  let server: TestServer;
  let customer: Customer;
  let restaurantId: string;

  const checkout = async () => {
    const { orderId, url } = await placeOrder(server, customer, restaurantId);
    return { orderId, url, sessionId: new URL(url).pathname.split('/').pop()! };
  };
  const sessionRow = (id: string) => server.db('local_checkout_sessions').where({ id }).first();
  const outbox = (sessionId: string) => server.db('local_checkout_outbox').where({ session_id: sessionId });

  beforeAll(async () => {
    server = await startTestServer(kind);
    restaurantId = await aRestaurant().named('Bella Napoli').withMenu(['Margherita', 950], ['Tiramisu', 550]).insert(server.db);
    customer = await aCustomer(server, 'local-checkout@example.com');
  });
  afterAll(async () => server?.stop());

  it('renders a hosted card page: merchant, lines, delivery fee, total, labelled fields, Pay and Cancel', async () => {
    const { url, orderId } = await checkout();
    expect(url).toMatch(new RegExp(`^${server.url}/checkout/pay/cs_local_[A-Za-z0-9]{24}$`));
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    for (const text of ['Bella Napoli', 'Margherita', 'Qty 2, £9.50 each', '£19.00', 'Tiramisu', '£5.50', 'Delivery fee', '£2.50', 'Total due', '£27.00']) {
      expect(html).toContain(text);
    }
    for (const [id, label] of [['cardNumber', 'Card number'], ['expiry', 'Expiry date (MM / YY)'], ['cvc', 'CVC'], ['cardName', 'Name on card']]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
      expect(html).toMatch(new RegExp(`<input id="${id}" name="${id}"`));
    }
    expect(html).toMatch(/<button type="submit" class="pay">Pay £27\.00<\/button>/);
    expect(html).toMatch(new RegExp(`<a class="back" href="${server.url}/detail/${restaurantId}\\?cancelledOrder=${orderId}">.*Cancel payment</a>`));
    // Only same-origin files: no inline script and no inline event handlers.
    expect(html).toContain('<script src="/checkout/assets/checkout.js" defer></script>');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/\son[a-z]+=/);
  });

  it('serves its script and stylesheet', async () => {
    const script = await fetch(`${server.url}/checkout/assets/checkout.js`);
    expect([script.status, script.headers.get('content-type')]).toEqual([200, 'text/javascript; charset=utf-8']);
    expect(await script.text()).toContain('function luhnValid');
    const styles = await fetch(`${server.url}/checkout/assets/checkout.css`);
    expect([styles.status, styles.headers.get('content-type')]).toEqual([200, 'text/css; charset=utf-8']);
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
  ])('re-renders %s with "%s", keeps the session open, then takes another card', async (cardNumber, message) => {
    const { url, sessionId, orderId } = await checkout();
    const declined = await submitCard(url, { cardNumber });
    expect(declined.status).toBe(402);
    const html = await declined.text();
    expect(html).toContain(`<div class="form-alert" id="form-alert" role="alert">${message}</div>`);
    expect(html).toMatch(/id="cardNumber"[^>]*value="4000 0000 0000 \d{4}" aria-invalid="true" aria-describedby="form-alert"/);
    expect(await sessionRow(sessionId)).toMatchObject({ status: 'open' });
    expect(await outbox(sessionId)).toHaveLength(0);
    expect((await submitCard(url)).status).toBe(303);
    await paidInTime(server.db, orderId);
  });

  it.each([
    [{ cardNumber: '4242 4242 4242 4241' }, 'cardNumber', 'Your card number is invalid.'],
    [{ expiry: '01 / 20' }, 'expiry', "Your card&#39;s expiry date is in the past."],
    [{ expiry: '13 / 40' }, 'expiry', "Your card&#39;s expiry date is invalid."],
    [{ cvc: '1' }, 'cvc', "Your card&#39;s security code is incomplete."],
    [{ cardName: ' ' }, 'cardName', 'Enter the name on your card.'],
  ])('re-renders invalid input %j with the field message', async (card, field, message) => {
    const { url, sessionId } = await checkout();
    const response = await submitCard(url, card);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(`<p class="field-error" id="${field}-error" role="alert">${message}</p>`);
    expect(html).toMatch(new RegExp(`id="${field}"[^>]*aria-invalid="true" aria-describedby="${field}-error" autofocus`));
    expect(await sessionRow(sessionId)).toMatchObject({ status: 'open' });
  });

  it('pays: 303 to the success URL, the signed event reaches the webhook, and the order is paid once', async () => {
    const { url, sessionId, orderId } = await checkout();
    const paid = await submitCard(url);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${server.url}/order-status?paidOrder=${orderId}&session_id=${sessionId}`);
    await paidInTime(server.db, orderId);
    const row = await eventually(async () => (await outbox(sessionId)).find((r) => r.delivered_at), 'the event to be delivered');
    const event = JSON.parse(row.payload);
    expect(event).toMatchObject({ id: row.event_id, type: 'checkout.session.completed', data: { object: { id: sessionId, amount_total: 2700, metadata: { orderId } } } });
    expect(await server.db('payment_events').where({ id: event.id })).toMatchObject([{ provider: 'local', outcome: 'paid', order_id: orderId }]);
    // Paying again, or reopening the page, goes to the success URL without a second event.
    expect((await submitCard(url)).status).toBe(303);
    expect((await fetch(url, { redirect: 'manual' })).status).toBe(303);
    expect(await outbox(sessionId)).toHaveLength(1);
  });

  it('pays once when the form is posted twice at the same moment', async () => {
    const { url, sessionId, orderId } = await checkout();
    const answers = await Promise.all([submitCard(url), submitCard(url), submitCard(url)]);
    expect(answers.map((a) => a.status)).toEqual([303, 303, 303]);
    expect(await outbox(sessionId)).toHaveLength(1);
    await paidInTime(server.db, orderId);
  });

  it('expires a session after 24 hours: 410 page, no payment, and resuming opens a new session', async () => {
    const { url, sessionId, orderId } = await checkout();
    await server.database.db('local_checkout_sessions').where({ id: sessionId }).update({ expires_at: new Date(Date.now() - 1000).toISOString() });
    const page = await fetch(url);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('This checkout session has expired');
    expect((await submitCard(url)).status).toBe(410);
    expect(await outbox(sessionId)).toHaveLength(0);
    const resumed = await customer.api.POST('/api/order/{orderId}/checkout-session', { params: { path: { orderId } } });
    expect(resumed.data?.url).toMatch(/\/checkout\/pay\/cs_local_/);
    expect(resumed.data?.url).not.toBe(url);
  });

  it('resumes the same session while it is open', async () => {
    const { url, orderId } = await checkout();
    const resumed = await customer.api.POST('/api/order/{orderId}/checkout-session', { params: { path: { orderId } } });
    expect(resumed.data).toEqual({ url });
  });

  it('answers an unknown session with a 404 page', async () => {
    for (const id of ['cs_local_doesNotExist', 'not-a-session-id']) {
      const response = await fetch(`${server.url}/checkout/pay/${id}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Checkout session not found');
    }
  });

  it('signs with a secret generated once into DATA_DIR, readable by its owner only', () => {
    const file = path.join(server.config.dataDir, 'local-checkout-webhook-secret');
    expect(fs.readFileSync(file, 'utf8')).toMatch(/^whsec_[\w-]{40,}\n$/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });
});

describe.each(testDatabaseKinds())('local checkout event delivery on %s', (kind) => {
  it('retries a failed delivery with backoff until the webhook accepts it', async () => {
    const standIn = await startWebhookStandIn(2);
    const server = await startTestServer(kind, { LOCAL_CHECKOUT_WEBHOOK_URL: `${standIn.url}/api/order/checkout/webhook` });
    try {
      standIn.forwardTo(server.url);
      const { orderId, answer } = await payAnOrder(server, 'retry@example.com');
      expect(answer.status).toBe(303);
      await paidInTime(server.db, orderId);
      await eventually(async () => standIn.received.length === 3, 'the stand-in to pass the answer on');
      expect(standIn.received.map((r) => r.answered)).toEqual([500, 500, 200]);
      expect(new Set(standIn.received.map((r) => r.body)).size).toBe(1);
      expect(standIn.received.every((r) => /^t=\d+,v1=[0-9a-f]{64}$/.test(r.signature ?? ''))).toBe(true);
    } finally {
      await server.stop();
      await standIn.close();
    }
  });

  it('delivers an event left undelivered by a restart', async () => {
    const standIn = await startWebhookStandIn(Infinity);
    const server = await startTestServer(kind, { LOCAL_CHECKOUT_WEBHOOK_URL: `${standIn.url}/api/order/checkout/webhook` });
    let restarted: Awaited<ReturnType<typeof startAgain>> | undefined;
    try {
      const { orderId } = await payAnOrder(server, 'restart@example.com');
      await eventually(async () => standIn.received.length > 0, 'a first, failed delivery');
      await server.close();
      // As if the first process had stopped a minute ago, past the sweep's grace period.
      await server.database.db('local_checkout_outbox').update({ created_at: new Date(Date.now() - 60_000).toISOString() });
      restarted = await startAgain(server);
      await paidInTime(restarted.db, orderId);
      const undelivered = () => server.database.db('local_checkout_outbox').whereNull('delivered_at');
      await eventually(async () => (await undelivered()).length === 0, 'the outbox row to be marked delivered');
    } finally {
      await closeAfterRestart(server, restarted);
      await standIn.close();
    }
  });
});
