import { describe, expect, it } from 'vitest';
import { changePercent, ordersTrendSummary, revenueGrowthSummary } from './chart-summaries';

const MONTHS = [
  { month: '2024-08', orders: 96, revenue: 281200 },
  { month: '2024-12', orders: 161, revenue: 497800 },
  { month: '2025-01', orders: 148, revenue: 452600 },
];

describe('chart text alternatives', () => {
  it('tells the orders trend and the busiest month', () => {
    expect(ordersTrendSummary(MONTHS)).toBe('Orders went from 96 in Aug 2024 to 148 in Jan 2025. Busiest month: Dec 2024 with 161.');
  });

  it('tells the revenue growth from the first month to the last', () => {
    expect(revenueGrowthSummary(MONTHS)).toBe('Revenue went from $2,812.00 in Aug 2024 to $4,526.00 in Jan 2025 (+61%).');
  });

  it('copes with one month, quiet months and no months', () => {
    expect(ordersTrendSummary([MONTHS[2]!])).toBe('148 orders in Jan 2025.');
    expect(revenueGrowthSummary([MONTHS[2]!])).toBe('$4,526.00 revenue in Jan 2025.');
    const quiet = [{ month: '2024-12', orders: 0, revenue: 0 }, { month: '2025-01', orders: 0, revenue: 0 }];
    expect(ordersTrendSummary(quiet)).toBe('Orders went from 0 in Dec 2024 to 0 in Jan 2025.');
    expect(revenueGrowthSummary(quiet)).toBe('Revenue went from $0.00 in Dec 2024 to $0.00 in Jan 2025.');
    expect(ordersTrendSummary([])).toBe('No orders in the last 6 months.');
  });

  it('has no change to report from nothing', () => {
    expect(changePercent(undefined, 5)).toBeNull();
    expect(changePercent(0, 5)).toBeNull();
    expect(changePercent(200, 150)).toBe(-25);
  });
});
