import type { Schemas } from '../../api/client';

type Hours = NonNullable<Schemas['Restaurant']['hours']>;
type Closure = Hours['closures'][number];

const DAYS = [
  ['mon', 'Monday'],
  ['tue', 'Tuesday'],
  ['wed', 'Wednesday'],
  ['thu', 'Thursday'],
  ['fri', 'Friday'],
  ['sat', 'Saturday'],
  ['sun', 'Sunday'],
] as const;

export interface DayLine {
  day: string;
  /** "11:30–14:30, 17:00–22:00", or "Closed". */
  hours: string;
  today: boolean;
}

/**
 * The week as customers read it (docs/product/decisions.md "Running a service"), Monday first;
 * `today` is judged in the restaurant's zone. Null hours are open around the clock: no week to list.
 */
export function weekLines(weeklyHours: Hours['weeklyHours'], timeZone: string, now = new Date()): DayLine[] | null {
  if (!weeklyHours) return null;
  const today = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long' }).format(now);
  return DAYS.map(([key, day]) => {
    const ranges = weeklyHours[key] ?? [];
    return { day, hours: ranges.length ? ranges.map((range) => `${range.opens}–${range.closes}`).join(', ') : 'Closed', today: day === today };
  });
}

/** "Fri 25 Dec – Sat 26 Dec · Christmas", "Thu 31 Dec": local dates, printed as the dates they are. */
export function closureText(closure: Closure): string {
  const date = (iso: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(`${iso}T12:00:00Z`));
  const dates = closure.from === closure.to ? date(closure.from) : `${date(closure.from)} – ${date(closure.to)}`;
  return closure.reason ? `${dates} · ${closure.reason}` : dates;
}
