import type { Schemas } from '../../../api/client';
import { centsToDollars } from './insights-format';
import { statusLabel } from './order-status-badge';
import { timeRangeInfo, type TimeRange } from './time-ranges';

type Insights = Schemas['BusinessInsights'];
export type CsvValue = string | number;

// A spreadsheet runs a cell starting with one of these as a formula (CSV injection); customer
// names are typed by customers, so text cells get a leading apostrophe. Numbers are left as is.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One RFC 4180 field. */
export function csvField(value: CsvValue): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** CRLF lines, as RFC 4180 and spreadsheets expect; an empty row separates sections. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** Everything the dashboard shows, section by section, amounts in dollars like the screen. */
export function insightsCsvRows(insights: Insights, range: TimeRange, exportedAt: Date): CsvValue[][] {
  return [
    ['Business Insights', timeRangeInfo(range).label],
    ['Exported at', exportedAt.toISOString()],
    [],
    ['Metric', 'Value'],
    ['Total Orders', insights.totalOrders],
    ['Order Growth (%)', insights.orderGrowth],
    ['Total Revenue (USD)', centsToDollars(insights.totalRevenue)],
    ['Revenue Growth (%)', insights.revenueGrowth],
    ['Average Order Value (USD)', centsToDollars(insights.averageOrderValue)],
    ['Total Customers', insights.totalCustomers],
    [],
    ['Month', 'Orders', 'Revenue (USD)'],
    ...insights.monthlyData.map((m) => [m.month, m.orders, centsToDollars(m.revenue)]),
    [],
    ['City', 'Orders', 'Revenue (USD)'],
    ...insights.topCities.map((c) => [c.city, c.orders, centsToDollars(c.revenue)]),
    [],
    ['Cuisine', 'Orders', 'Percentage'],
    ...insights.topCuisines.map((c) => [c.cuisine, c.orders, c.percentage]),
    [],
    ['Customer', 'Order ID', 'Amount (USD)', 'Status', 'Date'],
    ...insights.recentOrders.map((o) => [o.customer, o.id, centsToDollars(o.amount), statusLabel(o.status), o.date]),
  ];
}

/** 'business-insights-30d-2025-01-07.csv', dated in the user's own time zone. */
export function insightsCsvFileName(range: TimeRange, exportedAt: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${exportedAt.getFullYear()}-${pad(exportedAt.getMonth() + 1)}-${pad(exportedAt.getDate())}`;
  return `business-insights-${range}-${day}.csv`;
}
