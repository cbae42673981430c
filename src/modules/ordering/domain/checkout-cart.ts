import { detailsText, ValidationError, type ErrorDetail } from '../../../shared/errors.js';
import type { Fulfilment } from '../../../shared/places/fulfilment.js';
import { parsePostcode, type Postcode } from '../../../shared/places/postcode.js';
import { checkDeliveryDetails, type DeliveryInput } from './delivery-details.js';
import type { Dish } from './line-options.js';
import type { DiscountTerms } from './discount.js';
import type { DeliveryDetails, OrderItem } from './order.js';
import { basketProblems, priceBasket, termsFor, type BasketLines, type DeliveryQuote, type DeliveryTerms } from './pricing.js';

/**
 * The checkout call as the contract has validated it: shapes and bounds (a quantity is a whole
 * number from 1 to 99, no text holds a control character: openapi.yaml, src/http/text-guard.ts),
 * not meaning.
 */
export interface CheckoutInput {
  restaurantId: string;
  /** `options`: ids of the options chosen for the line (docs/product/decisions.md "Menus"). */
  cartItems: BasketLines;
  /** Absent: delivery (docs/product/decisions.md "Collection"). */
  fulfilment?: Fulfilment;
  deliveryDetails: DeliveryInput;
  /** The note for the restaurant: the contract has bounded it (300 characters, no control characters). */
  note?: string;
  /** An order for later: the slot's start, ISO (docs/product/decisions.md "Orders for later"); absent: as soon as possible. */
  slot?: string;
  /** A voucher code as the customer typed it (docs/product/decisions.md "Vouchers"). */
  voucherCode?: string;
}

/** What the cart needs of the restaurant: today's prices and options (catalogue's public API). */
export interface MenuPrices {
  items: ReadonlyMap<string, Dish>;
}

export interface PricedCart {
  fulfilment: Fulfilment;
  items: OrderItem[];
  deliveryDetails: DeliveryDetails;
  note: string | null;
  totalAmount: number;
  deliveryPrice: number;
  discount: number;
  voucherCode: string | null;
  voucherKind: DiscountTerms['kind'] | null;
  /** Whether and on what terms the basket is delivered (docs/product/decisions.md "Delivery areas"). */
  delivery: DeliveryQuote;
}

function fail(details: ErrorDetail[]): never {
  throw new ValidationError(detailsText(details), details);
}

/**
 * Prices the basket with the one pricing function (./pricing.ts) and checks the delivery
 * details; every problem is named at once. `menu` is undefined for an unknown restaurant;
 * `termsAt` gives delivery's terms to the details' postcode once it is known to be one; a
 * collection never asks it. `discount`: the terms of a code the promotions module applied.
 */
export function priceCart(input: CheckoutInput, menu: MenuPrices | undefined, termsAt: (postcode: Postcode | undefined) => DeliveryTerms, discount?: DiscountTerms): PricedCart {
  if (!menu) fail([{ path: 'restaurantId', message: 'restaurant not found' }]);
  const fulfilment = input.fulfilment ?? 'delivery';
  const delivery = checkDeliveryDetails(input.deliveryDetails, fulfilment);
  const details = [...basketProblems(input.cartItems, menu.items), ...delivery.problems];
  if (details.length > 0) fail(details);
  const postcode = parsePostcode(delivery.details.postcode ?? '');
  const quote = priceBasket(input.cartItems, menu.items, termsFor(fulfilment, () => termsAt(postcode)), postcode, fulfilment, discount);
  return {
    fulfilment,
    items: quote.items,
    deliveryDetails: delivery.details,
    note: noteOf(input.note),
    totalAmount: quote.subtotal,
    deliveryPrice: quote.deliveryFee,
    discount: quote.discount,
    voucherCode: quote.voucherCode,
    voucherKind: quote.voucherKind,
    delivery: quote.delivery,
  };
}

/** docs/product/decisions.md "After the order": trimmed, and a blank note is none. */
function noteOf(note: string | undefined): string | null {
  const text = note?.trim() ?? '';
  return text === '' ? null : text;
}
