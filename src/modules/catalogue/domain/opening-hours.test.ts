import { describe, expect, it } from 'vitest';
import { AROUND_THE_CLOCK, isTimeZone, nextOpenAt, nextOpeningAfterCurrent, openStateAt, openStateUntil, upcomingClosures, type Availability } from './opening-hours.js';

const at = (iso: string) => new Date(iso);
const london = (weeklyHours: Availability['weeklyHours'], closures: Availability['closures'] = []): Availability => ({
  timeZone: 'Europe/London',
  weeklyHours,
  closures,
});
// 2026-11-27 is a Friday; London is on GMT (UTC+0) then, on BST (UTC+1) from 29 March to 25 October.
const lunchAndDinner = london({
  fri: [
    { opens: '11:30', closes: '14:30' },
    { opens: '17:00', closes: '23:00' },
  ],
  sat: [{ opens: '18:00', closes: '02:00' }],
});

describe('openStateAt', () => {
  it('is open inside a range and closed between ranges, naming the next opening', () => {
    expect(openStateAt(lunchAndDinner, at('2026-11-27T12:00:00Z'))).toEqual({ state: 'open' });
    expect(openStateAt(lunchAndDinner, at('2026-11-27T15:00:00Z'))).toEqual({ state: 'closed', opensAt: at('2026-11-27T17:00:00Z') });
  });

  it('treats opens as included and closes as excluded', () => {
    expect(openStateAt(lunchAndDinner, at('2026-11-27T11:30:00Z'))).toEqual({ state: 'open' });
    expect(openStateAt(lunchAndDinner, at('2026-11-27T14:30:00Z')).state).toBe('closed');
  });

  it('keeps a range that runs past midnight open into the next day', () => {
    expect(openStateAt(lunchAndDinner, at('2026-11-29T01:59:00Z'))).toEqual({ state: 'open' });
    // Sunday 02:00: nothing opens until next Friday's lunch.
    expect(openStateAt(lunchAndDinner, at('2026-11-29T02:00:00Z'))).toEqual({ state: 'closed', opensAt: at('2026-12-04T11:30:00Z') });
  });

  it('reads the hours in the restaurant time zone', () => {
    const newYork: Availability = { ...lunchAndDinner, timeZone: 'America/New_York' };
    // 12:00 UTC is 07:00 in New York (EST, UTC-5): closed until 11:30 local, 16:30 UTC.
    expect(openStateAt(newYork, at('2026-11-27T12:00:00Z'))).toEqual({ state: 'closed', opensAt: at('2026-11-27T16:30:00Z') });
  });

  it('is open around the clock without weekly hours, and never opens with empty ones', () => {
    expect(openStateAt(AROUND_THE_CLOCK, at('2026-11-27T03:00:00Z'))).toEqual({ state: 'open' });
    expect(openStateAt(london({}), at('2026-11-27T12:00:00Z'))).toEqual({ state: 'closed', opensAt: null });
  });

  it('skips the ranges that open on a closure date, and keeps one opened the evening before', () => {
    const christmas = london(
      { thu: [{ opens: '18:00', closes: '01:00' }], fri: [{ opens: '11:00', closes: '22:00' }] },
      [{ from: '2026-12-25', to: '2026-12-25', reason: 'Christmas' }],
    );
    // Thursday 24 December's evening runs into Christmas morning.
    expect(openStateAt(christmas, at('2026-12-25T00:30:00Z'))).toEqual({ state: 'open' });
    // Friday 25th is closed: next opening is Thursday 31st at 18:00.
    expect(openStateAt(christmas, at('2026-12-25T12:00:00Z'))).toEqual({ state: 'closed', opensAt: at('2026-12-31T18:00:00Z') });
  });

  it('finds an opening after a closure longer than the look-ahead window', () => {
    const winterBreak = london({ mon: [{ opens: '09:00', closes: '17:00' }] }, [{ from: '2026-12-01', to: '2027-02-28' }]);
    expect(nextOpenAt(winterBreak, at('2026-11-30T18:00:00Z'))).toEqual(at('2027-03-01T09:00:00Z'));
  });

  it('reports a pause, resuming at the pause end or the next opening after it', () => {
    const now = at('2026-11-27T12:00:00Z');
    expect(openStateAt(lunchAndDinner, now, at('2026-11-27T12:30:00Z'))).toEqual({ state: 'paused', resumesAt: at('2026-11-27T12:30:00Z') });
    expect(openStateAt(lunchAndDinner, now, at('2026-11-27T15:00:00Z'))).toEqual({ state: 'paused', resumesAt: at('2026-11-27T17:00:00Z') });
    expect(openStateAt(lunchAndDinner, now, null)).toEqual({ state: 'paused', resumesAt: null });
    // A pause that has ended is no pause.
    expect(openStateAt(lunchAndDinner, now, at('2026-11-27T11:00:00Z'))).toEqual({ state: 'open' });
  });
});

