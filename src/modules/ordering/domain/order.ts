import type { Fulfilment } from '../../../shared/places/fulfilment.js';
import type { OrderLineOption } from './line-options.js';
import type { OrderReview } from './review.js';
import type { Delivery } from './courier-delivery.js';
import type { OrderHelp } from './order-help.js';

/**
 * An order as ordering stores it. Money in pence. The five of docs/product/states.md "Order status" in lifecycle order, then
 * `cancelled` (docs/product/decisions.md "Running a service"), which is final.
 */
export const ORDER_STATUSES = ['placed', 'paid', 'inProgress', 'outForDelivery', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderItem {
  menuItemId: string;
  /** Name and price as they were at checkout; the price is per item, its options included. */
  name: string;
  price: number;
  quantity: number;
  /** The options chosen, as they were at checkout (docs/product/decisions.md "Menus"). */
  options: OrderLineOption[];
  /** The dish's allergen codes at checkout, for the kitchen ticket and the receipt. */
  allergens: string[];
}

export interface DeliveryDetails {
  name: string;
  addressLine1: string;
  city: string;
  country: string;
  email: string;
  /** Normalised (`SW1A 1AA`) and E.164 (docs/product/decisions.md "Addresses"); absent on orders placed before the checkout asked for them. */
  postcode?: string;
  phone?: string;
}

export interface Order {
  id: string;
  userId: string;
  restaurantId: string;
  status: OrderStatus;
  /** Delivered or collected (docs/product/decisions.md "Collection"); a collection order's address fields are empty. */
  fulfilment: Fulfilment;
  items: OrderItem[];
  deliveryDetails: DeliveryDetails;
  /** The customer's note for the restaurant, trimmed; null when none (docs/product/decisions.md "After the order"). */
  note: string | null;
  /** Items subtotal. */
  totalAmount: number;
  /** The restaurant's delivery price at checkout. */
  deliveryPrice: number;
  /** Pence off for a voucher code (docs/product/decisions.md "Vouchers"); 0 or absent without one. */
  discount?: number;
  /** The code the discount is for, as the owner wrote it; null or absent without one. */
  voucherCode?: string | null;
  /** Its kind: a free-delivery discount is the delivery fee's, the others the items'. */
  voucherKind?: 'percent' | 'amount' | 'freeDelivery' | null;
  /**
   * The restaurant's cuisines at checkout, in name order: what insights' cuisine shares count
   * (docs/product/decisions.md "Running a service", Figures), whatever the restaurant lists later.
   */
  cuisines: string[];
  checkoutSessionId?: string;
  createdAt: Date;
  updatedAt: Date;
  /** While paid and waiting for the restaurant: when it is missed unless accepted. */
  acceptBy: Date | null;
  acceptedAt: Date | null;
  /** Acceptance plus the estimate (for an order for later: its slot), plus delays. */
  expectedBy: Date | null;
  /** An order for later: its slot's start; null or absent for "as soon as possible" (docs/product/decisions.md "Orders for later"). */
  scheduledFor?: Date | null;
  /** An order for later: the slot less the preparation time, when the kitchen is to start it. */
  dueAt?: Date | null;
  cancellation: Cancellation | null;
  /** Oldest first. */
  refunds: Refund[];
  /** Sum of the refunds that have not failed: what can no longer be refunded. */
  refundedAmount: number;
  /** When it was delivered; null or absent before (read with the order's lists). */
  deliveredAt?: Date | null;
  /** The customer's review, once rated (docs/product/decisions.md "After the order"). */
  review?: OrderReview | null;
  /** A delivery order's 4-digit proof of delivery (docs/product/team-and-roles.md "Couriers"); null for collections and older orders. */
  deliveryCode?: string | null;
  /** Its courier and steps, once the desk or a courier touched it (read with the order's lists). */
  courierDelivery?: Delivery | null;
  /** The customer's report of a problem, once made (docs/product/decisions.md "Order help"). */
  help?: OrderHelp | null;
}

/** The service loop's fields of an order just placed: nothing accepted, cancelled or refunded. */
export function notStarted(): Pick<Order, 'acceptBy' | 'acceptedAt' | 'expectedBy' | 'cancellation' | 'refunds' | 'refundedAmount'> {
  return { acceptBy: null, acceptedAt: null, expectedBy: null, cancellation: null, refunds: [], refundedAmount: 0 };
}

export const CANCELLED_BY = ['customer', 'restaurant', 'system'] as const;
export const DECLINE_REASONS = ['tooBusy', 'itemUnavailable', 'closing', 'other'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
export type SystemCancelReason = 'notAccepted' | 'paymentNotCompleted' | 'replacedByNewCheckout';
export type CancelReason = DeclineReason | 'customerRequest' | SystemCancelReason;

export interface Cancellation {
  by: (typeof CANCELLED_BY)[number];
  reason: CancelReason;
  note?: string;
  at: Date;
}

export type RefundStatus = 'pending' | 'succeeded' | 'failed';

/** An item given back in a refund, by name as ordered: what the kitchen ticket and the receipt print. */
export interface RefundedItem {
  menuItemId: string;
  name: string;
  quantity: number;
}

export interface Refund {
  id: string;
  amount: number;
  reason: string;
  status: RefundStatus;
  createdAt: Date;
  /** A refund of items of the order: which (absent for an amount). */
  items?: RefundedItem[];
}

/** What a verified payment event says was paid. */
export interface PaidEvent {
  eventId: string;
  amountTotal: number;
  currency: string;
}

export const ORDER_CURRENCY = 'gbp';

/** docs/product/decisions.md "Money and totals": the charge is the subtotal plus the delivery price, less a voucher's discount. */
export function amountDue(order: Pick<Order, 'totalAmount' | 'deliveryPrice' | 'discount'>): number {
  return order.totalAmount + order.deliveryPrice - (order.discount ?? 0);
}
