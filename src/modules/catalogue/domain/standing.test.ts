import { describe, expect, it } from 'vitest';
import { changedStanding, GOOD_STANDING, isListable } from './standing.js';

const at = new Date('2025-01-06T12:00:00.000Z');

describe('a restaurant’s standing', () => {
  it('suspends and unlists with the reason and time, and reinstates to good standing', () => {
    const suspended = changedStanding(GOOD_STANDING, { kind: 'suspend', reason: 'Hygiene' }, at);
    expect(suspended).toEqual({ suspended: { reason: 'Hygiene', at }, unlisted: null });
    const unlisted = changedStanding(GOOD_STANDING, { kind: 'unlist', reason: 'Moving' }, at);
    expect(unlisted).toEqual({ suspended: null, unlisted: { reason: 'Moving', at } });
    expect(changedStanding(unlisted, { kind: 'suspend', reason: 'Fraud' }, at)).toEqual({ suspended: { reason: 'Fraud', at }, unlisted: { reason: 'Moving', at } });
    expect(changedStanding(suspended, { kind: 'reinstate' }, at)).toEqual(GOOD_STANDING);
    expect([GOOD_STANDING, suspended, unlisted].map(isListable)).toEqual([true, false, false]);
  });

  it('refuses a change that changes nothing (409)', () => {
    const suspended = changedStanding(GOOD_STANDING, { kind: 'suspend', reason: 'Hygiene' }, at);
    expect(() => changedStanding(suspended, { kind: 'suspend', reason: 'Again' }, at)).toThrow(expect.objectContaining({ status: 409 }));
    expect(() => changedStanding(suspended, { kind: 'unlist', reason: 'Also' }, at)).toThrow(/not listed already/);
    expect(() => changedStanding(GOOD_STANDING, { kind: 'reinstate' }, at)).toThrow(expect.objectContaining({ status: 409 }));
  });
});
