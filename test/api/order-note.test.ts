import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { aCustomer, menuOf, type Customer } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { mailInbox } from '../support/mail-inbox.js';
import { anOwner } from '../support/owners.js';
import { completedEvent, deliverEvent, TEST_WEBHOOK_SECRET } from '../support/signed-events.js';
import { openStream, type SseStream } from '../support/sse-client.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

type Owner = Awaited<ReturnType<typeof anOwner>>;

// docs/product/decisions.md "After the order": a note for the restaurant at checkout, at most
// 300 characters, no control characters, trimmed, blank is none; on every order answer.
describe.each(testDatabaseKinds())('the note for the restaurant on %s', (kind) => {
  let server: TestServer;
  let owner: Owner;
  let customer: Customer;
  let menu: Awaited<ReturnType<typeof menuOf>>;
  const streams: SseStream[] = [];

  const body = (note?: unknown) => ({
    restaurantId: owner.restaurantId,
    cartItems: [{ menuItemId: menu[0]!._id, quantity: '1' }],
    deliveryDetails: customer.delivery,
    ...(note === undefined ? {} : { note }),
  });
  const checkout = (note?: unknown) => customer.api.POST('/api/order/checkout/create-checkout-session', { body: body(note) as never });
  const orderCount = async () => Number((await server.db('orders').count({ n: '*' }).first())?.n ?? 0);
  const latestOrder = async () => (await customer.api.GET('/api/order')).data?.[0];
  const ownersOrder = async (orderId: string) => (await owner.api.GET('/api/my/restaurant/order')).data?.find((o) => o._id === orderId);

  beforeAll(async () => {
    server = await startTestServer(kind, { LOCAL_CHECKOUT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, RATE_LIMIT_CHECKOUT: '1000/60' });
    owner = await anOwner(server, `note-owner-${kind}@example.com`);
    customer = await aCustomer(server, `note-customer-${kind}@example.com`);
    menu = await menuOf(server, owner.restaurantId);
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(async () => server?.stop());

  it('stores the note trimmed and answers it to the customer, the owner and both live streams', async () => {
    const [mine, theirs] = [
      await openStream(server.url, '/api/order/events', { token: customer.token }),
      await openStream(server.url, '/api/my/restaurant/order/events', { token: owner.token }),
    ];
    streams.push(mine, theirs);
    for (const stream of streams) await stream.until((s) => s.retries.length > 0, 'the stream to be ready');

    const note = `  No onions, please. Ring twice — “flat 2” ${'x'.repeat(250)}  `;
    expect((await checkout(note)).response.status).toBe(200);
    const order = await latestOrder();
    expect(order?.note).toBe(note.trim());
    expect((await server.db('orders').where({ id: order!._id }).first('note')).note).toBe(note.trim());
    expect((await ownersOrder(order!._id))?.note).toBe(note.trim());

    // The payment's event carries the order with its note, as the streams and webhooks send it.
    expect((await deliverEvent(server, completedEvent(order!._id, order!.totalAmount + order!.deliveryPrice))).status).toBe(200);
    for (const stream of streams) {
      await stream.until((s) => s.events.some((e) => JSON.parse(e.data).type === 'paid'), 'the paid event');
      const paid = stream.events.map((e) => JSON.parse(e.data) as { type: string; order: { _id: string; note: string | null } }).find((e) => e.type === 'paid');
      expect(paid?.order).toMatchObject({ _id: order!._id, note: note.trim() });
    }
    // The receipt e-mail (docs/architecture/mail.md) shows it too, under the delivery details.
    const [receipt] = await mailInbox(server.mailInboxUrl!).waitFor(customer.email, 1);
    expect(receipt!.text).toContain(note.trim());
    expect(receipt!.html).toContain('No onions, please. Ring twice — “flat 2”');
  });

  it('answers null for an order without a note, a blank one included', async () => {
    for (const note of [undefined, '', '   ']) {
      expect((await checkout(note)).response.status).toBe(200);
      const order = await latestOrder();
      expect(order?.note, JSON.stringify(note)).toBeNull();
      expect((await ownersOrder(order!._id))?.note).toBeNull();
    }
  });

  it('takes 300 characters (counted as characters, not bytes or UTF-16 units)', async () => {
    const emoji = '🍕'.repeat(300);
    expect((await checkout(emoji)).response.status).toBe(200);
    expect((await latestOrder())?.note).toBe(emoji);
  });

  const refused: Array<[string, unknown, RegExp]> = [
    ['301 characters', 'n'.repeat(301), /^note: must NOT have more than 300 characters$/],
    ['a line break', 'No onions\nplease', /^note: must not contain control characters$/],
    ['a tab', 'No\tonions', /^note: must not contain control characters$/],
    ['a NUL', 'No\u0000onions', /^note: must not contain control characters$/],
    ['a C1 control', 'No\u0085onions', /^note: must not contain control characters$/],
    ['a number', 42, /^note: must be string$/],
  ];

  it.each(refused)('refuses a note with %s with a 400 naming the field, and stores nothing', async (_what, note, message) => {
    const before = await orderCount();
    const { response, error } = await checkout(note);
    expect(response.status).toBe(400);
    expect(error?.code).toBe('VALIDATION_ERROR');
    expect(error?.message).toMatch(message);
    expect(error?.details?.map((d) => d.path)).toEqual(['note']);
    expect(await orderCount()).toBe(before);
  });
});
