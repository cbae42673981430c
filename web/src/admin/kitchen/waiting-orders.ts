import type { OrderRecord } from '../orders/order-data-provider';

/** How often the chime rings again while an order still waits: a kitchen may miss the first. */
export const CHIME_AGAIN_MS = 30_000;

/** The list query of the orders waiting to be accepted: the newest paid ones (older paid orders may predate acceptance and wait for nothing). */
export const WAITING_ORDERS_PARAMS = {
  pagination: { page: 1, perPage: 50 },
  sort: { field: 'createdAt', order: 'DESC' },
  filter: { status: ['paid'] },
} as const;

/** docs/product/decisions.md "Orders for later": an order for later is due once the slot less the preparation time has come; any other at once. */
export function isDue(order: Pick<OrderRecord, 'dueAt'>, now: number): boolean {
  return !order.dueAt || Date.parse(order.dueAt) <= now;
}

/** Paid orders due and not yet accepted or declined (they carry the time they are missed at), soonest first. */
export function waitingOrders(orders: readonly OrderRecord[], now = Date.now()): OrderRecord[] {
  return orders.filter((order) => order.status === 'paid' && order.acceptBy && isDue(order, now)).sort((a, b) => Date.parse(a.acceptBy!) - Date.parse(b.acceptBy!));
}

/** Paid orders for later not due yet, by slot: the desk's "Scheduled" section. */
export function scheduledOrders(orders: readonly OrderRecord[], now = Date.now()): OrderRecord[] {
  return orders.filter((order) => order.status === 'paid' && !isDue(order, now)).sort((a, b) => Date.parse(a.scheduledFor!) - Date.parse(b.scheduledFor!));
}

/** The ids in `now` that were not in `before`: orders that just came in. */
export function arrivals(before: ReadonlySet<string>, now: readonly string[]): string[] {
  return now.filter((id) => !before.has(id));
}

/** '1 new order waiting to be accepted' / '3 new orders waiting to be accepted'. */
export const waitingText = (count: number) => `${count} new order${count === 1 ? '' : 's'} waiting to be accepted`;
