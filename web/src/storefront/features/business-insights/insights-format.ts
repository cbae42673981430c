/** docs/product/overview.md and constants.md: the analytics screen divides amounts by 100 and shows US dollars. */
const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const USD_COMPACT = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
const GROWTH = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
const PERCENT = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const COUNT = new Intl.NumberFormat('en-US');
// Months are calendar months of the API ('YYYY-MM'): read them in UTC so no zone shifts them.
const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const ORDER_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 452600 -> '$4,526.00'. */
export const formatUsd = (cents: number) => USD.format(cents / 100);

/** Chart axis ticks: 452600 -> '$4.5K'. */
export const formatUsdCompact = (cents: number) => USD_COMPACT.format(cents / 100);

/** Dollars for a spreadsheet: 452600 -> '4526.00' (no symbol, no grouping). */
export const centsToDollars = (cents: number) => (cents / 100).toFixed(2);

/** Growth figures are percentages already: 12.5 -> '+12.5%', -3 -> '-3%', 0 -> '0%'. */
export const formatGrowth = (percent: number) => GROWTH.format(percent / 100);

/** 35.1 -> '35.1%'. */
export const formatPercent = (percent: number) => PERCENT.format(percent / 100);

export const formatCount = (count: number) => COUNT.format(count);

/** '2024-08' -> 'Aug 2024'; anything else is shown as it came. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return MONTH.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
}

/** In the user's own time zone, as they placed or received the order. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : ORDER_DATE.format(date);
}

/** The order number customers see (docs/product/screens.md "My orders"): the id's last 6 characters, uppercase. */
export const orderNumber = (id: string) => `#${id.slice(-6).toUpperCase()}`;