describe('daylight-saving changes (Europe/London)', () => {
  const everyDay = (opens: string, closes: string): Availability['weeklyHours'] =>
    Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [{ opens, closes }]]));

  it('opens at local time on both sides of the spring change (29 March 2026)', () => {
    const lunch = london(everyDay('12:00', '14:00'));
    expect(nextOpenAt(lunch, at('2026-03-28T15:00:00Z'))).toEqual(at('2026-03-29T11:00:00Z')); // 12:00 BST
    expect(nextOpenAt(lunch, at('2026-03-27T15:00:00Z'))).toEqual(at('2026-03-28T12:00:00Z')); // 12:00 GMT
  });

  it('keeps a night range the length the clock says across the autumn change (25 October 2026)', () => {
    const night = london(everyDay('22:00', '02:00'));
    // Saturday 24th 22:00 BST (21:00 UTC) to Sunday 02:00 GMT (02:00 UTC): five hours, not four.
    expect(openStateAt(night, at('2026-10-25T01:30:00Z'))).toEqual({ state: 'open' });
    expect(openStateAt(night, at('2026-10-25T02:00:00Z'))).toEqual({ state: 'closed', opensAt: at('2026-10-25T22:00:00Z') });
  });

  it('opens a range that starts in the skipped hour at the first instant after it', () => {
    const early = london(everyDay('01:30', '03:00'));
    // 01:30 does not exist on 29 March; the range starts at 02:30 BST (01:30 UTC).
    expect(nextOpenAt(early, at('2026-03-29T00:00:00Z'))).toEqual(at('2026-03-29T01:30:00Z'));
  });
});

describe('nextOpeningAfterCurrent', () => {
  it('skips the opening under way, to the next one', () => {
    expect(nextOpeningAfterCurrent(lunchAndDinner, at('2026-11-27T12:00:00Z'))).toEqual(at('2026-11-27T17:00:00Z'));
  });

  it('is the next opening when closed', () => {
    expect(nextOpeningAfterCurrent(lunchAndDinner, at('2026-11-27T15:00:00Z'))).toEqual(at('2026-11-27T17:00:00Z'));
  });

  it('treats touching ranges as one opening', () => {
    const allDay = london({ fri: [{ opens: '11:00', closes: '15:00' }, { opens: '15:00', closes: '22:00' }], sat: [{ opens: '11:00', closes: '22:00' }] });
    expect(nextOpeningAfterCurrent(allDay, at('2026-11-27T12:00:00Z'))).toEqual(at('2026-11-28T11:00:00Z'));
  });

  it('is the next local midnight when open around the clock', () => {
    const tokyo: Availability = { ...AROUND_THE_CLOCK, timeZone: 'Asia/Tokyo' };
    expect(nextOpeningAfterCurrent(tokyo, at('2026-11-27T12:00:00Z'))).toEqual(at('2026-11-27T15:00:00Z'));
  });
});

describe('isTimeZone', () => {
  it('knows IANA names and refuses others', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('openStateUntil', () => {
  it('keeps an open state until the opening under way ends, a closed one until the next opening', () => {
    expect(openStateUntil(lunchAndDinner, at('2026-11-27T12:00:00Z'))).toEqual({ openState: { state: 'open' }, until: at('2026-11-27T14:30:00Z') });
    expect(openStateUntil(lunchAndDinner, at('2026-11-27T15:00:00Z')).until).toEqual(at('2026-11-27T17:00:00Z'));
    // Saturday's range runs past midnight: open until Sunday 02:00.
    expect(openStateUntil(lunchAndDinner, at('2026-11-28T23:30:00Z')).until).toEqual(at('2026-11-29T02:00:00Z'));
  });

  it('keeps a pause until it ends, and around the clock or an open-ended pause until a write', () => {
    const until = at('2026-11-27T12:30:00Z');
    expect(openStateUntil(lunchAndDinner, at('2026-11-27T12:00:00Z'), until)).toMatchObject({ openState: { state: 'paused' }, until });
    expect(openStateUntil(lunchAndDinner, at('2026-11-27T12:00:00Z'), null).until).toBeNull();
    expect(openStateUntil(AROUND_THE_CLOCK, at('2026-11-27T12:00:00Z'))).toEqual({ openState: { state: 'open' }, until: null });
    expect(openStateUntil(london({}), at('2026-11-27T12:00:00Z'))).toEqual({ openState: { state: 'closed', opensAt: null }, until: null });
  });
});

describe('upcomingClosures', () => {
  const closures = [
    { from: '2026-12-25', to: '2026-12-26', reason: 'Christmas' },
    { from: '2026-11-20', to: '2026-11-27' },
    { from: '2026-11-01', to: '2026-11-02', reason: 'Refit' },
    { from: '2026-12-31', to: '2026-12-31' },
  ];

  it('keeps the closures not over by the local date, soonest first', () => {
    expect(upcomingClosures(london(null, closures), at('2026-11-27T12:00:00Z'))).toEqual([closures[1], closures[0], closures[3]]);
  });

  it('judges the day in the restaurant\'s zone, not UTC', () => {
    // 23:30 UTC on the 27th is already the 28th in Tokyo: the closure ending on the 27th is over there.
    const tokyo = { ...london(null, closures), timeZone: 'Asia/Tokyo' };
    expect(upcomingClosures(tokyo, at('2026-11-27T23:30:00Z'))).toEqual([closures[0], closures[3]]);
  });

  it('shows at most five', () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ from: `2027-01-0${i + 1}`, to: `2027-01-0${i + 1}` }));
    expect(upcomingClosures(london(null, many), at('2026-11-27T12:00:00Z'))).toHaveLength(5);
  });
});
