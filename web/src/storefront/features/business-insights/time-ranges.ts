import type { paths } from '../../../api/client';

export type TimeRange = NonNullable<NonNullable<paths['/api/business-insights']['get']['parameters']['query']>['timeRange']>;

/** docs/product/screens.md "Business insights" labels, in the selector's order. */
export const TIME_RANGES: readonly { value: TimeRange; label: string; previous: string }[] = [
  { value: '7d', label: 'Last 7 days', previous: 'previous 7 days' },
  { value: '30d', label: 'Last 30 days', previous: 'previous 30 days' },
  { value: '90d', label: 'Last 90 days', previous: 'previous 90 days' },
  { value: '1y', label: 'Last year', previous: 'previous year' },
];

/** docs/product/constants.md "Analytics". */
export const DEFAULT_TIME_RANGE: TimeRange = '30d';

export function isTimeRange(value: string): value is TimeRange {
  return TIME_RANGES.some((range) => range.value === value);
}

export function timeRangeInfo(range: TimeRange) {
  return TIME_RANGES.find((r) => r.value === range) ?? TIME_RANGES[1]!;
}
