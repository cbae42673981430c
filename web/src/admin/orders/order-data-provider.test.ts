import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setAccessTokenGetter } from '../../api/access-token';
import { orderMethods, toOrderRecord, type Order } from './order-data-provider';

const order: Order = {
  _id: '6755d0c4e5f6a7b8c9d0e1f2',
  status: 'paid',
  fulfilment: 'delivery',
  createdAt: '2025-01-06T12:10:00.000Z',
  totalAmount: 3050,
  deliveryPrice: 250,
  cartItems: [{ menuItemId: 'm1', name: 'Margherita Pizza', price: 950, quantity: 2, options: [], allergens: [] }],
  deliveryDetails: { name: 'Ada Lovelace', addressLine1: '12 Deansgate', city: 'Manchester', country: 'United Kingdom', email: 'ada@example.com' },
  note: null,
  restaurant: { _id: 'r1', restaurantName: 'Bella Napoli', city: 'Manchester', country: 'United Kingdom', estimatedDeliveryTime: 30, collectionMinutes: 15, deliveryPrice: 250, imageUrl: '/r.webp' },
  acceptBy: '2025-01-06T12:20:00.000Z',
  acceptedAt: null,
  expectedBy: null,
  cancellation: null,
  refunds: [],
};

beforeAll(() => setAccessTokenGetter(async () => 'token-1'));
afterEach(() => vi.unstubAllGlobals());

describe('toOrderRecord', () => {
  it('keys the record by the order id and keeps every field', () => {
    expect(toOrderRecord(order)).toEqual({ ...order, id: order._id });
  });
});

describe('the order list (ra-data-simple-rest on the owner API)', () => {
  it('sends sort, range and filter as JSON with the bearer token, and reads the total from Content-Range', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify([order]), { headers: { 'Content-Type': 'application/json', 'Content-Range': 'order 24-24/25' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const result = await orderMethods.getList('order', {
      pagination: { page: 2, perPage: 24 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { status: ['paid', 'inProgress'], q: 'ada' },
    });

    const [url, init] = fetch.mock.calls[0]!;
    const query = new URL(url, 'http://app.test').searchParams;
    expect(new URL(url, 'http://app.test').pathname).toBe('/api/my/restaurant/order');
    expect(JSON.parse(query.get('sort')!)).toEqual(['createdAt', 'DESC']);
    expect(JSON.parse(query.get('range')!)).toEqual([24, 47]);
    expect(JSON.parse(query.get('filter')!)).toEqual({ status: ['paid', 'inProgress'], q: 'ada' });
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-1');
    expect(result).toEqual({ data: [{ ...order, id: order._id }], total: 25 });
  });

  it("rejects with the server's status, so a missing restaurant (404) reads as one", async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'Restaurant not found', code: 'NOT_FOUND' }), { status: 404 }));
    const params = { pagination: { page: 1, perPage: 24 }, sort: { field: 'createdAt', order: 'DESC' as const }, filter: {} };
    await expect(orderMethods.getList('order', params)).rejects.toMatchObject({ status: 404 });
  });
});
