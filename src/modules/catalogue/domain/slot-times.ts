import { DateTime } from 'luxon';
import { openingsBetween, pauseInEffect, type Availability } from './opening-hours.js';

/** docs/product/decisions.md "Orders for later": slots are a quarter of an hour. */
export const SLOT_MINUTES = 15;
const SLOT_MS = SLOT_MINUTES * 60_000;

/**
 * The slot starts a customer may order for at `now`: every quarter hour whose whole slot lies
 * inside an opening (closures left out, ranges past midnight and around the clock included),
 * from `now` plus the preparation time rounded up to the quarter, to the end of the local day
 * `daysAhead` days after today. None when `daysAhead` is 0. Quarters are whole quarters of
 * the clock, so they fall on :00, :15, :30, :45 in every zone with a whole-quarter offset.
 * A pause under way (`pausedUntil`, as the catalogue keeps it) counts as the kitchen's start:
 * none until the owner resumes, and from its end plus the preparation time while it lasts
 * (docs/product/decisions.md "Orders for later").
 */
export function slotStarts(availability: Availability, now: Date, preparationMinutes: number, daysAhead: number, pausedUntil?: Date | null): Date[] {
  const pause = pauseInEffect(now, pausedUntil);
  if (daysAhead <= 0 || pause === null) return [];
  const kitchenFrom = pause ?? now;
  const earliest = Math.ceil((kitchenFrom.getTime() + preparationMinutes * 60_000) / SLOT_MS) * SLOT_MS;
  const end = DateTime.fromJSDate(now, { zone: availability.timeZone }).startOf('day').plus({ days: daysAhead + 1 }).toMillis();
  if (earliest >= end) return [];
  const starts: Date[] = [];
  for (const opening of openingsBetween(availability, new Date(earliest), new Date(end))) {
    const last = Math.min(opening.end, end) - SLOT_MS;
    for (let at = Math.max(earliest, Math.ceil(opening.start / SLOT_MS) * SLOT_MS); at <= last; at += SLOT_MS) starts.push(new Date(at));
  }
  return starts;
}
