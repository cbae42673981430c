import { fromDb, toDb } from '../../../shared/db/timestamps.js';
import type { Order, OrderItem, OrderStatus } from '../domain/order.js';

export interface OrderRow {
  id: string;
  restaurant_id: string;
  user_id: string;
  status: string;
  total_amount: number | string;
  delivery_price: number | string;
  delivery_name: string;
  delivery_address_line1: string;
  delivery_city: string;
  delivery_country: string;
  delivery_email: string;
  checkout_session_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface ItemRow {
  id: string;
  order_id: string;
  menu_item_id: string;
  name: string;
  price: number | string;
  quantity: number | string;
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
    delivery_name: d.name,
    delivery_address_line1: d.addressLine1,
    delivery_city: d.city,
    delivery_country: d.country,
    delivery_email: d.email,
    checkout_session_id: order.checkoutSessionId ?? null,
    created_at: toDb(order.createdAt),
    updated_at: toDb(order.updatedAt),
  };
}

/** pg returns bigint sums and some integers as strings; SQLite returns numbers. */
export function fromOrderRow(row: OrderRow, items: OrderItem[]): Order {
  return {
    id: row.id,
    userId: row.user_id,
    restaurantId: row.restaurant_id,
    status: row.status as OrderStatus,
    items,
    deliveryDetails: {
      name: row.delivery_name,
      addressLine1: row.delivery_address_line1,
      city: row.delivery_city,
      country: row.delivery_country,
      email: row.delivery_email,
    },
    totalAmount: Number(row.total_amount),
    deliveryPrice: Number(row.delivery_price),
    checkoutSessionId: row.checkout_session_id ?? undefined,
    createdAt: fromDb(row.created_at),
    updatedAt: fromDb(row.updated_at),
  };
}

export function fromItemRow(row: ItemRow): OrderItem {
  return { menuItemId: row.menu_item_id, name: row.name, price: Number(row.price), quantity: Number(row.quantity) };
}
