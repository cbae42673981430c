/** What the grouping needs of an order. */
export interface Dated {
  _id: string;
  createdAt: string;
}

export interface OrderDay<T extends Dated> {
  /** The local calendar day, 'YYYY-MM-DD'. */
  key: string;
  /** Midnight of that day, local time. */
  date: Date;
  orders: T[];
}

export const pad = (n: number) => String(n).padStart(2, '0');

export function localDayKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long' });

/** 'Monday, 05.01.2024', in local time. */
export function formatDayHeading(date: Date): string {
  return `${WEEKDAY.format(date)}, ${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/** '1 order', '2 orders'. */
export const orderCountLabel = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

/** Newest first; equal times by id, newest id first, so the order never flickers between polls. */
const newestFirst = (a: Dated, b: Dated) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0);

/**
 * docs/product/screens.md "My orders": orders by local creation day, days newest first, orders in a day newest first.
 * `firstId` (the order just paid) leads: its day comes first and it heads that day.
 */
export function groupOrdersByDay<T extends Dated>(orders: readonly T[], firstId?: string): OrderDay<T>[] {
  const days = new Map<string, OrderDay<T>>();
  for (const order of [...orders].sort(newestFirst)) {
    const created = new Date(order.createdAt);
    const key = localDayKey(created);
    let day = days.get(key);
    if (!day) {
      day = { key, date: new Date(created.getFullYear(), created.getMonth(), created.getDate()), orders: [] };
      days.set(key, day);
    }
    day.orders.push(order);
  }
  const grouped = [...days.values()];
  const lead = grouped.find((day) => day.orders.some((order) => order._id === firstId));
  if (!lead) return grouped;
  lead.orders = [...lead.orders.filter((order) => order._id === firstId), ...lead.orders.filter((order) => order._id !== firstId)];
  return [lead, ...grouped.filter((day) => day !== lead)];
}
