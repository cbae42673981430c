/** The ranges the dashboard offers (the contract's `timeRange`). */
export const TIME_RANGES = ['7d', '30d', '90d', '1y'] as const;
export type TimeRange = (typeof TIME_RANGES)[number];
export const DEFAULT_TIME_RANGE: TimeRange = '30d';

const RANGE_DAYS: Record<TimeRange, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };
const DAY_MS = 86_400_000;
export const MONTHS_SHOWN = 6;

/** From `from` (included) to `to` (excluded). */
export interface Period {
  from: Date;
  to: Date;
}

export interface MonthPeriod extends Period {
  /** YYYY-MM */
  label: string;
}

/** Every span one computation reads, all in UTC. */
export interface InsightsWindow {
  range: TimeRange;
  current: Period;
  /** The period of the same length just before `current`: what growth compares with. */
  previous: Period;
  /** The last MONTHS_SHOWN calendar months, the current one last. */
  months: MonthPeriod[];
}

export function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/**
 * A range covers whole UTC days, today included: 7d is today and the six days before it.
 * So a figure only moves when an order does or a day ends, which is what lets a snapshot
 * stand until then.
 */
export function insightsWindow(range: TimeRange, now: Date): InsightsWindow {
  const to = startOfUtcDay(now).getTime() + DAY_MS;
  const span = RANGE_DAYS[range] * DAY_MS;
  return {
    range,
    current: { from: new Date(to - span), to: new Date(to) },
    previous: { from: new Date(to - 2 * span), to: new Date(to - span) },
    months: lastMonths(now),
  };
}

function lastMonths(now: Date): MonthPeriod[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from({ length: MONTHS_SHOWN }, (_, i) => {
    const from = new Date(Date.UTC(year, month - MONTHS_SHOWN + 1 + i, 1));
    const to = new Date(Date.UTC(year, month - MONTHS_SHOWN + 2 + i, 1));
    return { from, to, label: from.toISOString().slice(0, 7) };
  });
}

/** True when `at` falls within `period`. */
export function within(at: Date, period: Period): boolean {
  return at >= period.from && at < period.to;
}
