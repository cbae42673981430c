import type { Availability } from './service-data-provider';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' };

type Range = { opens: string; closes: string };
type Closure = Availability['closures'][number];

/** The hours form's state: every weekday present, around the clock a switch rather than null. */
export interface HoursDraft {
  timeZone: string;
  aroundTheClock: boolean;
  days: Record<Weekday, Range[]>;
  closures: Closure[];
}

/** A new range's times: a typical dinner service. */
export const NEW_RANGE: Range = { opens: '17:00', closes: '22:00' };

export function toDraft(availability: Availability): HoursDraft {
  const hours = availability.weeklyHours;
  return {
    timeZone: availability.timeZone,
    aroundTheClock: hours === null,
    days: Object.fromEntries(WEEKDAYS.map((day) => [day, [...(hours?.[day] ?? [])]])) as Record<Weekday, Range[]>,
    closures: [...availability.closures],
  };
}

/** The PUT body (docs/product/calls.md): empty days are sent empty, which means closed. */
export function fromDraft(draft: HoursDraft): Availability {
  return {
    timeZone: draft.timeZone.trim(),
    weeklyHours: draft.aroundTheClock ? null : draft.days,
    closures: draft.closures.map(({ reason, ...dates }) => (reason?.trim() ? { ...dates, reason: reason.trim() } : dates)),
  };
}
