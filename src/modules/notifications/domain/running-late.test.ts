import { describe, expect, it } from 'vitest';
import { runningLateNotBefore } from './running-late.js';

const at = (iso: string) => new Date(`2026-12-03T${iso}Z`);

describe('runningLateNotBefore', () => {
  it('sends the first at once, the next a minute after the previous went, and a third in the waiting one’s turn', () => {
    expect(runningLateNotBefore(undefined, 60_000)).toBeUndefined();
    expect(runningLateNotBefore({ sentAt: at('19:00:10') }, 60_000)).toEqual(at('19:01:10'));
    expect(runningLateNotBefore({ dueAt: at('19:01:10') }, 60_000)).toEqual(at('19:01:10'));
  });
});
