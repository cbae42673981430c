import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notStarted, ORDER_STATUSES, type Order } from '../../src/modules/ordering/domain/order.js';
import { newId } from '../../src/shared/ids.js';
import { insertOrders } from '../builders/order-builder.js';
import { testDatabaseKinds } from '../support/databases.js';
import { anOwner } from '../support/owners.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const NAMES = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Tom 100% Hughes'];
const COUNT = 1000;
/** The five statuses of docs/product/states.md "Order status", 200 orders each; cancellations have tests of their own. */
const FLOW = ORDER_STATUSES.filter((status) => status !== 'cancelled');

describe.each(testDatabaseKinds())('owner order list (simple REST) over 1,000 orders on %s', (kind) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof anOwner>>;
  let orders: Order[];

  const list = async (params: Record<string, unknown>, etag?: string) => {
    const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, JSON.stringify(v)]));
    const response = await fetch(`${server.url}/api/my/restaurant/order?${query}`, {
      cache: 'no-cache',
      headers: { authorization: `Bearer ${owner.token}`, ...(etag ? { 'if-none-match': etag } : {}) },
    } as RequestInit);
    const body = response.status === 200 ? ((await response.json()) as Array<{ _id: string; status: string }>) : [];
    return { response, ids: body.map((o) => o._id), body, range: response.headers.get('content-range') };
  };
  const charge = (o: Order) => o.totalAmount + o.deliveryPrice;
  const newestFirst = (a: Order, b: Order) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1);

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await anOwner(server, 'big-owner@example.com');
    const buyer = (await server.db('users').first('id')) as { id: string };
    const start = Date.UTC(2025, 0, 1);
    orders = Array.from({ length: COUNT }, (_, i) => {
      const createdAt = new Date(start + i * 3_600_000);
      const name = NAMES[i % NAMES.length]!;
      return {
        id: newId(createdAt),
        userId: buyer.id,
        restaurantId: owner.restaurantId,
        status: FLOW[i % FLOW.length]!,
        fulfilment: 'delivery' as const,
        items: [{ menuItemId: newId(), name: 'Korma', price: 1000, quantity: 1, options: [], allergens: [] }],
        deliveryDetails: { name, addressLine1: `${i} Deansgate`, city: i % 2 ? 'Leeds' : 'York', country: 'UK', email: 'x@example.com', postcode: i % 2 ? 'LS1 4DY' : 'YO1 7HH', phone: '+447911123456' },
        note: null,
        totalAmount: 500 + ((i * 37) % 1000),
        deliveryPrice: 250,
        cuisines: ['Indian'],
        createdAt,
        updatedAt: createdAt,
        ...notStarted(),
      };
    });
    await insertOrders(server.db, orders);
  }, 240_000);
  afterAll(async () => server?.stop());

  it('answers the newest 500 without parameters, with Content-Range', async () => {
    const { ids, range } = await list({});
    expect(range).toBe(`order 0-499/${COUNT}`);
    expect(ids).toEqual([...orders].sort(newestFirst).slice(0, 500).map((o) => o.id));
  });

  it('takes a range typed by hand, its brackets and comma unencoded', async () => {
    const response = await fetch(`${server.url}/api/my/restaurant/order?range=[0,24]`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect([response.status, response.headers.get('content-range')]).toEqual([200, `order 0-24/${COUNT}`]);
  });

  it('pages by range, including the end and past it', async () => {
    expect((await list({ range: [990, 1009] })).range).toBe('order 990-999/1000');
    const past = await list({ range: [2000, 2009] });
    expect([past.range, past.ids]).toEqual(['order */1000', []]);
  });

  it('sorts by total and by status (lifecycle order), ties newest first', async () => {
    const byTotal = await list({ sort: ['total', 'ASC'], range: [0, 49] });
    const expected = [...orders].sort((a, b) => charge(a) - charge(b) || newestFirst(a, b)).slice(0, 50).map((o) => o.id);
    expect(byTotal.ids).toEqual(expected);
    const byStatus = await list({ sort: ['status', 'DESC'], range: [0, 499] });
    expect(new Set(byStatus.body.slice(0, 200).map((o) => o.status))).toEqual(new Set(['delivered']));
    expect(byStatus.body[200]?.status).toBe('outForDelivery');
  });

  it('filters by status set, literal text over name, address and city, and date range', async () => {
    const paid = await list({ filter: { status: ['paid', 'delivered'] } });
    expect(paid.range).toBe('order 0-399/400');
    const text = await list({ filter: { q: '100%' }, range: [0, 499] });
    expect(text.range).toBe('order 0-249/250');
    const city = await list({ filter: { q: 'LEEDS', status: 'placed' } });
    expect(city.range).toBe(`order 0-99/${orders.filter((o) => o.deliveryDetails.city === 'Leeds' && o.status === 'placed').length}`);
    const days = await list({ filter: { createdFrom: '2025-01-02', createdTo: '2025-01-03' } });
    expect(days.range).toBe('order 0-47/48');
  });

  it('finds an order by the number the desk and the receipt show (its id\'s last six characters), with or without #, and by its whole id', async () => {
    const target = orders[123]!.id;
    const number = target.slice(-6).toUpperCase();
    for (const q of [number, `#${number}`, target]) {
      const found = await list({ filter: { q } });
      expect(found.ids).toContain(target);
      expect(found.ids.every((id) => id.endsWith(target.slice(-6)))).toBe(true);
    }
    // Text that is no number still searches the name and address only.
    expect((await list({ filter: { q: 'deansgate' } })).range).toBe('order 0-499/1000');
  });

  // docs/product/decisions.md "Running a service" (Figures): paid-or-later orders count; cancelled and unpaid apart.
  it('counts the summary over every order, not a page', async () => {
    const { data } = await owner.api.GET('/api/my/restaurant/order-summary');
    const countOf = (status: string) => orders.filter((o) => o.status === status).length;
    const paidOrLater = orders.filter((o) => o.status !== 'placed' && o.status !== 'cancelled');
    const revenue = paidOrLater.reduce((sum, o) => sum + charge(o), 0);
    expect(data).toEqual({
      totalOrders: paidOrLater.length,
      totalRevenue: revenue,
      averageOrder: Math.round(revenue / paidOrLater.length),
      activeOrders: paidOrLater.length - countOf('delivered'),
      cancelledOrders: countOf('cancelled'),
      unpaidOrders: countOf('placed'),
      byStatus: Object.fromEntries(ORDER_STATUSES.map((s) => [s, countOf(s)])),
    });
  });

  it('answers 304 while nothing changed and 200 after a change', async () => {
    const first = await list({ range: [0, 9] });
    const etag = first.response.headers.get('etag')!;
    expect((await list({ range: [0, 9] }, etag)).response.status).toBe(304);
    expect((await list({ range: [10, 19] }, etag)).response.status).toBe(200);
    const paid = orders.find((o) => o.status === 'paid')!;
    await owner.api.PATCH('/api/my/restaurant/order/{orderId}/status', { params: { path: { orderId: paid.id } }, body: { status: 'inProgress' } });
    expect((await list({ range: [0, 9] }, etag)).response.status).toBe(200);
  });

  // Texts, sent as they are: the contract's validator refuses the shapes, the server what the contract cannot say.
  it.each([
    [{ sort: 'createdAt' }, 'sort'],
    [{ sort: 'nope' }, 'sort'],
    [{ sort: '["customer","ASC"]' }, 'sort'],
    [{ sort: '["total","up"]' }, 'sort'],
    [{ sort: '["ASC","total"]' }, 'sort'],
    [{ range: '[0,500]' }, 'range'],
    [{ range: '[5,4]' }, 'range'],
    [{ range: '[-1,4]' }, 'range'],
    [{ range: '[0.5,4]' }, 'range'],
    [{ range: '[0,1e1]' }, 'range'],
    [{ range: '[0x10,20]' }, 'range'],
    [{ range: '[1.0,4]' }, 'range'],
    [{ range: '[0,Infinity]' }, 'range'],
    [{ range: '[0,1e18]' }, 'range'],
    [{ range: '["0","4"]' }, 'range'],
    [{ filter: '[]' }, 'filter'],
    [{ filter: '{"status":"lost"}' }, 'filter.status'],
    [{ filter: '{"status":[]}' }, 'filter.status'],
    [{ filter: '{"nope":1}' }, 'filter.nope'],
    [{ filter: '{"__proto__":{"x":1}}' }, 'filter.__proto__'],
    [{ filter: '{"q":"a\\u0000b"}' }, 'filter.q'],
    [{ filter: `{"q":"${'x'.repeat(201)}"}` }, 'filter.q'],
    [{ filter: '{"createdFrom":"yesterday"}' }, 'filter.createdFrom'],
    [{ filter: '{"createdTo":"2025-02-30"}' }, 'filter.createdTo'],
  ])('refuses %j with a 400 naming the parameter', async (params, field) => {
    const response = await fetch(`${server.url}/api/my/restaurant/order?${new URLSearchParams(params)}`, { headers: { authorization: `Bearer ${owner.token}` } });
    const body = (await response.json()) as { message: string; details: Array<{ path: string }> };
    expect(response.status).toBe(400);
    expect(body.message.startsWith(`${field}: `), body.message).toBe(true);
    expect(new Set(body.details.map((d) => d.path))).toEqual(new Set([field]));
  });
});
