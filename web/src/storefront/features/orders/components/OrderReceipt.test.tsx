import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Order } from '../api/get-my-orders';
import { OrderReceipt } from './OrderReceipt';

const order = {
  _id: '6755d0c4e5f6a7b8c9d0e1f2',
  status: 'delivered',
  fulfilment: 'delivery',
  createdAt: '2025-01-06T12:10:00.000Z',
  totalAmount: 2000,
  deliveryPrice: 250,
  cartItems: [
    { menuItemId: 'm1', name: 'Margherita Pizza', price: 1450, quantity: 1, options: [], allergens: [] },
    { menuItemId: 't', name: 'Tiramisu', price: 550, quantity: 1, options: [], allergens: [] },
  ],
  deliveryDetails: { name: 'Ada Lovelace', addressLine1: '12 Deansgate', city: 'Manchester', country: 'United Kingdom', email: 'ada@example.com' },
  note: null,
  restaurant: { _id: 'r1', restaurantName: 'Bella Napoli', city: 'Manchester', country: 'United Kingdom', estimatedDeliveryTime: 30, collectionMinutes: 15, deliveryPrice: 250, imageUrl: '/r.webp' },
  acceptBy: null,
  acceptedAt: null,
  expectedBy: null,
  cancellation: null,
  refunds: [],
} as unknown as Order;

const textOf = (receiptOrder: Order) =>
  renderToString(<OrderReceipt order={receiptOrder} />)
    .replaceAll('<!-- -->', '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('OrderReceipt', () => {
  it('has no refund lines without refunds', () => {
    expect(textOf(order)).not.toMatch(/Refund|after refunds/);
  });

  it('lists each refund that stands and the total after them; a failed one is left out', () => {
    const at = '2025-01-06T13:00:00.000Z';
    const text = textOf({
      ...order,
      refunds: [
        { id: 'a', amount: 550, reason: 'Out of tiramisu', status: 'succeeded', createdAt: at, items: [{ menuItemId: 't', name: 'Tiramisu', quantity: 1 }] },
        { id: 'b', amount: 100, reason: 'Drinks late', status: 'pending', createdAt: at },
        { id: 'c', amount: 300, reason: 'Never happened', status: 'failed', createdAt: at },
      ],
    });
    expect(text).toContain('Total £22.50');
    expect(text).toContain('Refunded: 1 × Tiramisu −£5.50');
    expect(text).toContain('Refund requested: Drinks late −£1.00');
    expect(text).not.toContain('Never happened');
    expect(text).toContain('Total after refunds £16.00');
  });
});
