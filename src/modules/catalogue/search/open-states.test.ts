import { describe, expect, it } from 'vitest';
import { AROUND_THE_CLOCK, type Availability } from '../domain/opening-hours.js';
import { OpenStates } from './open-states.js';

const at = (iso: string) => new Date(iso);
const lunch: Availability = { timeZone: 'UTC', weeklyHours: { tue: [{ opens: '11:00', closes: '14:00' }] }, closures: [] };

describe('OpenStates', () => {
  it('counts a restaurant it was never told about as open around the clock', () => {
    const states = new OpenStates();
    expect(states.stateOf('unknown')).toEqual({ state: 'open' });
    expect(states.timeZoneOf('unknown')).toBe('Europe/London');
    expect([...states.notOpen()]).toEqual([]);
  });

  it('changes a state only once the clock reaches its change, and says which changed', () => {
    const states = new OpenStates();
    // Tuesday 7 January 2031.
    states.set('lunch', { availability: lunch }, at('2031-01-07T10:00:00Z'));
    states.set('paused', { availability: AROUND_THE_CLOCK, pausedUntil: at('2031-01-07T10:30:00Z') }, at('2031-01-07T10:00:00Z'));
    states.set('stopped', { availability: AROUND_THE_CLOCK, pausedUntil: null }, at('2031-01-07T10:00:00Z'));
    expect(states.stateOf('lunch')).toEqual({ state: 'closed', opensAt: at('2031-01-07T11:00:00Z') });
    expect([...states.notOpen()].sort()).toEqual(['lunch', 'paused', 'stopped']);

    expect(states.advance(at('2031-01-07T10:29:59Z'))).toEqual([]);
    expect(states.advance(at('2031-01-07T10:30:00Z'))).toEqual(['paused']);
    expect(states.isOpen('paused')).toBe(true);
    expect(states.advance(at('2031-01-07T11:00:00Z'))).toEqual(['lunch']);
    expect(states.isOpen('lunch')).toBe(true);
    expect(states.advance(at('2031-01-07T14:00:00Z'))).toEqual(['lunch']);
    expect(states.stateOf('lunch')).toEqual({ state: 'closed', opensAt: at('2031-01-14T11:00:00Z') });
    // Paused until the owner resumes: no time changes it.
    expect(states.advance(at('2031-02-01T00:00:00Z'))).toEqual(['lunch']);
    expect(states.stateOf('stopped')).toEqual({ state: 'paused', resumesAt: null });
  });
});
