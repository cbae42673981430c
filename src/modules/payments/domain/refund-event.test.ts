import { describe, expect, it } from 'vitest';
import { refundSettlements } from './refund-event.js';

const refund = (status: string, metadata: Record<string, string> | null = { orderId: 'o1', refundId: 'r1' }) => ({ id: 're_1', object: 'refund', status, metadata });
const event = (type: string, object: unknown) => ({ id: 'evt_1', type, data: { object } });

describe('refund events', () => {
  it.each([
    ['succeeded', 'succeeded'],
    ['failed', 'failed'],
    ['canceled', 'failed'],
  ])('settles a refund.updated with status %s as %s', (status, outcome) => {
    expect(refundSettlements(event('refund.updated', refund(status)))).toEqual([{ refundId: 'r1', orderId: 'o1', outcome }]);
  });

  it('waits on a pending or requires_action refund, and ignores one made elsewhere (no refundId)', () => {
    expect(refundSettlements(event('refund.created', refund('pending')))).toEqual([]);
    expect(refundSettlements(event('refund.updated', refund('requires_action')))).toEqual([]);
    expect(refundSettlements(event('refund.updated', refund('succeeded', null)))).toEqual([]);
    expect(refundSettlements(event('refund.updated', refund('succeeded', { refundId: '' })))).toEqual([]);
  });

  it("settles each of a charge.refunded's refunds, and none when Stripe left them out", () => {
    const charge = { object: 'charge', refunds: { data: [refund('succeeded'), refund('pending', { refundId: 'r2' }), { ...refund('failed'), metadata: { refundId: 'r3' } }] } };
    expect(refundSettlements(event('charge.refunded', charge))).toEqual([
      { refundId: 'r1', orderId: 'o1', outcome: 'succeeded' },
      { refundId: 'r3', orderId: undefined, outcome: 'failed' },
    ]);
    expect(refundSettlements(event('charge.refunded', { object: 'charge' }))).toEqual([]);
  });
});
