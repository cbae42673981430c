import { describe, expect, it } from 'vitest';
import { fromDraft, toDraft } from './hours-draft';

describe('hours draft', () => {
  it('gives every weekday a list, and sends the same hours back', () => {
    const saved = { timeZone: 'Europe/London', weeklyHours: { mon: [{ opens: '11:30', closes: '14:30' }] }, closures: [] };
    const draft = toDraft(saved);
    expect(draft.aroundTheClock).toBe(false);
    expect(draft.days.mon).toEqual([{ opens: '11:30', closes: '14:30' }]);
    expect(draft.days.sun).toEqual([]);
    expect(fromDraft(draft).weeklyHours).toMatchObject({ mon: [{ opens: '11:30', closes: '14:30' }], sun: [] });
  });

  it('reads null hours as around the clock and sends null while the switch is on', () => {
    const draft = toDraft({ timeZone: 'Europe/London', weeklyHours: null, closures: [] });
    expect(draft.aroundTheClock).toBe(true);
    expect(fromDraft({ ...draft, days: { ...draft.days, mon: [{ opens: '09:00', closes: '17:00' }] } }).weeklyHours).toBeNull();
  });

  it('trims the zone and drops a blank closure reason', () => {
    const draft = toDraft({ timeZone: 'Europe/London', weeklyHours: null, closures: [] });
    const body = fromDraft({ ...draft, timeZone: ' Europe/Paris ', closures: [{ from: '2026-12-25', to: '2026-12-26', reason: '  ' }, { from: '2027-01-01', to: '2027-01-01', reason: ' New Year ' }] });
    expect(body.timeZone).toBe('Europe/Paris');
    expect(body.closures).toEqual([{ from: '2026-12-25', to: '2026-12-26' }, { from: '2027-01-01', to: '2027-01-01', reason: 'New Year' }]);
  });
});
