/** An order as ordering stores it. Money in pence. */
export const ORDER_STATUSES = ['placed', 'paid', 'inProgress', 'outForDelivery', 'delivered'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderItem {
  menuItemId: string;
  /** Name and price as they were at checkout. */
  name: string;
  price: number;
  quantity: number;
}

export interface DeliveryDetails {
  name: string;
  addressLine1: string;
  city: string;
  country: string;
  email: string;
}

export interface Order {
  id: string;
  userId: string;
  restaurantId: string;
  status: OrderStatus;
  items: OrderItem[];
  deliveryDetails: DeliveryDetails;
  /** Items subtotal. */
  totalAmount: number;
  /** The restaurant's delivery price at checkout. */
  deliveryPrice: number;
  checkoutSessionId?: string;
  createdAt: Date;
  updatedAt: Date;
}

/** What a verified payment event says was paid. */
export interface PaidEvent {
  eventId: string;
  amountTotal: number;
  currency: string;
}

export const ORDER_CURRENCY = 'gbp';

/** docs/product/decisions.md "Money and totals": the charge is the subtotal plus the delivery price. */
export function amountDue(order: Pick<Order, 'totalAmount' | 'deliveryPrice'>): number {
  return order.totalAmount + order.deliveryPrice;
}
