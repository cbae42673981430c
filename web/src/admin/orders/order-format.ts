import { formatPence } from '../../shared/format/money';
import { formatOrderDate, orderTotals } from '../../shared/orders/order-details';

export { orderNumber } from '../../shared/orders/order-details';

/** '05.01.2024, 18:45', local time, from the API's ISO date. */
export const formatCreatedAt = (iso: string) => formatOrderDate(new Date(iso));

/** '£30.50': the charged total (docs/product/decisions.md "Money and totals"), the items subtotal plus the delivery price. */
export const formatOrderTotal = (order: { totalAmount: number; deliveryPrice: number; discount?: number }) => formatPence(orderTotals(order).total);
