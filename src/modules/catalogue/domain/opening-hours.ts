import { DateTime, IANAZone } from 'luxon';

// When a restaurant takes orders: weekly hours in its own time zone, closures by date, and a
// pause. Rules in docs/product/decisions.md ("Running a service"); computed with luxon so that
// the daylight-saving changes land on the right instants.

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** `opens` and `closes` as local "HH:MM"; `closes` <= `opens` runs past midnight into the next day. */
export interface HoursRange {
  opens: string;
  closes: string;
}

/** A day that is missing or empty is closed. */
export type WeeklyHours = Partial<Record<Weekday, HoursRange[]>>;

/** Local dates, both included. A closure cancels the ranges that open on its dates. */
export interface Closure {
  from: string;
  to: string;
  reason?: string;
}

export interface Availability {
  timeZone: string;
  /** null: open around the clock. */
  weeklyHours: WeeklyHours | null;
  closures: Closure[];
}

/** What the catalogue keeps of a restaurant's service: its hours and, while paused, the pause. */
export interface ServiceState {
  availability: Availability;
  /** Absent: not paused (or the pause has run out); null: paused until the owner resumes. */
  pausedUntil?: Date | null;
}

export type OpenState =
  | { state: 'open' }
  | { state: 'closed'; opensAt: Date | null }
  | { state: 'paused'; resumesAt: Date | null };

export const DEFAULT_TIME_ZONE = 'Europe/London';
export const AROUND_THE_CLOCK: Availability = { timeZone: DEFAULT_TIME_ZONE, weeklyHours: null, closures: [] };

/** The closures customers are shown: those not over by today (local), soonest first, at most this many. */
const SHOWN_CLOSURES = 5;

/** The closures not yet over at `now` in the restaurant's zone, soonest first (the detail page's "Opening hours"). */
export function upcomingClosures(availability: Availability, now: Date): Closure[] {
  const today = DateTime.fromJSDate(now, { zone: availability.timeZone }).toISODate()!;
  return availability.closures
    .filter((closure) => closure.to >= today)
    .sort((a, b) => a.from.localeCompare(b.from))
    .slice(0, SHOWN_CLOSURES);
}

export function isTimeZone(name: string): boolean {
  return IANAZone.isValidZone(name);
}

export interface Interval {
  start: number;
  end: number;
}

/** How far ahead an opening is looked for: closures may run for months. */
const HORIZON_DAYS = 400;
const WINDOW_DAYS = 7;

function closedOn(availability: Availability, isoDate: string): boolean {
  return availability.closures.some((c) => c.from <= isoDate && isoDate <= c.to);
}

/** The ranges opening on local dates [first, first + days), as merged instants in milliseconds. */
function intervals(availability: Availability, first: DateTime, days: number): Interval[] {
  const found: Interval[] = [];
  for (let i = 0; i < days; i += 1) {
    const day = first.plus({ days: i });
    const isoDate = day.toISODate()!;
    if (closedOn(availability, isoDate)) continue;
    for (const range of availability.weeklyHours?.[WEEKDAYS[day.weekday - 1]!] ?? []) {
      const opens = DateTime.fromISO(`${isoDate}T${range.opens}`, { zone: availability.timeZone });
      const closesDay = range.closes <= range.opens ? day.plus({ days: 1 }).toISODate()! : isoDate;
      const closes = DateTime.fromISO(`${closesDay}T${range.closes}`, { zone: availability.timeZone });
      found.push({ start: opens.toMillis(), end: closes.toMillis() });
    }
  }
  found.sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const next of found) {
    const last = merged.at(-1);
    if (last && next.start <= last.end) last.end = Math.max(last.end, next.end);
    else merged.push({ ...next });
  }
  return merged;
}

/**
 * The openings (merged, in milliseconds) that overlap [from, to): around the clock, the whole
 * span. For the slots of orders for later (slot-times.ts).
 */
