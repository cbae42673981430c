import { PLATFORM_REFUNDS } from './accounts.js';
import type { LineKind } from './posting.js';

/** The ledger rows a statement adds up: the restaurant's own, and the refunds the platform bore for its orders. */
export interface StatementEntry {
  orderId: string | null;
  account: string;
  amount: number;
  kind: LineKind;
}

/** A week's or an order's figures, in pence, each a positive amount of what it names. */
export interface Figures {
  sales: number;
  commission: number;
  deliveryFees: number;
  refundsByRestaurant: number;
  refundsByPlatform: number;
  /** sales - commission + deliveryFees - refundsByRestaurant: what the week's orders earned the restaurant. */
  earned: number;
}

/**
 * Adds up a restaurant's rows (docs/architecture/ledger.md "Statements"): its sales, commission,
 * delivery fees and the refunds it bore from its own account; the refunds the platform bore from
 * the platform's. Payouts are not figures: a week's payout is its line's own.
 */
export function figuresOf(entries: readonly StatementEntry[], restaurantAccount: string): Figures {
  const figures = { sales: 0, commission: 0, deliveryFees: 0, refundsByRestaurant: 0, refundsByPlatform: 0, earned: 0 };
  for (const { account, amount, kind } of entries) {
    if (account === PLATFORM_REFUNDS) figures.refundsByPlatform -= amount;
    if (account !== restaurantAccount) continue;
    if (kind === 'sales') figures.sales += amount;
    else if (kind === 'commission') figures.commission -= amount;
    else if (kind === 'delivery') figures.deliveryFees += amount;
    else if (kind === 'refund') figures.refundsByRestaurant -= amount;
  }
  figures.earned = figures.sales - figures.commission + figures.deliveryFees - figures.refundsByRestaurant;
  return figures;
}

/** Each order's figures, in the order its first row came. */
export function figuresByOrder(entries: readonly StatementEntry[], restaurantAccount: string): Array<{ orderId: string; figures: Figures }> {
  const byOrder = new Map<string, StatementEntry[]>();
  for (const entry of entries) {
    if (entry.orderId) byOrder.set(entry.orderId, [...(byOrder.get(entry.orderId) ?? []), entry]);
  }
  return [...byOrder].map(([orderId, rows]) => ({ orderId, figures: figuresOf(rows, restaurantAccount) }));
}

/** Statement CSV: one row per order, money in pounds with two decimals; text fields quoted. */
export function statementCsv(weekStart: string, orders: ReadonlyArray<{ orderId: string; figures: Figures }>): string {
  const pounds = (pence: number) => (pence / 100).toFixed(2);
  const header = 'week_start,order_id,sales,commission,delivery_fees,refunds_by_restaurant,refunds_by_platform,earned';
  const rows = orders.map(({ orderId, figures: f }) => [weekStart, `"${orderId}"`, ...[f.sales, f.commission, f.deliveryFees, f.refundsByRestaurant, f.refundsByPlatform, f.earned].map(pounds)].join(','));
  return [header, ...rows].join('\r\n') + '\r\n';
}
