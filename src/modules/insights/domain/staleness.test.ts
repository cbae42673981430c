import { describe, expect, it } from 'vitest';
import { needsRecompute, staleRestaurants } from './staleness.js';

const at = (time: string) => new Date(`2025-03-12T${time}:00.000Z`);
const dayStart = at('00:00');
const full = (time: string) => ({ oldestComputedAt: at(time), ranges: 4 });

describe('needsRecompute', () => {
  it('keeps snapshots computed today after the latest order', () => {
    expect(needsRecompute(at('09:00'), full('10:00'), dayStart)).toBe(false);
    expect(needsRecompute(undefined, full('10:00'), dayStart)).toBe(false);
  });

  it('recomputes after a newer order, a missing range, or the day boundary', () => {
    expect(needsRecompute(at('11:00'), full('10:00'), dayStart)).toBe(true);
    expect(needsRecompute(at('09:00'), { oldestComputedAt: at('10:00'), ranges: 1 }, dayStart)).toBe(true);
    expect(needsRecompute(undefined, { oldestComputedAt: new Date('2025-03-11T23:59:00Z'), ranges: 4 }, dayStart)).toBe(true);
  });

  it('computes a restaurant with orders and no snapshot, but not one with neither', () => {
    expect(needsRecompute(at('09:00'), undefined, dayStart)).toBe(true);
    expect(needsRecompute(undefined, undefined, dayStart)).toBe(false);
  });
});

describe('staleRestaurants', () => {
  it('looks at restaurants with orders and at those with snapshots', () => {
    const latest = new Map([
      ['fresh', at('09:00')],
      ['new-order', at('11:00')],
      ['never-computed', at('08:00')],
    ]);
    const stored = new Map([
      ['fresh', full('10:00')],
      ['new-order', full('10:00')],
      ['yesterday', { oldestComputedAt: new Date('2025-03-11T12:00:00Z'), ranges: 4 }],
    ]);
    expect(staleRestaurants(latest, stored, dayStart).sort()).toEqual(['never-computed', 'new-order', 'yesterday']);
  });
});
