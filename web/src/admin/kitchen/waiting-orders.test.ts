import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../orders/order-data-provider';
import { titleWithCount } from '../../shared/layout/title-count';
import { arrivals, scheduledOrders, waitingOrders, waitingText } from './waiting-orders';

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

  it('keeps an order for later apart, under Scheduled, until it is due', () => {
    const forLater = (id: string, scheduledFor: string, dueAt: string) => ({ ...order(id, 'paid', dueAt), scheduledFor, dueAt }) as OrderRecord;
    const orders = [forLater('dinner', '2026-11-27T19:30:00.000Z', '2026-11-27T19:00:00.000Z'), forLater('lunch', '2026-11-27T12:30:00.000Z', '2026-11-27T12:00:00.000Z'), order('now', 'paid', '2026-11-27T11:10:00.000Z')];
    const at = (iso: string) => Date.parse(iso);
    expect(waitingOrders(orders, at('2026-11-27T11:00:00Z')).map((o) => o.id)).toEqual(['now']);
    expect(scheduledOrders(orders, at('2026-11-27T11:00:00Z')).map((o) => o.id)).toEqual(['lunch', 'dinner']);
    expect(waitingOrders(orders, at('2026-11-27T12:00:00Z')).map((o) => o.id)).toEqual(['now', 'lunch']);
    expect(scheduledOrders(orders, at('2026-11-27T12:00:00Z')).map((o) => o.id)).toEqual(['dinner']);
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
