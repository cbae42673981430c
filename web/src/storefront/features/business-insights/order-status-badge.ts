import type { Schemas } from '../../../api/client';

type OrderStatus = Schemas['OrderStatus'];

// docs/product/states.md "Order status" colours: delivered green, outForDelivery blue, inProgress yellow, placed or other
// grey. Text shades keep AA contrast on their tints.
const GREEN = 'bg-green-100 text-green-800 ring-green-600/20';
const BLUE = 'bg-blue-100 text-blue-800 ring-blue-600/20';
const YELLOW = 'bg-yellow-100 text-yellow-800 ring-yellow-600/20';
const GREY = 'bg-slate-100 text-slate-700 ring-slate-500/20';

const COLOURS: Partial<Record<string, string>> = { delivered: GREEN, outForDelivery: BLUE, inProgress: YELLOW };

// The owner labels of docs/product/states.md "Order status": this dashboard is the restaurant's view of its orders.
const LABELS: Record<OrderStatus, string> = {
  placed: 'Placed',
  paid: 'Awaiting Restaurant Confirmation',
  inProgress: 'In Progress',
  outForDelivery: 'Out for Delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export function statusBadgeClass(status: string): string {
  return COLOURS[status] ?? GREY;
}

/** docs/product/states.md "Order status": 'Delivered' is also the fallback label of any other value. */
export function statusLabel(status: string): string {
  return LABELS[status as OrderStatus] ?? LABELS.delivered;
}
