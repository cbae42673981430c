import { DateTime } from 'luxon';
import { openingsBetween, type Availability } from './opening-hours.js';

/** docs/product/decisions.md "Orders for later": slots are a quarter of an hour. */
export const SLOT_MINUTES = 15;
const SLOT_MS = SLOT_MINUTES * 60_000;

/**
 * The slot starts a customer may order for at `now`: every quarter hour whose whole slot lies
 * inside an opening (closures left out, ranges past midnight and around the clock included),
 * from `now` plus the preparation time rounded up to the quarter, to the end of the local day
 * `daysAhead` days after today. None when `daysAhead` is 0. Quarters are whole quarters of
 * the clock, so they fall on :00, :15, :30, :45 in every zone with a whole-quarter offset.
 */
export function slotStarts(availability: Availability, now: Date, preparationMinutes: number, daysAhead: number): Date[] {
  if (daysAhead <= 0) return [];
  const earliest = Math.ceil((now.getTime() + preparationMinutes * 60_000) / SLOT_MS) * SLOT_MS;
  const end = DateTime.fromJSDate(now, { zone: availability.timeZone }).startOf('day').plus({ days: daysAhead + 1 }).toMillis();
  if (earliest >= end) return [];
  const starts: Date[] = [];
  for (const opening of openingsBetween(availability, new Date(earliest), new Date(end))) {
    const last = Math.min(opening.end, end) - SLOT_MS;
    for (let at = Math.max(earliest, Math.ceil(opening.start / SLOT_MS) * SLOT_MS); at <= last; at += SLOT_MS) starts.push(new Date(at));
  }
  return starts;
}
