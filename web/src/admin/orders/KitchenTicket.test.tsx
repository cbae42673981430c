import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { KitchenTicket } from './KitchenTicket';
import type { Order } from './order-data-provider';

const order: Order = {
  _id: '6755d0c4e5f6a7b8c9d0e1f2',
  status: 'paid',
  fulfilment: 'delivery',
  createdAt: '2025-01-06T12:10:00.000Z',
  totalAmount: 2900,
  deliveryPrice: 250,
  cartItems: [
    { menuItemId: 'm1', name: 'Margherita Pizza', price: 1450, quantity: 2, options: [{ _id: 'o1', groupName: 'Size', name: '12 inch', price: 200 }], allergens: ['gluten', 'milk'] },
    { menuItemId: 'm2', name: 'Lemonade', price: 0, quantity: 1, options: [], allergens: [] },
  ],
  deliveryDetails: { name: 'Ada Lovelace', addressLine1: '12 Deansgate', city: 'Manchester', country: 'United Kingdom', email: 'ada@example.com' },
  note: 'No onions, please',
  restaurant: { _id: 'r1', restaurantName: 'Bella Napoli', city: 'Manchester', country: 'United Kingdom', estimatedDeliveryTime: 30, collectionMinutes: 15, deliveryPrice: 250, imageUrl: '/r.webp' },
  acceptBy: '2025-01-06T12:20:00.000Z',
  acceptedAt: null,
  expectedBy: null,
  cancellation: null,
  refunds: [],
};

/** The ticket's text, its elements' boundaries as spaces. */
const textOf = (ticketOrder: Order) =>
  renderToString(<KitchenTicket order={ticketOrder} />)
    .replaceAll('<!-- -->', '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('KitchenTicket', () => {
  it('gives the number, lines with quantities, options and allergens, the note and where it goes, and no prices', () => {
    const text = textOf(order);
    for (const part of ['#D0E1F2', '2 × Margherita Pizza', '12 inch', 'Allergens: Cereals containing gluten, Milk', '1 × Lemonade', 'No onions, please', 'Ada Lovelace', '12 Deansgate', 'Manchester, United Kingdom']) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain('£');
    // Not accepted: no Expected By yet.
    expect(text).not.toContain('Expected By');
  });

  it('says COLLECTION for a collection order, with who collects and no address', () => {
    const text = textOf({ ...order, fulfilment: 'collection', deliveryDetails: { name: 'Ada Lovelace', addressLine1: '', city: '', country: '', email: 'ada@example.com', phone: '+447911123456' } });
    expect(text).toContain('COLLECTION');
    expect(text).toContain('Collected by Ada Lovelace');
    expect(text).not.toContain('Deliver to');
    expect(textOf(order)).not.toContain('COLLECTION');
  });

  it('says Expected By once accepted, and has no note box without a note', () => {
    const accepted = textOf({ ...order, status: 'inProgress', acceptedAt: '2025-01-06T12:12:00.000Z', expectedBy: '2025-01-06T12:47:00.000Z', note: null });
    expect(accepted).toMatch(/Expected By \d\d:\d\d/);
    expect(accepted).not.toContain('Note');
  });

  // docs/product/decisions.md "Addresses": the postcode after the town, and the number to call.
  it('gives the postcode and the phone where the order has them', () => {
    const text = textOf({ ...order, deliveryDetails: { ...order.deliveryDetails, postcode: 'M3 2BY', phone: '+447911123456' } });
    expect(text).toContain('Manchester M3 2BY, United Kingdom');
    expect(text).toContain('Tel 07911 123456');
  });

  // docs/product/screens.md "Printing": what was refunded is not cooked, and the ticket says so.
  it('leaves refunded items out of what to cook and prints them apart; refunds of an amount or failed ones change nothing', () => {
    const refund = (status: 'pending' | 'succeeded' | 'failed', items?: Array<{ menuItemId: string; name: string; quantity: number }>) => ({ id: status, amount: 1450, reason: 'Burnt', status, createdAt: '2025-01-06T12:30:00.000Z', ...(items ? { items } : {}) });
    const text = textOf({ ...order, refunds: [refund('succeeded', [{ menuItemId: 'm1', name: 'Margherita Pizza', quantity: 1 }]), refund('succeeded')] });
    expect(text).toContain('1 × Margherita Pizza 12 inch');
    expect(text).toContain('Refunded: 1 × Margherita Pizza');
    expect(text).not.toContain('2 × Margherita Pizza');
    const all = textOf({ ...order, refunds: [refund('pending', [{ menuItemId: 'm2', name: 'Lemonade', quantity: 1 }])] });
    expect(all).toContain('Refunded: 1 × Lemonade');
    expect(all.replace('Refunded: 1 × Lemonade', '')).not.toContain('Lemonade');
    const failed = textOf({ ...order, refunds: [refund('failed', [{ menuItemId: 'm1', name: 'Margherita Pizza', quantity: 2 }])] });
    expect(failed).toContain('2 × Margherita Pizza');
    expect(failed).not.toContain('Refunded');
  });
});
