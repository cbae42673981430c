import { describe, expect, it } from 'vitest';
import { OWNER_TABS, tabAt, tabsFor } from './owner-tabs';

describe('tabAt', () => {
  it("finds each tab at its own path, and below it", () => {
    for (const tab of OWNER_TABS) expect(tabAt(tab.path)).toBe(tab.value);
    expect(tabAt('/order/unpaid/')).toBe('unpaid');
    expect(tabAt('/restaurant/mine/')).toBe('restaurant');
  });

  it('shows the orders for the admin root and any path it does not know', () => {
    expect(tabAt('')).toBe('orders');
    expect(tabAt('/')).toBe('orders');
    expect(tabAt('/elsewhere')).toBe('orders');
    expect(tabAt('/order-unpaid')).toBe('orders');
  });
});

describe('tabsFor', () => {
  const values = (role: Parameters<typeof tabsFor>[0]) => tabsFor(role).map((tab) => tab.value);
  it('gives the owner every tab, and the same before the role is known', () => {
    expect(values('owner')).toEqual(OWNER_TABS.map((tab) => tab.value));
    expect(values(undefined)).toEqual(values('owner'));
  });
  it('leaves the team and the payouts to the owner, the kitchen the order lists only, and a courier none', () => {
    expect(values('manager')).toEqual(['orders', 'unpaid', 'restaurant', 'reviews', 'vouchers']);
    expect(values('kitchen')).toEqual(['orders', 'unpaid']);
    expect(values('courier')).toEqual([]);
  });
});
