import { describe, expect, it } from 'vitest';
import { AROUND_THE_CLOCK, type Availability } from './opening-hours.js';
import { slotStarts } from './slot-times.js';

const at = (iso: string) => new Date(iso);
const isos = (dates: Date[]) => dates.map((d) => d.toISOString().slice(0, 16));
const hours = (weeklyHours: Availability['weeklyHours'], closures: Availability['closures'] = [], timeZone = 'Europe/London'): Availability => ({ timeZone, weeklyHours, closures });
// 2026-11-27 is a Friday; London is on GMT then.
const evenings = hours({ fri: [{ opens: '18:00', closes: '19:00' }], sat: [{ opens: '23:00', closes: '00:30' }] });

describe('slotStarts', () => {
  it('offers every quarter hour whose whole slot is inside the hours, to the end of the last day', () => {
    expect(isos(slotStarts(evenings, at('2026-11-27T12:00:00Z'), 30, 1))).toEqual([
      '2026-11-27T18:00', '2026-11-27T18:15', '2026-11-27T18:30', '2026-11-27T18:45',
      // Saturday's range runs to 00:30 on Sunday, past the last day offered.
      '2026-11-28T23:00', '2026-11-28T23:15', '2026-11-28T23:30', '2026-11-28T23:45',
    ]);
  });

  it('runs a range past midnight into the next day, and stops at the end of the last day offered', () => {
    expect(isos(slotStarts(evenings, at('2026-11-28T20:00:00Z'), 0, 1))).toEqual(['2026-11-28T23:00', '2026-11-28T23:15', '2026-11-28T23:30', '2026-11-28T23:45', '2026-11-29T00:00', '2026-11-29T00:15']);
    // 0 days ahead: as soon as possible only.
    expect(slotStarts(evenings, at('2026-11-27T12:00:00Z'), 30, 0)).toEqual([]);
  });

  it('starts at now plus the preparation time, rounded up to the next quarter', () => {
    expect(isos(slotStarts(evenings, at('2026-11-27T17:41:00Z'), 20, 1)).slice(0, 2)).toEqual(['2026-11-27T18:15', '2026-11-27T18:30']);
    expect(isos(slotStarts(evenings, at('2026-11-27T17:40:00Z'), 20, 1))[0]).toBe('2026-11-27T18:00');
  });

  it('leaves out a closure’s dates', () => {
    const closed = hours(evenings.weeklyHours, [{ from: '2026-11-27', to: '2026-11-27' }]);
    expect(isos(slotStarts(closed, at('2026-11-27T12:00:00Z'), 30, 1))).toEqual(['2026-11-28T23:00', '2026-11-28T23:15', '2026-11-28T23:30', '2026-11-28T23:45']);
  });

  it('reads the hours in the restaurant’s time zone', () => {
    const paris = hours({ fri: [{ opens: '18:00', closes: '18:30' }] }, [], 'Europe/Paris');
    expect(isos(slotStarts(paris, at('2026-11-27T12:00:00Z'), 30, 1))).toEqual(['2026-11-27T17:00', '2026-11-27T17:15']);
  });

  it('offers the whole window around the clock, up to the local end of the last day', () => {
    const starts = slotStarts(AROUND_THE_CLOCK, at('2026-11-27T22:50:00Z'), 15, 1);
    expect(isos(starts)[0]).toBe('2026-11-27T23:15');
    expect(isos(starts).at(-1)).toBe('2026-11-28T23:45');
    expect(starts).toHaveLength(4 * 24 + 3);
  });

  it('keeps days ahead to the local calendar across a clock change', () => {
    // London leaves BST on 25 October 2026: Saturday 24th 23:45 local is 22:45 UTC.
    const starts = slotStarts(AROUND_THE_CLOCK, at('2026-10-24T12:00:00Z'), 0, 0 + 1);
    expect(isos(starts).at(-1)).toBe('2026-10-25T23:45');
    expect(isos(starts)[0]).toBe('2026-10-24T12:00');
  });

  it('offers none while paused until the owner resumes, and from the end of a pause plus the preparation time', () => {
    expect(slotStarts(evenings, at('2026-11-27T12:00:00Z'), 30, 1, null)).toEqual([]);
    expect(isos(slotStarts(evenings, at('2026-11-27T12:00:00Z'), 30, 1, at('2026-11-27T18:10:00Z')))).toEqual(['2026-11-27T18:45', '2026-11-28T23:00', '2026-11-28T23:15', '2026-11-28T23:30', '2026-11-28T23:45']);
    // A pause that is over counts for nothing.
    expect(isos(slotStarts(evenings, at('2026-11-27T12:00:00Z'), 30, 1, at('2026-11-27T11:00:00Z')))[0]).toBe('2026-11-27T18:00');
  });
});
