import { describe, expect, it } from 'vitest';
import { nextAttemptAt } from './retry-schedule.js';

const start = new Date('2026-11-28T00:00:00Z');
const after = (ms: number) => new Date(start.getTime() + ms);

describe('webhook retry schedule', () => {
  it('waits 10 s after the first failure, then doubles', () => {
    expect(nextAttemptAt(start, 1, start, 10_000)).toEqual(after(10_000));
    expect(nextAttemptAt(start, 2, after(10_000), 10_000)).toEqual(after(30_000));
    expect(nextAttemptAt(start, 3, after(30_000), 10_000)).toEqual(after(70_000));
  });

  it('never waits more than an hour', () => {
    expect(nextAttemptAt(start, 12, after(1_000), 10_000)).toEqual(after(1_000 + 3_600_000));
    expect(nextAttemptAt(start, 500, after(1_000), 10_000)).toEqual(after(1_000 + 3_600_000));
  });

  it('gives up once the next attempt would come more than 24 h after the first', () => {
    expect(nextAttemptAt(start, 30, after(23 * 3_600_000), 10_000)).toEqual(after(24 * 3_600_000));
    expect(nextAttemptAt(start, 31, after(23 * 3_600_000 + 1), 10_000)).toBeUndefined();
  });

  it('counts a whole schedule of about 35 attempts from 10 s', () => {
    let attempts = 1;
    for (let at: Date | undefined = start; (at = nextAttemptAt(start, attempts, at, 10_000)); ) attempts += 1;
    expect(attempts).toBeGreaterThan(30);
    expect(attempts).toBeLessThan(40);
  });
});
