import { describe, expect, it } from 'vitest';
import { linesToCook, refundedItems, refundedItemsText, refundedTotal } from './refunds';

const refund = (amount: number, status: 'pending' | 'succeeded' | 'failed', items?: Array<{ menuItemId: string; name: string; quantity: number }>) => ({
  id: `${amount}-${status}`,
  amount,
  reason: 'r',
  status,
  createdAt: '2026-11-27T18:00:00.000Z',
  ...(items ? { items } : {}),
});
const tiramisu = { menuItemId: 't', name: 'Tiramisu', quantity: 1 };
const naan = { menuItemId: 'n', name: 'Naan', quantity: 1 };

describe('refunds on the ticket and the receipt', () => {
  it('adds up what stands (requested or made), failed ones left out', () => {
    expect(refundedTotal([refund(450, 'succeeded'), refund(550, 'pending', [tiramisu]), refund(300, 'failed', [naan])])).toBe(1000);
    expect(refundedTotal([])).toBe(0);
  });

  it('lists the refunded items once per dish, from refunds of items only', () => {
    const refunds = [refund(450, 'succeeded'), refund(550, 'pending', [tiramisu]), refund(300, 'failed', [naan]), refund(550, 'succeeded', [tiramisu, naan])];
    expect(refundedItems(refunds)).toEqual([{ ...tiramisu, quantity: 2 }, naan]);
    expect(refundedItemsText(refundedItems(refunds))).toBe('2 × Tiramisu, 1 × Naan');
  });

  it('leaves refunded items out of what to cook, from a dish\'s lines in order', () => {
    const lines = [
      { menuItemId: 't', name: 'Tiramisu', quantity: 1, options: 'plain' },
      { menuItemId: 'p', name: 'Pizza', quantity: 2, options: '' },
      { menuItemId: 't', name: 'Tiramisu', quantity: 2, options: 'cream' },
    ];
    const cooked = linesToCook(lines, [refund(1100, 'succeeded', [{ ...tiramisu, quantity: 2 }])]);
    expect(cooked).toEqual([lines[1], { ...lines[2], quantity: 1 }]);
    expect(linesToCook(lines, [refund(1100, 'failed', [{ ...tiramisu, quantity: 2 }])])).toEqual(lines);
  });
});
