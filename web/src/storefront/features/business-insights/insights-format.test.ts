import { describe, expect, it } from 'vitest';
import { centsToDollars, formatGrowth, formatMonth, formatPercent, formatUsd, formatUsdCompact, orderNumber } from './insights-format';

describe('analytics formatting', () => {
  it('divides cents by 100 and shows US dollars', () => {
    expect(formatUsd(452600)).toBe('$4,526.00');
    expect(formatUsd(3058)).toBe('$30.58');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsdCompact(452600)).toBe('$4.5K');
  });

  it('writes dollars for spreadsheets without symbol or grouping', () => {
    expect(centsToDollars(452600)).toBe('4526.00');
    expect(centsToDollars(5)).toBe('0.05');
  });

  it('signs growth and keeps one decimal', () => {
    expect(formatGrowth(12.5)).toBe('+12.5%');
    expect(formatGrowth(-8.25)).toBe('-8.3%');
    expect(formatGrowth(0)).toBe('0%');
    expect(formatPercent(35.1)).toBe('35.1%');
  });

  it('names months without a time-zone shift and leaves odd values alone', () => {
    expect(formatMonth('2024-08')).toBe('Aug 2024');
    expect(formatMonth('2025-01')).toBe('Jan 2025');
    expect(formatMonth('soon')).toBe('soon');
  });

  it('numbers orders by the last six characters of the id', () => {
    expect(orderNumber('6755d0c4e5f6a7b8c9d0e1f2')).toBe('#D0E1F2');
  });
});
