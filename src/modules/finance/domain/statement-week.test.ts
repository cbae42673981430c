import { describe, expect, it } from 'vitest';
import { nextWeek, weekOf, weekStarting } from './statement-week.js';

describe('statement weeks (Monday 00:00, Europe/London)', () => {
  it('starts on Monday at midnight in London, in winter and in summer', () => {
    expect(weekOf(new Date('2025-01-08T12:00:00Z'))).toMatchObject({ start: '2025-01-06', from: new Date('2025-01-06T00:00:00Z'), to: new Date('2025-01-13T00:00:00Z') });
    // Sunday 23:30 BST is still last week; Monday 00:30 BST (Sunday 23:30 UTC) is this one.
    expect(weekOf(new Date('2025-06-08T22:30:00Z')).start).toBe('2025-06-02');
    expect(weekOf(new Date('2025-06-08T23:30:00Z')).start).toBe('2025-06-09');
    expect(weekOf(new Date('2025-06-10T12:00:00Z')).from).toEqual(new Date('2025-06-08T23:00:00Z'));
  });

  it('runs across the clock changes: the week of the change is an hour shorter or longer', () => {
    const spring = weekStarting('2025-03-24')!;
    expect(spring.to.getTime() - spring.from.getTime()).toBe(7 * 24 * 3_600_000 - 3_600_000);
    const autumn = weekStarting('2025-10-20')!;
    expect(autumn.to.getTime() - autumn.from.getTime()).toBe(7 * 24 * 3_600_000 + 3_600_000);
    expect(nextWeek(spring).start).toBe('2025-03-31');
  });

  it('names a week only by its Monday', () => {
    expect(weekStarting('2025-01-07')).toBeUndefined();
    expect(weekStarting('2025-02-30')).toBeUndefined();
    expect(weekStarting('nope')).toBeUndefined();
  });
});
