import { describe, expect, it } from 'vitest';
import { factsOf, type OrderFact } from './in-memory-facts.js';
import { insightsWindow } from './time-window.js';

const order = (id: string, createdAt: string, overrides: Partial<OrderFact> = {}): OrderFact => ({
  id,
  customerId: 'c1',
  customerName: 'Ada Lovelace',
  city: 'Manchester',
  amount: 1000,
  refunded: 0,
  status: 'delivered',
  cuisines: ['Pizza'],
  createdAt: new Date(createdAt),
  ...overrides,
});

describe('factsOf', () => {
  const window = insightsWindow('7d', new Date('2025-03-12T15:00:00.000Z'));
  const orders = [
    order('o1', '2025-03-12T10:00:00Z', { refunded: 200, cuisines: ['Italian', 'Pizza'] }),
    order('o2', '2025-03-11T10:00:00Z', { status: 'placed', customerId: 'c2', city: 'Salford' }),
    order('o3', '2025-03-10T10:00:00Z', { amount: 3000, city: 'Salford', customerId: 'c3' }),
    order('o6', '2025-03-10T09:00:00Z', { status: 'cancelled', refunded: 1000, customerId: 'c4' }),
    order('o4', '2025-03-01T10:00:00Z', { amount: 500 }),
    order('o5', '2024-01-01T10:00:00Z'),
  ];

  // docs/product/decisions.md "Running a service" (Figures).
  it('counts paid-or-later orders of a period only, and their revenue net of refunds', () => {
    const facts = factsOf(orders, window);
    expect(facts.current).toEqual({ orders: 2, customers: 2, revenue: 3800 });
    expect(facts.previous).toEqual({ orders: 1, customers: 1, revenue: 500 });
    expect(facts.months.find((m) => m.index === 5)).toEqual({ index: 5, orders: 3, revenue: 4300 });
  });

  it('counts the cuisines each order had at checkout', () => {
    expect(factsOf(orders, window).cuisines).toEqual([
      { cuisine: 'Italian', orders: 1 },
      { cuisine: 'Pizza', orders: 2 },
    ]);
  });

  it('ranks cities by orders then revenue, and lists recent orders newest first, net', () => {
    const facts = factsOf(orders, window);
    expect(facts.cities).toEqual([
      { city: 'Salford', orders: 1, revenue: 3000 },
      { city: 'Manchester', orders: 1, revenue: 800 },
    ]);
    expect(facts.recentOrders.map((o) => o.id)).toEqual(['o1', 'o3']);
    expect(facts.recentOrders[0]).toEqual({ customer: 'Ada Lovelace', id: 'o1', amount: 800, status: 'delivered', date: '2025-03-12T10:00:00.000Z' });
  });
});
