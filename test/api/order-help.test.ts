// Order help (docs/product/decisions.md "Order help"): the customer reports a problem with a
// delivered order once, within 48 hours (the clock moved past it), with a photo kept privately;
// the owner or a manager approves it as a refund (the order's refund path, once, the ledger's
// entry the restaurant's) or declines it with a reason; the customer hears either live and by e-mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCustomer, placeOrder, type Customer } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { mailInbox } from '../support/mail-inbox.js';
import { smallPng } from '../support/matrix-requests.js';
import { anOwner } from '../support/owners.js';
import { eventually, paidInTime, refundsSettled, submitCard } from '../support/payment-servers.js';
import { formBytes } from '../support/raw-http.js';
import { TEST_WEBHOOK_SECRET } from '../support/signed-events.js';
import { openStream } from '../support/sse-client.js';
import { aTeamMember } from '../support/team.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

type Owner = Awaited<ReturnType<typeof anOwner>>;
type Member = Awaited<ReturnType<typeof aTeamMember>>;
const HOUR = 3_600_000;

describe.each(testDatabaseKinds())('order help on %s', (kind) => {
  let server: TestServer;
  let owner: Owner;
  let otherOwner: Owner;
  let customer: Customer;
  let otherCustomer: Customer;
  let manager: Member;
  let kitchen: Member;
  let courier: Member;
  /** The server's clock runs this far ahead of real time. */
  let ahead = 0;

  const path = (orderId: string) => ({ params: { path: { orderId } } });
  const report = (orderId: string, body: { kind: 'missingItems' | 'wrongItems' | 'quality' | 'late'; items?: Array<{ menuItemId: string; quantity: number }>; note?: string }, who: Customer = customer) =>
    who.api.POST('/api/order/{orderId}/help', { ...path(orderId), body });
  const approve = (orderId: string, amount: number, who: { api: Owner['api'] } = owner) => who.api.POST('/api/my/restaurant/order/{orderId}/help/approve', { ...path(orderId), body: { amount } });
  const decline = (orderId: string, reason: string, who: { api: Owner['api'] } = owner) => who.api.POST('/api/my/restaurant/order/{orderId}/help/decline', { ...path(orderId), body: { reason } });
  const customersOrder = async (orderId: string) => (await customer.api.GET('/api/order')).data!.find((o) => o._id === orderId)!;
  const photoOf = (url: string, token?: string) => fetch(`${server.url}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const addPhoto = async (orderId: string, token: string, bytes?: Buffer) => {
    const form = new FormData();
    form.append('photo', new Blob([bytes ?? (await smallPng())], { type: 'image/png' }), 'bag.png');
    const { body, contentType } = await formBytes(form);
    return fetch(`${server.url}/api/order/${orderId}/help/photo`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, body });
  };

  async function aDeliveredOrder(deliver = true): Promise<{ orderId: string; korma: string; naan: string }> {
    const { orderId, url } = await placeOrder(server, customer, owner.restaurantId, [2, 1]);
    expect((await submitCard(server.url + new URL(url).pathname)).status).toBe(303);
    await paidInTime(server.db, orderId);
    for (const status of deliver ? (['inProgress', 'outForDelivery', 'delivered'] as const) : (['inProgress'] as const)) {
      expect((await owner.api.PATCH('/api/my/restaurant/order/{orderId}/status', { ...path(orderId), body: { status } })).response.status).toBe(200);
    }
    const items = (await customersOrder(orderId)).cartItems;
    return { orderId, korma: items[0]!.menuItemId, naan: items[1]!.menuItemId };
  }

  beforeAll(async () => {
    server = await startTestServer(kind, { LOCAL_CHECKOUT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, RATE_LIMIT_CHECKOUT: '1000/60' }, { clock: { now: () => new Date(Date.now() + ahead) } });
    owner = await anOwner(server, 'help-owner@example.com');
    otherOwner = await anOwner(server, 'help-other-owner@example.com');
    customer = await aCustomer(server, 'help-customer@example.com');
    otherCustomer = await aCustomer(server, 'help-other-customer@example.com');
    manager = await aTeamMember(server, owner.token, 'help-manager@example.com', 'manager');
    kitchen = await aTeamMember(server, owner.token, 'help-kitchen@example.com', 'kitchen');
    courier = await aTeamMember(server, owner.token, 'help-courier@example.com', 'courier');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('reports missing items with a photo; a manager approves the lines as a refund, once; the customer hears it live and by e-mail; the restaurant bears it', async () => {
    const { orderId, naan } = await aDeliveredOrder();
    expect(new Date((await customersOrder(orderId)).helpBy!).getTime() - Date.now()).toBeGreaterThan(47.9 * HOUR);
    const stream = await openStream(server.url, '/api/order/events', { token: customer.token });
    const filed = await report(orderId, { kind: 'missingItems', items: [{ menuItemId: naan, quantity: 1 }], note: '  The naan was not in the bag ' });
    expect(filed.response.status, JSON.stringify(filed.error)).toBe(201);
    expect(filed.data!.help).toMatchObject({ kind: 'missingItems', items: [{ menuItemId: naan, name: 'Naan', quantity: 1 }], note: 'The naan was not in the bag', photo: false, proposedAmount: 300, status: 'open', refundAmount: null });
    expect((await addPhoto(orderId, customer.token)).status).toBe(200);
    expect((await addPhoto(orderId, customer.token)).status).toBe(409);

    // The desk shows the report; its photo is the owner's, a manager's and the customer's only.
    const desk = (await manager.api.GET('/api/my/restaurant/order')).data!.find((o) => o._id === orderId)!;
    expect(desk.help).toMatchObject({ status: 'open', photo: true, proposedAmount: 300 });
    for (const who of [owner, manager]) expect((await photoOf(`/api/my/restaurant/order/${orderId}/help/photo`, who.token)).status).toBe(200);
    for (const who of [kitchen, courier, otherOwner]) expect((await photoOf(`/api/my/restaurant/order/${orderId}/help/photo`, who.token)).status).toBe(404);
    const mine = await photoOf(`/api/order/${orderId}/help/photo`, customer.token);
    expect([mine.status, mine.headers.get('content-type'), mine.headers.get('cache-control')]).toEqual([200, 'image/jpeg', 'private, no-store']);
    expect((await photoOf(`/api/order/${orderId}/help/photo`, otherCustomer.token)).status).toBe(404);
    expect((await photoOf(`/api/order/${orderId}/help/photo`)).status).toBe(401);

    // Above the reported lines is refused naming `amount`; the lines themselves go back once.
    const tooMuch = await approve(orderId, 301, manager);
    expect([tooMuch.response.status, tooMuch.error?.details?.[0]?.path]).toEqual([400, 'amount']);
    const [first, second] = await Promise.all([approve(orderId, 300, manager), approve(orderId, 300)]);
    expect([first.response.status, second.response.status].sort()).toEqual([200, 409]);
    expect((await approve(orderId, 300)).response.status).toBe(409);
    expect(await server.db('order_refunds').where({ order_id: orderId }).count({ n: '*' }).then((r) => Number(r[0]!.n))).toBe(1);
    await refundsSettled(server.db);
    const after = await customersOrder(orderId);
    expect(after.help).toMatchObject({ status: 'approved', refundAmount: 300, decidedAt: expect.any(String) });
    expect(after.refunds).toEqual([expect.objectContaining({ amount: 300, reason: 'Order help: missing items', status: 'succeeded', items: [{ menuItemId: naan, name: 'Naan', quantity: 1 }] })]);

    await stream.until((s) => s.events.some((m) => JSON.parse(m.data).type === 'refundRequested'), 'the approval on the stream');
    const types = stream.events.map((m) => JSON.parse(m.data) as { type: string; order: { _id: string; help?: { status: string } } }).filter((e) => e.order._id === orderId);
    expect(types.map((e) => e.type)).toEqual(expect.arrayContaining(['helpRequested', 'refundRequested']));
    expect(types.find((e) => e.type === 'refundRequested')!.order.help!.status).toBe('approved');
    stream.close();

    await eventually(async () => (await mailInbox(server.mailInboxUrl!).to(customer.email)).some((m) => m.subject.startsWith('Refund of £3.00')), 'the refund e-mail');
    const refundMail = (await mailInbox(server.mailInboxUrl!).to(customer.email)).find((m) => m.subject.startsWith('Refund of £3.00'))!;
    expect(refundMail.text).toContain('Reason: Order help: missing items');

    const refunded = await eventually(async () => server.db('order_events').where({ order_id: orderId, type: 'refunded' }).first('id'), 'the refund');
    const posting = await eventually(async () => server.db('ledger_postings').where({ event_id: refunded.id }).first('id'), 'the ledger posting');
    const entries = (await server.db('ledger_entries').where({ posting_id: posting.id }).select('account', 'amount')).map((e: { account: string; amount: number | string }) => ({ ...e, amount: Number(e.amount) }));
    expect(entries).toEqual(expect.arrayContaining([{ account: `restaurant:${owner.restaurantId}`, amount: -300 }, { account: 'provider', amount: 300 }]));
  });

  it('declines with a reason: the customer reads it on the order and by e-mail, and it cannot be approved after', async () => {
    const { orderId } = await aDeliveredOrder();
    expect((await report(orderId, { kind: 'quality', note: 'Cold' })).response.status).toBe(201);
    const blank = await fetch(`${server.url}/api/my/restaurant/order/${orderId}/help/decline`, { method: 'POST', headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ reason: '   ' }) });
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain('reason');
    for (const who of [kitchen, courier, otherOwner]) expect((await decline(orderId, 'No', who)).response.status).toBe(404);
    const declined = await decline(orderId, 'The courier photo shows it hot at the door');
    expect(declined.response.status).toBe(200);
    expect((await customersOrder(orderId)).help).toMatchObject({ status: 'declined', declineReason: 'The courier photo shows it hot at the door' });
    expect((await approve(orderId, 100)).response.status).toBe(409);
    expect((await decline(orderId, 'Again')).response.status).toBe(409);
    expect((await addPhoto(orderId, customer.token)).status).toBe(409);
    await eventually(async () => (await mailInbox(server.mailInboxUrl!).to(customer.email)).some((m) => m.subject === `Your report on order #${orderId.slice(-6).toUpperCase()}`), 'the decline e-mail');
    const mail = (await mailInbox(server.mailInboxUrl!).to(customer.email)).find((m) => m.subject.startsWith('Your report on order'))!;
    expect(mail.text).toContain('Reason: The courier photo shows it hot at the door');
    expect(await server.db('order_events').where({ order_id: orderId }).orderBy('id').pluck('type')).toEqual(['placed', 'paid', 'accepted', 'statusSet', 'statusSet', 'helpRequested', 'helpDeclined']);
  });

  it('refuses a report that is not delivered, someone else\'s, a second one, lines not ordered, and one after 48 hours', async () => {
    const { orderId: preparing } = await aDeliveredOrder(false);
    expect((await report(preparing, { kind: 'late' })).response.status).toBe(409);
    const { orderId, korma } = await aDeliveredOrder();
    expect((await report(orderId, { kind: 'late' }, otherCustomer)).response.status).toBe(404);
    const noItems = await report(orderId, { kind: 'wrongItems' });
    expect([noItems.response.status, noItems.error?.details?.[0]?.path]).toEqual([400, 'items']);
    const tooMany = await report(orderId, { kind: 'missingItems', items: [{ menuItemId: korma, quantity: 3 }] });
    expect([tooMany.response.status, tooMany.error?.details?.[0]?.path]).toEqual([400, 'items[0].quantity']);
    const unknown = await report(orderId, { kind: 'missingItems', items: [{ menuItemId: '6755c8f2a1b2c3d4e5f60719', quantity: 1 }] });
    expect([unknown.response.status, unknown.error?.details?.[0]?.path]).toEqual([400, 'items[0].menuItemId']);
    const badKind = await fetch(`${server.url}/api/order/${orderId}/help`, { method: 'POST', headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'rude' }) });
    expect([badKind.status, ((await badKind.json()) as { details?: Array<{ path: string }> }).details?.[0]?.path]).toEqual([400, 'kind']);
    expect(await server.db('order_help').where({ order_id: orderId }).first()).toBeUndefined();

    const { orderId: late } = await aDeliveredOrder();
    ahead = 48 * HOUR + 60_000;
    try {
      const closed = await report(late, { kind: 'late' });
      expect([closed.response.status, closed.error?.message]).toEqual([409, 'Problems can be reported within 48 hours of delivery']);
      ahead = 47 * HOUR;
      expect((await report(late, { kind: 'late' })).response.status).toBe(201);
      expect((await report(late, { kind: 'quality' })).response.status).toBe(409);
    } finally {
      ahead = 0;
    }
  });

  it('approves a report of quality without lines up to what is left to refund, never above it', async () => {
    const { orderId } = await aDeliveredOrder();
    expect((await report(orderId, { kind: 'quality' })).response.status).toBe(201);
    const charged = (await customersOrder(orderId)).totalAmount + (await customersOrder(orderId)).deliveryPrice;
    expect((await owner.api.POST('/api/my/restaurant/order/{orderId}/refunds', { ...path(orderId), body: { amount: charged - 500, reason: 'Sorry' } })).response.status).toBe(201);
    const over = await approve(orderId, 501);
    expect([over.response.status, over.error?.details?.[0]?.path]).toEqual([400, 'amount']);
    expect((await customersOrder(orderId)).help!.status).toBe('open');
    expect((await approve(orderId, 500)).response.status).toBe(200);
    await refundsSettled(server.db);
    expect((await customersOrder(orderId)).refunds.map((r) => [r.amount, r.reason])).toEqual([[charged - 500, 'Sorry'], [500, 'Order help: quality']]);
  });
});
