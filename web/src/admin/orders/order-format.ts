import { formatPence } from '../../shared/format/money';

export const pad = (n: number) => String(n).padStart(2, '0');

/** '05.01.2024', local time. */
export const dottedDate = (date: Date) => `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;

const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false });

/** '05.01.2024, 18:45', local time. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return `${dottedDate(date)}, ${TIME.format(date)}`;
}

/** Spec §2: the last 6 characters of the id, uppercase: 'E0E1F2'. */
export const orderNumber = (orderId: string) => orderId.slice(-6).toUpperCase();

/** DECISIONS.md: the charged total is the items subtotal plus the delivery price, in pence. */
export const orderTotal = (order: { totalAmount: number; deliveryPrice: number }) => order.totalAmount + order.deliveryPrice;

/** '£30.50'. */
export const formatOrderTotal = (order: { totalAmount: number; deliveryPrice: number }) => formatPence(orderTotal(order));
