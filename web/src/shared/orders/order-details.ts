import { localDayKey, pad } from './order-days';

/** docs/product/screens.md "My orders": the last 6 characters of the id, uppercase: 'E0E1F2'. */
export const orderNumber = (orderId: string) => orderId.slice(-6).toUpperCase();

/** docs/product/screens.md "My orders": creation time plus the restaurant's estimated delivery minutes. */
export function expectedBy(createdAt: string, estimatedMinutes: number): Date {
  return new Date(Date.parse(createdAt) + estimatedMinutes * 60_000);
}

/**
 * docs/product/decisions.md "Money and totals" and "Vouchers": Subtotal = totalAmount, Delivery Fee =
 * deliveryPrice, a voucher's Discount, Total = what was charged; pence.
 */
export function orderTotals(order: { totalAmount: number; deliveryPrice: number; discount?: number; voucherCode?: string | null }) {
  const discount = order.discount ?? 0;
  return { subtotal: order.totalAmount, deliveryFee: order.deliveryPrice, discount, voucherCode: order.voucherCode ?? null, total: order.totalAmount + order.deliveryPrice - discount };
}

/** 'Discount (SAVE10)': the receipt's and the order views' line for a voucher. */
export const discountLabel = (voucherCode: string | null) => (voucherCode ? `Discount (${voucherCode})` : 'Discount');

const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false });

/** '18:45', local time. */
export const formatTime = (date: Date) => TIME.format(date);

/** '06.01.2025, 18:45', local time. */
export const formatOrderDate = (date: Date) =>
  `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}, ${formatTime(date)}`;

/** The expected time; with its date too when that is not the day of ordering (late orders). */
export const formatExpectedBy = (orderedAt: Date, expected: Date) =>
  localDayKey(orderedAt) === localDayKey(expected) ? formatTime(expected) : formatOrderDate(expected);

/**
 * 'Manchester M3 2BY': the postcode follows the town, as a UK address writes it; orders placed
 * before the checkout asked for a postcode have none (docs/product/decisions.md "Addresses").
 */
export const townAndPostcode = (details: { city: string; postcode?: string }) => (details.postcode ? `${details.city} ${details.postcode}` : details.city);
