import { describe, expect, it } from 'vitest';
import { insightsWindow, startOfUtcDay, within } from './time-window.js';

const iso = (d: Date) => d.toISOString();

describe('insightsWindow', () => {
  const now = new Date('2025-03-12T15:00:00.000Z');

  it('covers whole UTC days, today included, and the period of the same length before', () => {
    const w = insightsWindow('7d', now);
    expect([iso(w.current.from), iso(w.current.to)]).toEqual(['2025-03-06T00:00:00.000Z', '2025-03-13T00:00:00.000Z']);
    expect([iso(w.previous.from), iso(w.previous.to)]).toEqual(['2025-02-27T00:00:00.000Z', '2025-03-06T00:00:00.000Z']);
  });

  it.each([
    ['30d', '2025-02-11', '2025-01-12'],
    ['90d', '2024-12-13', '2024-09-14'],
    ['1y', '2024-03-13', '2023-03-14'],
  ] as const)('%s starts on %s, its previous period on %s', (range, from, previousFrom) => {
    const w = insightsWindow(range, now);
    expect(iso(w.current.from)).toBe(`${from}T00:00:00.000Z`);
    expect(iso(w.previous.from)).toBe(`${previousFrom}T00:00:00.000Z`);
    expect(w.previous.to).toEqual(w.current.from);
  });

  it('lists the last six calendar months, oldest first, across a year end', () => {
    const w = insightsWindow('30d', new Date('2025-02-01T00:00:00.000Z'));
    expect(w.months.map((m) => m.label)).toEqual(['2024-09', '2024-10', '2024-11', '2024-12', '2025-01', '2025-02']);
    expect(iso(w.months[0]!.from)).toBe('2024-09-01T00:00:00.000Z');
    expect(iso(w.months[5]!.to)).toBe('2025-03-01T00:00:00.000Z');
    w.months.slice(1).forEach((m, i) => expect(m.from).toEqual(w.months[i]!.to));
  });

  it('does not move within a day, and moves at midnight UTC', () => {
    const morning = insightsWindow('7d', new Date('2025-03-12T00:00:00.000Z'));
    const night = insightsWindow('7d', new Date('2025-03-12T23:59:59.999Z'));
    expect(night).toEqual(morning);
    expect(insightsWindow('7d', new Date('2025-03-13T00:00:00.000Z')).current.from).not.toEqual(morning.current.from);
  });
});

describe('startOfUtcDay and within', () => {
  it('cut days at midnight UTC and include the start of a period only', () => {
    expect(iso(startOfUtcDay(new Date('2025-03-12T23:30:00-05:00')))).toBe('2025-03-13T00:00:00.000Z');
    const period = { from: new Date('2025-03-01T00:00:00Z'), to: new Date('2025-03-02T00:00:00Z') };
    expect(within(period.from, period)).toBe(true);
    expect(within(period.to, period)).toBe(false);
  });
});
