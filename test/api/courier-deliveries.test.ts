// Couriers and proof of delivery (docs/product/team-and-roles.md "Couriers"): the desk assigns or
// leaves an order open, a courier claims, picks up, delivers with the customer's code or cannot
// deliver; every step is an order event; only the restaurant's couriers act, each on their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCustomer, placeOrder, type Customer } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { anOwner } from '../support/owners.js';
import { paidInTime, refundsSettled, submitCard } from '../support/payment-servers.js';
import { TEST_WEBHOOK_SECRET } from '../support/signed-events.js';
import { aTeamMember } from '../support/team.js';
import { picture } from '../support/restaurant-form.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

type Owner = Awaited<ReturnType<typeof anOwner>>;
type Member = Awaited<ReturnType<typeof aTeamMember>>;

describe.each(testDatabaseKinds())('courier deliveries on %s', (kind) => {
  let server: TestServer;
  let owner: Owner;
  let otherOwner: Owner;
  let customer: Customer;
  let sam: Member;
  let kit: Member;
  let kitchen: Member;
  let otherCourier: Member;

  const path = (orderId: string) => ({ params: { path: { orderId } } });
  const assign = (orderId: string, courierId: string | null, who: { api: Owner['api'] } = owner) => who.api.PUT('/api/my/restaurant/order/{orderId}/courier', { ...path(orderId), body: { courierId } });
  const claim = (orderId: string, who: Member) => who.api.POST('/api/courier/deliveries/{orderId}/claim', path(orderId));
  const pickUp = (orderId: string, who: Member) => who.api.POST('/api/courier/deliveries/{orderId}/picked-up', path(orderId));
  const deliver = (orderId: string, code: string, who: Member) => who.api.POST('/api/courier/deliveries/{orderId}/delivered', { ...path(orderId), body: { code } });
  const fail = (orderId: string, reason: string, who: Member) => who.api.POST('/api/courier/deliveries/{orderId}/failed', { ...path(orderId), body: { reason } });
  const list = (who: Member) => who.api.GET('/api/courier/deliveries');
  const customersOrder = async (orderId: string) => (await customer.api.GET('/api/order')).data!.find((o) => o._id === orderId)!;
  const eventsOf = async (orderId: string) =>
    (await server.db('order_events').where({ order_id: orderId }).orderBy('id')).map((e: { type: string; status: string }) => `${e.type}:${e.status}`);

  async function anAcceptedOrder(accept = true): Promise<string> {
    const { orderId, url } = await placeOrder(server, customer, owner.restaurantId, [2, 1]);
    expect((await submitCard(server.url + new URL(url).pathname)).status).toBe(303);
    await paidInTime(server.db, orderId);
    if (accept) expect((await owner.api.POST('/api/my/restaurant/order/{orderId}/accept', { ...path(orderId), body: { estimatedMinutes: 30 } })).response.status).toBe(200);
    return orderId;
  }

  beforeAll(async () => {
    server = await startTestServer(kind, { LOCAL_CHECKOUT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, RATE_LIMIT_CHECKOUT: '1000/60' });
    owner = await anOwner(server, 'courier-owner@example.com');
    otherOwner = await anOwner(server, 'courier-other-owner@example.com');
    customer = await aCustomer(server, 'courier-customer@example.com');
    sam = await aTeamMember(server, owner.token, 'sam.rider@example.com', 'courier');
    await sam.api.PUT('/api/my/user', { body: { name: 'Sam Rider', addressLine1: '1 Road', city: 'Manchester', country: 'United Kingdom' } });
    kit = await aTeamMember(server, owner.token, 'kit@example.com', 'courier');
    kitchen = await aTeamMember(server, owner.token, 'courier-kitchen@example.com', 'kitchen');
    otherCourier = await aTeamMember(server, otherOwner.token, 'other-courier@example.com', 'courier');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('lists the couriers for the desk, and a customer gets their order\'s 4-digit code', async () => {
    const couriers = await kitchen.api.GET('/api/my/restaurant/couriers');
    expect(couriers.data!.couriers).toEqual(expect.arrayContaining([{ _id: sam.memberId, name: 'Sam Rider' }, { _id: kit.memberId, name: 'kit@example.com' }]));
    expect(couriers.data!.couriers).toHaveLength(2);
    const orderId = await anAcceptedOrder();
    expect((await customersOrder(orderId)).deliveryCode).toMatch(/^[0-9]{4}$/);
  });

  it('assigns, picks up and delivers with the code: each step an order event, the customer sees the courier\'s first name', async () => {
    const orderId = await anAcceptedOrder();
    const assigned = await assign(orderId, sam.memberId, kitchen);
    expect(assigned.response.status, JSON.stringify(assigned.error)).toBe(200);
    expect(assigned.data!.delivery).toMatchObject({ courierId: sam.memberId, courierName: 'Sam', pickedUpAt: null, proof: null });

    const mine = (await list(sam)).data!;
    const listed = mine.assigned.find((d) => d._id === orderId)!;
    expect(listed).toMatchObject({ customerName: 'Ada Lovelace', addressLine1: '12 Deansgate', postcode: 'M3 2BY', phone: '+447911123456', itemCount: 3, mine: true, status: 'inProgress' });
    expect(new Date(listed.dueBy!).getTime() - new Date(listed.collectBy!).getTime()).toBe(15 * 60_000);
    expect(JSON.stringify(mine)).not.toContain((await customersOrder(orderId)).deliveryCode!);
    expect((await list(kit)).data!.assigned.map((d) => d._id)).not.toContain(orderId);
    expect((await list(kit)).data!.open.map((d) => d._id)).not.toContain(orderId);

    // Another courier of the same restaurant cannot act on Sam's order.
    expect((await pickUp(orderId, kit)).response.status).toBe(404);
    const picked = await pickUp(orderId, sam);
    expect(picked.response.status).toBe(200);
    expect(picked.data!.status).toBe('outForDelivery');
    const onTheWay = await customersOrder(orderId);
    expect(onTheWay.status).toBe('outForDelivery');
    expect(onTheWay.delivery!.courierName).toBe('Sam');

    const code = onTheWay.deliveryCode!;
    const delivered = await deliver(orderId, code, sam);
    expect(delivered.response.status).toBe(200);
    const done = await customersOrder(orderId);
    expect(done.status).toBe('delivered');
    expect(done.delivery).toMatchObject({ proof: 'code', deliveredAt: expect.any(String) });
    expect(await eventsOf(orderId)).toEqual(['placed:placed', 'paid:paid', 'accepted:inProgress', 'assigned:inProgress', 'pickedUp:outForDelivery', 'delivered:delivered']);
    const history = await server.db('order_status_history').where({ order_id: orderId }).orderBy('id').pluck('status');
    expect(history).toEqual(['placed', 'paid', 'inProgress', 'outForDelivery', 'delivered']);
    const event = await server.db('order_events').where({ order_id: orderId, type: 'delivered' }).first();
    expect(JSON.parse(typeof event.changes === 'string' ? event.changes : JSON.stringify(event.changes))).toMatchObject({ by: `courier:${sam.sub}`, proof: 'code' });
    expect((await deliver(orderId, code, sam)).response.status).toBe(409);
  });

  it('counts wrong codes, refuses codes with 429 after 5, and writes no event for them', async () => {
    const orderId = await anAcceptedOrder();
    await assign(orderId, sam.memberId);
    await pickUp(orderId, sam);
    const right = (await customersOrder(orderId)).deliveryCode!;
    const wrong = right === '0000' ? '1111' : '0000';
    for (let i = 1; i <= 5; i++) {
      const attempt = await deliver(orderId, wrong, sam);
      expect(attempt.response.status, `try ${i}`).toBe(400);
      expect(attempt.error).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'code' }] });
    }
    const refused = await deliver(orderId, right, sam);
    expect(refused.response.status).toBe(429);
    expect((await customersOrder(orderId)).status).toBe('outForDelivery');
    expect((await eventsOf(orderId)).at(-1)).toBe('pickedUp:outForDelivery');
    const bad = await fetch(`${server.url}/api/courier/deliveries/${orderId}/delivered`, { method: 'POST', headers: { authorization: `Bearer ${sam.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ code: '12a4' }) });
    expect(bad.status).toBe(400);
  });

  it('leaves an order open: any courier of the restaurant claims it once', async () => {
    const orderId = await anAcceptedOrder();
    expect((await assign(orderId, null)).response.status).toBe(200);
    expect((await list(kit)).data!.open.map((d) => d._id)).toContain(orderId);
    expect((await list(otherCourier)).data!.open.map((d) => d._id)).not.toContain(orderId);
    expect((await claim(orderId, otherCourier)).response.status).toBe(404);
    const claimed = await claim(orderId, kit);
    expect(claimed.response.status).toBe(200);
    expect(claimed.data).toMatchObject({ mine: true, _id: orderId });
    expect((await claim(orderId, sam)).response.status).toBe(409);
    expect((await customersOrder(orderId)).delivery!.courierName).toBe('kit');
    expect(await eventsOf(orderId)).toEqual(['placed:placed', 'paid:paid', 'accepted:inProgress', 'assigned:inProgress', 'assigned:inProgress']);
  });

  it('could not deliver: back to the desk, which assigns again or declines with a full refund', async () => {
    const orderId = await anAcceptedOrder();
    await assign(orderId, sam.memberId);
    await pickUp(orderId, sam);
    expect((await fail(orderId, '   ', sam)).response.status).toBe(400);
    const failed = await fail(orderId, 'Nobody answered', sam);
    expect(failed.response.status).toBe(200);
    const order = await customersOrder(orderId);
    expect(order.status).toBe('inProgress');
    expect(order.delivery).toMatchObject({ failureReason: 'Nobody answered', failedAt: expect.any(String) });
    // Not open to claim while it waits for the desk.
    expect((await list(kit)).data!.open.map((d) => d._id)).not.toContain(orderId);
    expect((await assign(orderId, kit.memberId)).data!.delivery).toMatchObject({ courierName: 'kit', failedAt: null, failureReason: null, pickedUpAt: null });
    const declined = await owner.api.POST('/api/my/restaurant/order/{orderId}/decline', { ...path(orderId), body: { reason: 'other', note: 'Could not deliver' } });
    expect(declined.response.status).toBe(200);
    expect(declined.data!.status).toBe('cancelled');
    expect(declined.data!.refunds[0]).toMatchObject({ amount: declined.data!.totalAmount + declined.data!.deliveryPrice });
    // The refund settles in the background: wait for it, so the log is read whole.
    await refundsSettled(server.db);
    expect((await eventsOf(orderId)).slice(3)).toEqual(['assigned:inProgress', 'pickedUp:outForDelivery', 'deliveryFailed:inProgress', 'assigned:inProgress', 'cancelled:cancelled', 'refundRequested:cancelled', 'refunded:cancelled']);
  });

  it('refuses a collection order (409), a courier of another restaurant, a courier as the desk, and the desk as a courier', async () => {
    const orderId = await anAcceptedOrder();
    await server.db('orders').where({ id: orderId }).update({ fulfilment: 'collection' });
    const collection = await assign(orderId, sam.memberId);
    expect(collection.response.status).toBe(409);
    expect(collection.error!.message).toBe('Collection orders need no courier');
    await server.db('orders').where({ id: orderId }).update({ fulfilment: 'delivery' });

    expect((await assign(orderId, otherCourier.memberId)).response.status).toBe(400);
    expect((await assign(orderId, sam.memberId, otherOwner)).response.status).toBe(404);
    expect((await assign(orderId, kit.memberId, sam)).response.status).toBe(404);
    expect((await owner.api.GET('/api/courier/deliveries')).response.status).toBe(404);
    expect((await customer.api.GET('/api/courier/deliveries')).response.status).toBe(404);
    expect((await kitchen.api.GET('/api/courier/deliveries')).response.status).toBe(404);
    await assign(orderId, sam.memberId);
    expect((await pickUp(orderId, otherCourier)).response.status).toBe(404);
    expect((await fetch(`${server.url}/api/courier/deliveries`)).status).toBe(401);
    expect((await server.db('order_events').where({ order_id: orderId }).whereIn('type', ['pickedUp'])).length).toBe(0);
  });

  it('delivers with a photo, kept privately: the desk and the customer see it, nobody else, and no public URL', async () => {
    const orderId = await anAcceptedOrder();
    await assign(orderId, sam.memberId);
    await pickUp(orderId, sam);
    const upload = (bytes: Buffer, type = 'image/jpeg', who: Member = sam) => {
      const form = new FormData();
      form.append('photo', new Blob([bytes], { type }), 'door.jpg');
      return fetch(`${server.url}/api/courier/deliveries/${orderId}/delivered`, { method: 'POST', headers: { authorization: `Bearer ${who.token}` }, body: form });
    };
    const notAnImage = await upload(Buffer.from('not a picture at all'));
    expect(notAnImage.status).toBe(415);
    expect(await notAnImage.json()).toMatchObject({ details: [{ path: 'photo' }] });
    expect((await upload(await picture('#123456', 'jpeg', 800, 600), 'image/jpeg', kit)).status).toBe(404);
    expect((await server.db('order_deliveries').where({ order_id: orderId }).first()).proof_photo_key).toBeNull();

    const delivered = await upload(await picture('#2e86c1', 'jpeg', 2400, 1800));
    expect(delivered.status).toBe(200);
    const order = await customersOrder(orderId);
    expect(order.status).toBe('delivered');
    expect(order.delivery).toMatchObject({ proof: 'photo' });
    const key: string = (await server.db('order_deliveries').where({ order_id: orderId }).first()).proof_photo_key;
    expect(key).toMatch(/^proofs\//);

    const read = (path: string, token?: string) => fetch(`${server.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    for (const [path, token] of [[`/api/my/restaurant/order/${orderId}/proof-photo`, kitchen.token], [`/api/order/${orderId}/proof-photo`, customer.token]] as const) {
      const photo = await read(path, token);
      expect(photo.status, path).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/jpeg');
      expect(photo.headers.get('cache-control')).toBe('private, no-store');
      const bytes = Buffer.from(await photo.arrayBuffer());
      expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
    expect((await read(`/api/my/restaurant/order/${orderId}/proof-photo`, otherOwner.token)).status).toBe(404);
    expect((await read(`/api/my/restaurant/order/${orderId}/proof-photo`, sam.token)).status).toBe(404);
    expect((await read(`/api/order/${orderId}/proof-photo`, sam.token)).status).toBe(404);
    expect((await read(`/api/order/${orderId}/proof-photo`)).status).toBe(401);
    expect((await read(`/images/${key}`)).status).toBe(404);
    expect(JSON.stringify((await server.db('order_events').where({ order_id: orderId, type: 'delivered' }).first()).changes)).toContain('photo');
  });

  it('picks up only once the restaurant accepted the order', async () => {
    const orderId = await anAcceptedOrder(false);
    expect((await assign(orderId, sam.memberId)).response.status).toBe(200);
    const early = await pickUp(orderId, sam);
    expect(early.response.status).toBe(409);
    expect(early.error!.message).toBe('Order has not been accepted yet');
  });
});
