import { dottedDate, pad } from './order-format';

/** What the grouping needs of an order. */
export interface Dated {
  id: string;
  createdAt: string;
}

export interface OrderDay<T extends Dated> {
  /** The local calendar day, 'YYYY-MM-DD'. */
  key: string;
  /** 'Monday, 05.01.2024'. */
  heading: string;
  orders: T[];
}


const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long' });

const localDayKey = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** 'Monday, 05.01.2024', in local time. */
export const formatDayHeading = (date: Date) => `${WEEKDAY.format(date)}, ${dottedDate(date)}`;

/** '1 order', '2 orders'. */
export const orderCountLabel = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

/** Newest first; equal times by id, so cards never swap places between polls. */
const newestFirst = (a: Dated, b: Dated) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** Spec §2: orders by local creation day, days newest first, orders in a day newest first. */
export function groupOrdersByDay<T extends Dated>(orders: readonly T[]): OrderDay<T>[] {
  const days = new Map<string, OrderDay<T>>();
  for (const order of [...orders].sort(newestFirst)) {
    const created = new Date(order.createdAt);
    const key = localDayKey(created);
    const day = days.get(key) ?? { key, heading: formatDayHeading(created), orders: [] };
    day.orders.push(order);
    days.set(key, day);
  }
  return [...days.values()];
}
