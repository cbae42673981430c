import { describe, expect, it } from 'vitest';
import { closureText, weekLines } from './opening-hours-text';

// Friday 27 November 2026, 23:30 UTC: still Friday in London, already Saturday in Tokyo.
const now = new Date('2026-11-27T23:30:00Z');
const week = { fri: [{ opens: '11:30', closes: '14:30' }, { opens: '17:00', closes: '01:00' }], sat: [{ opens: '18:00', closes: '23:00' }], sun: [] };

describe('weekLines', () => {
  it('lists Monday to Sunday, a day without ranges closed', () => {
    const lines = weekLines(week, 'Europe/London', now)!;
    expect(lines.map((line) => line.day)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(lines[4]).toEqual({ day: 'Friday', hours: '11:30–14:30, 17:00–01:00', today: true });
    expect(lines[6]).toEqual({ day: 'Sunday', hours: 'Closed', today: false });
    expect(lines[0]!.hours).toBe('Closed');
  });

  it("marks today in the restaurant's zone", () => {
    expect(weekLines(week, 'Asia/Tokyo', now)!.find((line) => line.today)?.day).toBe('Saturday');
  });

  it('has no week to list when open around the clock', () => {
    expect(weekLines(null, 'Europe/London', now)).toBeNull();
  });
});

describe('closureText', () => {
  it('names both dates of a closure of several days, with its reason', () => {
    expect(closureText({ from: '2026-12-25', to: '2026-12-26', reason: 'Christmas' })).toBe('Fri 25 Dec – Sat 26 Dec · Christmas');
  });

  it('names one date for a single day, without a reason', () => {
    expect(closureText({ from: '2026-12-31', to: '2026-12-31' })).toBe('Thu 31 Dec');
  });
});
