import { refundText } from '../../shared/orders/order-lifecycle';
import { refundedTotal, standingRefunds } from '../../shared/orders/refunds';
import type { OrderRecord } from '../orders/order-data-provider';
import type { OrderStatus } from '../orders/order-status';

/** docs/product/screens.md "Kitchen mode": the board's three columns, in service order. */
export const KITCHEN_COLUMNS = [
  { value: 'new', label: 'New' },
  { value: 'preparing', label: 'Preparing' },
  { value: 'ready', label: 'Ready' },
] as const;

export type KitchenColumn = (typeof KITCHEN_COLUMNS)[number]['value'];

/** The statuses the board shows (its list query's filter): waiting, accepted, on its way or waiting to be collected. */
export const BOARD_STATUSES = ['paid', 'inProgress', 'outForDelivery'] as const satisfies readonly OrderStatus[];

/** The column an order stands in, or null once it has left the kitchen (delivered, cancelled) or before it is paid. */
export function columnOf(order: Pick<OrderRecord, 'status'>): KitchenColumn | null {
  if (order.status === 'paid') return 'new';
  if (order.status === 'inProgress') return 'preparing';
  if (order.status === 'outForDelivery') return 'ready';
  return null;
}

/**
 * The one big step forward of an accepted order (docs/product/states.md: inProgress, then outForDelivery, then
 * delivered), in the words of its fulfilment. A waiting order is accepted instead (quick prep times), and a
 * delivered or cancelled one has none.
 */
export function nextAction(order: Pick<OrderRecord, 'status' | 'fulfilment'>): { label: string; status: OrderStatus } | null {
  const collection = order.fulfilment === 'collection';
  if (order.status === 'inProgress') return { label: collection ? 'Ready for collection' : 'Out for delivery', status: 'outForDelivery' };
  if (order.status === 'outForDelivery') return { label: collection ? 'Collected' : 'Delivered', status: 'delivered' };
  return null;
}

/** What the Ready column says an order waits for: 'Out for delivery' or 'Ready for collection'. */
export const readyText = (order: Pick<OrderRecord, 'fulfilment'>) => (order.fulfilment === 'collection' ? 'Ready for collection' : 'Out for delivery');

const QUICK_STEP = 10;
const QUICK_MIN = 5;

/** Three quick prep times around the restaurant's estimate (10 minutes less, the estimate, 10 more), whole and at least 5, no repeats. */
export function quickMinutes(estimate: number): number[] {
  const base = Math.max(QUICK_MIN, Math.round(estimate) || 30);
  return [...new Set([Math.max(QUICK_MIN, base - QUICK_STEP), base, base + QUICK_STEP])];
}

/** The board's orders by column, oldest first in each (the kitchen works in order of arrival). */
export function boardColumns(orders: readonly OrderRecord[]): Record<KitchenColumn, OrderRecord[]> {
  const columns: Record<KitchenColumn, OrderRecord[]> = { new: [], preparing: [], ready: [] };
  const byAge = [...orders].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  for (const order of byAge) {
    const column = columnOf(order);
    if (column) columns[column].push(order);
  }
  return columns;
}

/** The card's refund mark: 'Refunded £4.50' once settled, 'Refund of £4.50 requested' before; refunds that failed are left out. Null without refunds. */
export function refundMark(order: Pick<OrderRecord, 'refunds'>): string | null {
  const live = standingRefunds(order.refunds);
  if (live.length === 0) return null;
  return refundText({ amount: refundedTotal(live), status: live.every((refund) => refund.status === 'succeeded') ? 'succeeded' : 'pending' });
}

/** localStorage: kitchen mode is this device's choice (a tablet in the kitchen, the owner's laptop at home). */
export const KITCHEN_MODE_KEY = 'owner.kitchenMode';

export function readKitchenMode(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    return storage?.getItem(KITCHEN_MODE_KEY) === 'on';
  } catch {
    return false;
  }
}

export function saveKitchenMode(on: boolean, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(KITCHEN_MODE_KEY, on ? 'on' : 'off');
  } catch {
    // A private window without storage: the choice lasts for the visit.
  }
}
