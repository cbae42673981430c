import { describe, expect, it } from 'vitest';
import { OWNER_TABS, tabAt } from './owner-tabs';

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
