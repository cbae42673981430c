import type { components } from '../../../generated/api.js';
import type { Delivery } from '../domain/courier-delivery.js';
import type { OrderLineOption } from '../domain/line-options.js';
import { reviewBy } from '../domain/review.js';
import { helpBy, type OrderHelp } from '../domain/order-help.js';
import type { OrderWithRestaurant } from '../ordering-service.js';
import { toReviewResponse } from '../../../http/review-response.js';

export type OrderResponse = components['schemas']['Order'];
type LineOptionResponse = components['schemas']['OrderLineOption'];

/** An order line's option as the contract names it. */
export const toLineOptionResponse = (option: OrderLineOption): LineOptionResponse => ({ _id: option.id, groupName: option.groupName, name: option.name, price: option.price });

/** The contract's Order: `_id`s, ISO dates, the restaurant populated (docs/product/entities.md "Order"). */
export function toOrderResponse({ order, restaurant }: OrderWithRestaurant): OrderResponse {
  return {
    _id: order.id,
    status: order.status,
    fulfilment: order.fulfilment,
    createdAt: order.createdAt.toISOString(),
    totalAmount: order.totalAmount,
    deliveryPrice: order.deliveryPrice,
    discount: order.discount ?? 0,
    voucherCode: order.voucherCode ?? null,
    voucherKind: order.voucherKind ?? null,
    cartItems: order.items.map((item) => ({
      menuItemId: item.menuItemId,
      name: item.name,
      price: item.price,
      quantity: item.quantity,
      options: item.options.map(toLineOptionResponse),
      allergens: item.allergens as OrderResponse['cartItems'][number]['allergens'],
    })),
    deliveryDetails: { ...order.deliveryDetails },
    note: order.note,
    restaurant: {
      _id: restaurant.id,
      restaurantName: restaurant.restaurantName,
      addressLine1: restaurant.addressLine1,
      postcode: restaurant.postcode,
      city: restaurant.city,
      country: restaurant.country,
      estimatedDeliveryTime: restaurant.estimatedDeliveryTime,
      collectionMinutes: restaurant.collectionMinutes,
      deliveryPrice: restaurant.deliveryPrice,
      imageUrl: restaurant.imageUrl,
    },
    acceptBy: order.status === 'paid' ? iso(order.acceptBy) : null,
    acceptedAt: iso(order.acceptedAt),
    expectedBy: iso(order.expectedBy),
    // docs/product/decisions.md "Orders for later": only an order for later has them.
    ...(order.scheduledFor ? { scheduledFor: order.scheduledFor.toISOString(), dueAt: iso(order.dueAt ?? null)! } : {}),
    cancellation: order.cancellation && { ...order.cancellation, at: order.cancellation.at.toISOString() },
    refunds: order.refunds.map((refund) => ({ ...refund, createdAt: refund.createdAt.toISOString() })),
    // docs/product/decisions.md "After the order": what the order page needs to offer or show the rating.
    reviewBy: order.status === 'delivered' ? iso(reviewBy(order.deliveredAt)) : null,
    ...(order.review ? { review: toReviewResponse(order.review) } : {}),
    // docs/product/team-and-roles.md "Couriers": the customer's code and the courier's steps.
    ...(order.deliveryCode ? { deliveryCode: order.deliveryCode } : {}),
    ...(order.courierDelivery ? { delivery: toDeliveryResponse(order.courierDelivery) } : {}),
    // docs/product/decisions.md "Order help": what the order page needs to offer or show a report.
    ...(order.status === 'delivered' && order.deliveredAt ? { helpBy: iso(helpBy(order.deliveredAt))! } : {}),
    ...(order.help ? { help: toHelpResponse(order.help) } : {}),
  };
}

function toHelpResponse(h: OrderHelp): NonNullable<OrderResponse['help']> {
  const { kind, items, note, proposedAmount, status, refundAmount, declineReason } = h;
  return { kind, items, note, photo: h.photoKey !== null, proposedAmount, status, refundAmount, declineReason, createdAt: h.createdAt.toISOString(), decidedAt: iso(h.decidedAt) };
}

function toDeliveryResponse(d: Delivery): NonNullable<OrderResponse['delivery']> {
  return {
    courierId: d.courierId,
    courierName: d.courierName,
    assignedAt: iso(d.assignedAt),
    pickedUpAt: iso(d.pickedUpAt),
    deliveredAt: iso(d.deliveredAt),
    proof: d.proof,
    failedAt: iso(d.failedAt),
    failureReason: d.failureReason,
  };
}

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}
