import type { Schemas } from '../../../api/client';
import { formatCount, formatGrowth, formatMonth, formatUsd } from './insights-format';

type Month = Schemas['BusinessInsights']['monthlyData'][number];

/** Percent change from one month to the next; null when there is nothing to compare with. */
export function changePercent(previous: number | undefined, current: number): number | null {
  if (previous === undefined || previous === 0) return null;
  return ((current - previous) / previous) * 100;
}

function firstAndLast(months: readonly Month[]) {
  return months.length === 0 ? null : { first: months[0]!, last: months[months.length - 1]! };
}

// The charts' text alternatives: what a sighted user reads off the line or the bars.

export function ordersTrendSummary(months: readonly Month[]): string {
  const ends = firstAndLast(months);
  if (!ends) return 'No orders in the last 6 months.';
  const { first, last } = ends;
  if (months.length === 1) return `${formatCount(last.orders)} orders in ${formatMonth(last.month)}.`;
  const trend = `Orders went from ${formatCount(first.orders)} in ${formatMonth(first.month)} to ${formatCount(last.orders)} in ${formatMonth(last.month)}.`;
  const busiest = months.reduce((best, m) => (m.orders > best.orders ? m : best));
  return busiest.orders > 0 ? `${trend} Busiest month: ${formatMonth(busiest.month)} with ${formatCount(busiest.orders)}.` : trend;
}

export function revenueGrowthSummary(months: readonly Month[]): string {
  const ends = firstAndLast(months);
  if (!ends) return 'No revenue in the last 6 months.';
  const { first, last } = ends;
  if (months.length === 1) return `${formatUsd(last.revenue)} revenue in ${formatMonth(last.month)}.`;
  const change = changePercent(first.revenue, last.revenue);
  const growth = change === null ? '' : ` (${formatGrowth(change)})`;
  return `Revenue went from ${formatUsd(first.revenue)} in ${formatMonth(first.month)} to ${formatUsd(last.revenue)} in ${formatMonth(last.month)}${growth}.`;
}
