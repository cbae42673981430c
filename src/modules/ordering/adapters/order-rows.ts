import { fromDb, toDb } from '../../../shared/db/timestamps.js';
import type { OrderLineOption } from '../domain/line-options.js';
import type { CancelReason, Cancellation, Order, OrderItem, OrderStatus, Refund, RefundedItem, RefundStatus } from '../domain/order.js';

export interface OrderRow {
  id: string;
  restaurant_id: string;
  user_id: string;
  status: string;
  /** 20261203100010_order-fulfilment.ts: 'delivery' on orders placed before. */
  fulfilment?: string;
  total_amount: number | string;
  delivery_price: number | string;
  delivery_name: string;
  delivery_address_line1: string;
  delivery_city: string;
  delivery_country: string;
  delivery_email: string;
  /** 20261202100100_addresses.ts: null on orders placed before the checkout asked for them. */
  delivery_postcode?: string | null;
  delivery_phone?: string | null;
  /** 20261129090000_order-note.ts; null when none. */
  note?: string | null;
  checkout_session_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  accept_by?: Date | string | null;
  accepted_at?: Date | string | null;
  expected_by?: Date | string | null;
  cancelled_at?: Date | string | null;
  cancelled_by?: string | null;
  cancel_reason?: string | null;
  cancel_note?: string | null;
  refunded_amount?: number | string;
  pause_owed?: boolean | number;
  /** A JSON array of names (20261127223000_order-figures.ts). */
  cuisines?: string;
  /** 20261203100100_scheduling.ts: null for "as soon as possible". */
  scheduled_for?: Date | string | null;
  due_at?: Date | string | null;
  /** 20261203160000_courier-deliveries.ts: null for collections and orders placed before. */
  delivery_code?: string | null;
  discount_amount?: number | string;
  voucher_code?: string | null;
  voucher_kind?: string | null;
}

export interface RefundRow {
  id: string;
  order_id: string;
  amount: number | string;
  reason: string;
  status: string;
  requested_by: string;
  created_at: Date | string;
  updated_at: Date | string;
  /** JSON RefundedItem[]: a refund of items (null for an amount). */
  items?: string | null;
}

export interface ItemRow {
  id: string;
  order_id: string;
  menu_item_id: string;
  name: string;
  price: number | string;
  quantity: number | string;
  /** JSON: [{ id, groupName, name, price }] and ["milk"] (20261129070000_menu-details.ts). */
  options: string;
  allergens: string;
}

export function toOrderRow(order: Order): OrderRow {
  const d = order.deliveryDetails;
  return {
    id: order.id,
    restaurant_id: order.restaurantId,
    user_id: order.userId,
    status: order.status,
    total_amount: order.totalAmount,
    delivery_price: order.deliveryPrice,
    fulfilment: order.fulfilment,
    delivery_name: d.name,
    delivery_address_line1: d.addressLine1,
    delivery_city: d.city,
    delivery_country: d.country,
    delivery_email: d.email,
    delivery_postcode: d.postcode ?? null,
    delivery_phone: d.phone ?? null,
    note: order.note,
    checkout_session_id: order.checkoutSessionId ?? null,
    created_at: toDb(order.createdAt),
    updated_at: toDb(order.updatedAt),
    accept_by: order.acceptBy && toDb(order.acceptBy),
    cuisines: JSON.stringify(order.cuisines),
    scheduled_for: order.scheduledFor ? toDb(order.scheduledFor) : null,
    due_at: order.dueAt ? toDb(order.dueAt) : null,
    delivery_code: order.deliveryCode ?? null,
    discount_amount: order.discount ?? 0,
    voucher_code: order.voucherCode ?? null,
    voucher_kind: order.voucherKind ?? null,
  };
}

/** The lifecycle's columns as a change writes them (undefined: left as it is). */
export function lifecycleColumns(fields: { acceptBy?: Date | null; acceptedAt?: Date; expectedBy?: Date; cancellation?: Cancellation; pauseOwed?: true }): Partial<OrderRow> {
  const row: Partial<OrderRow> = {};
  if (fields.pauseOwed) row.pause_owed = true;
  if (fields.acceptBy !== undefined) row.accept_by = fields.acceptBy && toDb(fields.acceptBy);
  if (fields.acceptedAt) row.accepted_at = toDb(fields.acceptedAt);
  if (fields.expectedBy) row.expected_by = toDb(fields.expectedBy);
  const c = fields.cancellation;
  if (c) Object.assign(row, { cancelled_at: toDb(c.at), cancelled_by: c.by, cancel_reason: c.reason, cancel_note: c.note ?? null });
  return row;
}

/** pg returns bigint sums and some integers as strings; SQLite returns numbers. */
export function fromOrderRow(row: OrderRow, items: OrderItem[], refunds: Refund[] = []): Order {
  return {
    id: row.id,
    userId: row.user_id,
    restaurantId: row.restaurant_id,
    status: row.status as OrderStatus,
    fulfilment: row.fulfilment === 'collection' ? 'collection' : 'delivery',
    items,
    deliveryDetails: {
      name: row.delivery_name,
      addressLine1: row.delivery_address_line1,
      city: row.delivery_city,
      country: row.delivery_country,
      email: row.delivery_email,
      ...(row.delivery_postcode ? { postcode: row.delivery_postcode } : {}),
      ...(row.delivery_phone ? { phone: row.delivery_phone } : {}),
    },
    note: row.note ?? null,
    totalAmount: Number(row.total_amount),
    deliveryPrice: Number(row.delivery_price),
    cuisines: row.cuisines ? (JSON.parse(row.cuisines) as string[]) : [],
    checkoutSessionId: row.checkout_session_id ?? undefined,
    createdAt: fromDb(row.created_at),
    updatedAt: fromDb(row.updated_at),
    acceptBy: maybeDate(row.accept_by),
    acceptedAt: maybeDate(row.accepted_at),
    expectedBy: maybeDate(row.expected_by),
    scheduledFor: maybeDate(row.scheduled_for),
    dueAt: maybeDate(row.due_at),
    deliveryCode: row.delivery_code ?? null,
    discount: Number(row.discount_amount ?? 0),
    voucherCode: row.voucher_code ?? null,
    voucherKind: (row.voucher_kind ?? null) as Order['voucherKind'],
    cancellation: row.cancelled_at ? cancellationOf(row) : null,
    refunds,
    refundedAmount: Number(row.refunded_amount ?? 0),
  };
}

function cancellationOf(row: OrderRow): Cancellation {
  const cancellation: Cancellation = { by: row.cancelled_by as Cancellation['by'], reason: row.cancel_reason as CancelReason, at: fromDb(row.cancelled_at!) };
  if (row.cancel_note) cancellation.note = row.cancel_note;
  return cancellation;
}

export function maybeDate(value: Date | string | null | undefined): Date | null {
  return value ? fromDb(value) : null;
}

export function fromRefundRow(row: RefundRow): Refund {
  return {
    id: row.id,
    amount: Number(row.amount),
    reason: row.reason,
    status: row.status as RefundStatus,
    createdAt: fromDb(row.created_at),
    ...(row.items ? { items: JSON.parse(row.items) as RefundedItem[] } : {}),
  };
}

export function fromItemRow(row: ItemRow): OrderItem {
  return {
    menuItemId: row.menu_item_id,
    name: row.name,
    price: Number(row.price), quantity: Number(row.quantity),
    options: JSON.parse(row.options) as OrderLineOption[],
    allergens: JSON.parse(row.allergens) as string[],
  };
}
