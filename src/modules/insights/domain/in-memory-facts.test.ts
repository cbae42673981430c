import { describe, expect, it } from 'vitest';
import { factsOf, type OrderFact } from './in-memory-facts.js';
import { insightsWindow } from './time-window.js';

const order = (id: string, createdAt: string, overrides: Partial<OrderFact> = {}): OrderFact => ({
  id,
  customerId: 'c1',
  customerName: 'Ada Lovelace',
  city: 'Manchester',
  amount: 1000,
  status: 'delivered',
  createdAt: new Date(createdAt),
  ...overrides,
});

describe('factsOf', () => {
  const window = insightsWindow('7d', new Date('2025-03-12T15:00:00.000Z'));
  const orders = [
    order('o1', '2025-03-12T10:00:00Z'),
    order('o2', '2025-03-11T10:00:00Z', { status: 'placed', customerId: 'c2', city: 'Salford' }),
    order('o3', '2025-03-10T10:00:00Z', { amount: 3000, city: 'Salford' }),
    order('o4', '2025-03-01T10:00:00Z', { amount: 500 }),
    order('o5', '2024-01-01T10:00:00Z'),
  ];

  it('counts every order placed in a period, and revenue of paid-or-later ones only', () => {
    const facts = factsOf(orders, ['Pizza'], window);
    expect(facts.current).toEqual({ orders: 3, customers: 2, revenue: 4000, paidOrders: 2 });
    expect(facts.previous).toEqual({ orders: 1, customers: 1, revenue: 500, paidOrders: 1 });
    expect(facts.months.find((m) => m.index === 5)).toEqual({ index: 5, orders: 4, revenue: 4500 });
  });

  it('ranks cities by orders then revenue, and lists recent orders newest first', () => {
    const facts = factsOf(orders, ['Pizza'], window);
    expect(facts.cities).toEqual([
      { city: 'Salford', orders: 2, revenue: 3000 },
      { city: 'Manchester', orders: 1, revenue: 1000 },
    ]);
    expect(facts.recentOrders.map((o) => o.id)).toEqual(['o1', 'o2', 'o3']);
    expect(facts.recentOrders[1]).toEqual({ customer: 'Ada Lovelace', id: 'o2', amount: 1000, status: 'placed', date: '2025-03-11T10:00:00.000Z' });
  });
});
