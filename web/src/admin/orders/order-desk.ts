import { slotDay, slotTime } from '../../shared/orders/slot-text';
import type { Order } from './order-data-provider';

/** docs/product/decisions.md "Accept or decline": the desk's delays, in minutes. */
export const DELAY_MINUTES = [10, 20, 30] as const;

/** The accept call's bounds (openapi.yaml AcceptOrderRequest). */
export const ESTIMATE_LIMITS = { min: 1, max: 240 } as const;

/** '9:05' left until `acceptBy`, or null once it has passed (the order is about to be cancelled as missed). */
export function timeLeft(acceptBy: string, now: number): string | null {
  const seconds = Math.ceil((Date.parse(acceptBy) - now) / 1000);
  if (!(seconds > 0)) return null;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** When an order for later is due: '19:00' today, 'Fri 4 Dec, 19:00' on another day (the desk's zone, as its other times). */
export function dueWhen(dueAt: string, now: number): string {
  return slotDay(dueAt) === slotDay(new Date(now).toISOString()) ? slotTime(dueAt) : `${slotDay(dueAt)}, ${slotTime(dueAt)}`;
}

/** '12.5' or '£12.50' -> 1250 pence; null for anything that is not a positive amount with at most two decimals. */
export function poundsToPence(text: string): number | null {
  const match = /^\s*£?\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const pence = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return pence > 0 ? pence : null;
}

/**
 * What refunding these quantities of the order's dishes (by menuItemId) comes to, each priced as it was charged.
 * A dish on several lines (other options, docs/product/decisions.md "Menus") is taken from its lines in order,
 * as the server does.
 */
export function itemsRefundAmount(items: Order['cartItems'], quantities: Readonly<Record<string, number>>): number {
  const left = { ...quantities };
  return items.reduce((sum, item) => {
    const taken = Math.max(0, Math.min(left[item.menuItemId] ?? 0, item.quantity));
    left[item.menuItemId] = (left[item.menuItemId] ?? 0) - taken;
    return sum + item.price * taken;
  }, 0);
}

/**
 * What refunding items worth `amount` gives back on an order with a voucher: less their share of a
 * discount off the items, in proportion, rounded half-up, as the server refunds them
 * (docs/product/decisions.md "Vouchers"); a free-delivery discount leaves item prices whole.
 */
export function paidForItems(order: Pick<Order, 'totalAmount' | 'discount' | 'voucherKind'>, amount: number): number {
  const itemsDiscount = order.voucherKind === 'freeDelivery' ? 0 : (order.discount ?? 0);
  if (itemsDiscount === 0 || order.totalAmount === 0) return amount;
  return amount - Math.floor((amount * itemsDiscount * 2 + order.totalAmount) / (2 * order.totalAmount));
}

/** One refund row per dish: its lines together (the API refunds by dish), in the order's order. */
export function refundRows(items: Order['cartItems']): Array<{ menuItemId: string; name: string; quantity: number; lines: Order['cartItems'] }> {
  const rows = new Map<string, { menuItemId: string; name: string; quantity: number; lines: Order['cartItems'] }>();
  for (const item of items) {
    const row = rows.get(item.menuItemId) ?? { menuItemId: item.menuItemId, name: item.name, quantity: 0, lines: [] };
    rows.set(item.menuItemId, { ...row, quantity: row.quantity + item.quantity, lines: [...row.lines, item] });
  }
  return [...rows.values()];
}

/** A status the restaurant has accepted and not delivered: its expected time can still move. */
export const mayDelay = (status: string) => status === 'inProgress' || status === 'outForDelivery';
