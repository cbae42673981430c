import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../orders/order-data-provider';
import { boardColumns, columnOf, nextAction, quickMinutes, readKitchenMode, readyText, refundMark, saveKitchenMode } from './kitchen-board';

const order = (id: string, status: OrderRecord['status'], extra: Partial<OrderRecord> = {}) => ({ id, status, createdAt: '2026-11-27T18:00:00.000Z', refunds: [], ...extra }) as OrderRecord;

describe('the kitchen board', () => {
  it('puts each order in its column: waiting in New, accepted in Preparing, on its way or waiting to be collected in Ready', () => {
    expect(['placed', 'paid', 'inProgress', 'outForDelivery', 'delivered', 'cancelled'].map((s) => columnOf(order('x', s as OrderRecord['status'])))).toEqual([
      null,
      'new',
      'preparing',
      'ready',
      null,
      null,
    ]);
  });

  it('lists each column oldest first and leaves out orders that left the kitchen', () => {
    const orders = [
      order('later', 'paid', { createdAt: '2026-11-27T18:10:00.000Z' }),
      order('done', 'delivered'),
      order('first', 'paid', { createdAt: '2026-11-27T18:01:00.000Z' }),
      order('cooking', 'inProgress'),
      order('out', 'outForDelivery'),
    ];
    const columns = boardColumns(orders);
    expect(columns.new.map((o) => o.id)).toEqual(['first', 'later']);
    expect(columns.preparing.map((o) => o.id)).toEqual(['cooking']);
    expect(columns.ready.map((o) => o.id)).toEqual(['out']);
  });

  it('offers the one next step of the status flow, in the words of the fulfilment', () => {
    expect(nextAction(order('a', 'inProgress'))).toEqual({ label: 'Out for delivery', status: 'outForDelivery' });
    expect(nextAction(order('a', 'inProgress', { fulfilment: 'collection' }))).toEqual({ label: 'Ready for collection', status: 'outForDelivery' });
    expect(nextAction(order('a', 'outForDelivery'))).toEqual({ label: 'Delivered', status: 'delivered' });
    expect(nextAction(order('a', 'outForDelivery', { fulfilment: 'collection' }))).toEqual({ label: 'Collected', status: 'delivered' });
    for (const status of ['placed', 'paid', 'delivered', 'cancelled'] as const) expect(nextAction(order('a', status))).toBeNull();
    expect(readyText(order('a', 'outForDelivery', { fulfilment: 'collection' }))).toBe('Ready for collection');
    expect(readyText(order('a', 'outForDelivery', { fulfilment: 'delivery' }))).toBe('Out for delivery');
  });

  it('offers quick prep times around the estimate, at least 5 minutes, without repeats', () => {
    expect(quickMinutes(30)).toEqual([20, 30, 40]);
    expect(quickMinutes(12)).toEqual([5, 12, 22]);
    expect(quickMinutes(5)).toEqual([5, 15]);
    expect(quickMinutes(0)).toEqual([20, 30, 40]);
  });

  it('marks refunds: settled, requested, failed ones left out', () => {
    const refund = (amount: number, status: 'pending' | 'succeeded' | 'failed') => ({ id: String(amount), amount, reason: 'r', status, createdAt: '2026-11-27T18:00:00.000Z' });
    expect(refundMark(order('a', 'inProgress'))).toBeNull();
    expect(refundMark(order('a', 'inProgress', { refunds: [refund(450, 'succeeded')] }))).toBe('Refunded £4.50');
    expect(refundMark(order('a', 'inProgress', { refunds: [refund(450, 'succeeded'), refund(100, 'pending')] }))).toBe('Refund of £5.50 requested');
    expect(refundMark(order('a', 'inProgress', { refunds: [refund(450, 'failed')] }))).toBeNull();
  });

  it('remembers kitchen mode on the device, off by default and when storage fails', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(readKitchenMode(storage)).toBe(false);
    saveKitchenMode(true, storage);
    expect(readKitchenMode(storage)).toBe(true);
    saveKitchenMode(false, storage);
    expect(readKitchenMode(storage)).toBe(false);
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(readKitchenMode(broken)).toBe(false);
    expect(() => saveKitchenMode(true, broken)).not.toThrow();
  });
});
