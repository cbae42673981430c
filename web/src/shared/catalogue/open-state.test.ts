import { describe, expect, it } from 'vitest';
import { openStateText } from './open-state';

// Friday 27 November 2026, 12:00 in London (GMT).
const now = new Date('2026-11-27T12:00:00Z');

describe('openStateText', () => {
  it('says open', () => {
    expect(openStateText({ state: 'open' }, 'Europe/London', now)).toBe('Open');
  });

  it('names the weekday of an opening on another day, and only the time of one today', () => {
    expect(openStateText({ state: 'closed', opensAt: '2026-12-01T17:00:00Z' }, 'Europe/London', now)).toBe('Closed · opens Tue 17:00');
    expect(openStateText({ state: 'closed', opensAt: '2026-11-27T17:00:00Z' }, 'Europe/London', now)).toBe('Closed · opens 17:00');
    expect(openStateText({ state: 'closed', opensAt: null }, 'Europe/London', now)).toBe('Closed');
  });

  it('gives the time in the restaurant time zone', () => {
    // 19:30 UTC is 14:30 in New York.
    expect(openStateText({ state: 'paused', resumesAt: '2026-11-27T19:30:00Z' }, 'America/New_York', now)).toBe('Not taking orders · back at 14:30');
    expect(openStateText({ state: 'paused', resumesAt: null }, 'Europe/London', now)).toBe('Not taking orders');
  });
});