export function openingsBetween(availability: Availability, from: Date, to: Date): Interval[] {
  if (availability.weeklyHours === null) return [{ start: from.getTime(), end: to.getTime() }];
  // From the day before: a range that opened then may run past midnight.
  const first = localDay(availability, from).minus({ days: 1 });
  const days = Math.ceil(localDay(availability, to).diff(first, 'days').days) + 1;
  return intervals(availability, first, days).filter((i) => i.end > from.getTime() && i.start < to.getTime());
}

function localDay(availability: Availability, at: Date): DateTime {
  return DateTime.fromJSDate(at, { zone: availability.timeZone }).startOf('day');
}

/** The first instant at or after `at` at which the hours say open (`at` itself when open); null if never. */
export function nextOpenAt(availability: Availability, at: Date): Date | null {
  if (availability.weeklyHours === null) return at;
  const t = at.getTime();
  // From the day before: a range that opened yesterday may run past midnight.
  const first = localDay(availability, at).minus({ days: 1 });
  for (let offset = 0; offset < HORIZON_DAYS; offset += WINDOW_DAYS) {
    const hit = intervals(availability, first.plus({ days: offset }), WINDOW_DAYS + 1).find((i) => i.end > t);
    if (hit) return new Date(Math.max(hit.start, t));
  }
  return null;
}

/** When the opening under way at `at` ends (adjacent ranges count as one); `at` when closed. */
function openingEnd(availability: Availability, at: Date): Date {
  let end = at.getTime();
  for (let offset = 0; offset < HORIZON_DAYS; offset += WINDOW_DAYS) {
    const first = localDay(availability, new Date(end)).minus({ days: 1 });
    const current = intervals(availability, first, WINDOW_DAYS + 1).find((i) => i.start <= end && end < i.end);
    if (!current) break;
    end = current.end;
  }
  return new Date(end);
}

/**
 * "Until the next opening", for a pause or a sold-out dish: the start of the next opening after
 * the one under way. Open around the clock, that is the next local midnight. Null: it never opens.
 */
export function nextOpeningAfterCurrent(availability: Availability, at: Date): Date | null {
  if (availability.weeklyHours === null) return localDay(availability, at).plus({ days: 1 }).toJSDate();
  return nextOpenAt(availability, openingEnd(availability, at));
}

/** The pause still under way at `now`: null until resumed, its end while it lasts, undefined once over or without one. */
export function pauseInEffect(now: Date, pausedUntil?: Date | null): Date | null | undefined {
  return pausedUntil === null || (pausedUntil !== undefined && pausedUntil > now) ? pausedUntil : undefined;
}

/**
 * What a customer can do now. `pausedUntil`: undefined when not paused, null when paused until the
 * owner resumes. A pause that ends while the hours say closed resumes at the next opening.
 */
export function openStateAt(availability: Availability, now: Date, pausedUntil?: Date | null): OpenState {
  const pause = pauseInEffect(now, pausedUntil);
  if (pause === null) return { state: 'paused', resumesAt: null };
  if (pause !== undefined) return { state: 'paused', resumesAt: nextOpenAt(availability, pause) };
  const opensAt = nextOpenAt(availability, now);
  return opensAt?.getTime() === now.getTime() ? { state: 'open' } : { state: 'closed', opensAt };
}

/**
 * The open state at `now` and the instant it next changes by itself (null: only a write changes
 * it), so a reader can keep it until then: the end of the opening under way, the next opening,
 * or the end of the pause.
 */
export function openStateUntil(availability: Availability, now: Date, pausedUntil?: Date | null): { openState: OpenState; until: Date | null } {
  const openState = openStateAt(availability, now, pausedUntil);
  if (openState.state === 'paused') return { openState, until: pausedUntil ?? null };
  if (openState.state === 'closed') return { openState, until: openState.opensAt };
  return { openState, until: availability.weeklyHours === null ? null : openingEnd(availability, now) };
}
