import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../orders/order-data-provider';
import { titleWithCount } from '../../shared/layout/title-count';
import { arrivals, waitingOrders, waitingText } from './waiting-orders';

const order = (id: string, status: OrderRecord['status'], acceptBy: string | null) => ({ id, status, acceptBy }) as OrderRecord;

describe('waitingOrders', () => {
  it('keeps paid orders that can still be missed, the soonest first', () => {
    const orders = [
      order('late', 'paid', '2026-11-27T18:20:00.000Z'),
      order('accepted', 'inProgress', null),
      order('soon', 'paid', '2026-11-27T18:05:00.000Z'),
      order('before-acceptance-existed', 'paid', null),
      order('gone', 'cancelled', null),
    ];
    expect(waitingOrders(orders).map((o) => o.id)).toEqual(['soon', 'late']);
  });
});

describe('arrivals', () => {
  it('names the ids not seen before, in their order', () => {
    expect(arrivals(new Set(['a', 'b']), ['c', 'a', 'd'])).toEqual(['c', 'd']);
    expect(arrivals(new Set(['a']), ['a'])).toEqual([]);
    expect(arrivals(new Set(), [])).toEqual([]);
  });
});

describe('the count shown', () => {
  it('says one order or several', () => {
    expect(waitingText(1)).toBe('1 new order waiting to be accepted');
    expect(waitingText(3)).toBe('3 new orders waiting to be accepted');
  });
  it('leads the tab title only while there is one', () => {
    expect(titleWithCount('Manage Restaurant | TuckIn.com', 2)).toBe('(2) Manage Restaurant | TuckIn.com');
    expect(titleWithCount('Manage Restaurant | TuckIn.com', 0)).toBe('Manage Restaurant | TuckIn.com');
  });
});
