import { describe, expect, it } from 'vitest';
import { lowestOf, prunableThrough } from './event-retention.js';

const HOUR = 3_600_000;
const now = new Date('2026-11-28T12:00:00Z');
const cutoff = new Date(now.getTime() - 72 * HOUR);
/** Events 1..n, the first `old` of them before the cutoff, the rest after it. */
const log = (n: number, old: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, occurredAt: new Date(cutoff.getTime() + (i < old ? -HOUR : HOUR)) }));

describe('which old order events retention may delete', () => {
  it('deletes the events older than the cutoff, and stops at the first that is not', () => {
    expect(prunableThrough(log(10, 4), { cutoff, newestId: 10 })).toBe(4);
    expect(prunableThrough(log(10, 0), { cutoff, newestId: 10 })).toBeUndefined();
    expect(prunableThrough([], { cutoff, newestId: 0 })).toBeUndefined();
  });

  it('keeps an event exactly at the cutoff', () => {
    expect(prunableThrough([{ id: 1, occurredAt: cutoff }], { cutoff, newestId: 2 })).toBeUndefined();
  });

  it('never deletes an event a consumer has yet to read, nor any after it', () => {
    expect(prunableThrough(log(10, 8), { cutoff, lowestUnread: 3, newestId: 10 })).toBe(2);
    expect(prunableThrough(log(10, 8), { cutoff, lowestUnread: 1, newestId: 10 })).toBeUndefined();
    expect(prunableThrough(log(10, 8), { cutoff, lowestUnread: 9, newestId: 10 })).toBe(8);
  });

  it("keeps the log's newest event however old it is", () => {
    expect(prunableThrough(log(5, 5), { cutoff, newestId: 5 })).toBe(4);
    expect(prunableThrough(log(1, 1), { cutoff, newestId: 1 })).toBeUndefined();
  });

  it('keeps an old event that follows a recent one (clock skew between processes): only a run from the start goes', () => {
    const skewed = [...log(3, 3), { id: 4, occurredAt: new Date(cutoff.getTime() + HOUR) }, { id: 5, occurredAt: new Date(cutoff.getTime() - HOUR) }];
    expect(prunableThrough(skewed, { cutoff, newestId: 9 })).toBe(3);
  });

  it("takes the lowest of the consumers' unread ids; none when none waits", () => {
    expect(lowestOf([undefined, 7, 3, undefined])).toBe(3);
    expect(lowestOf([undefined])).toBeUndefined();
    expect(lowestOf([])).toBeUndefined();
  });
});
