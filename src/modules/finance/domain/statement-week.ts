import { DateTime } from 'luxon';

/** Statement weeks run Monday 00:00 to Monday 00:00, Europe/London (docs/product/decisions.md "Money"). */
const ZONE = 'Europe/London';

export interface StatementWeek {
  /** The Monday, YYYY-MM-DD. */
  start: string;
  from: Date;
  /** The next Monday's midnight: the week's close. */
  to: Date;
}

/** The week `at` falls in. */
export function weekOf(at: Date): StatementWeek {
  const monday = DateTime.fromJSDate(at, { zone: ZONE }).startOf('week');
  return weekFrom(monday);
}

/** The week starting on a Monday given as YYYY-MM-DD; undefined for anything else. */
export function weekStarting(start: string): StatementWeek | undefined {
  const monday = DateTime.fromISO(start, { zone: ZONE });
  return monday.isValid && monday.weekday === 1 && monday.toISODate() === start ? weekFrom(monday) : undefined;
}

/** The week after. */
export const nextWeek = (week: StatementWeek): StatementWeek => weekOf(week.to);

function weekFrom(monday: DateTime): StatementWeek {
  return { start: monday.toISODate()!, from: monday.toJSDate(), to: monday.plus({ weeks: 1 }).toJSDate() };
}
