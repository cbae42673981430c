import { detailsText, ValidationError, type ErrorDetail } from '../../../shared/errors.js';
import type { Postcode } from '../../../shared/places/postcode.js';
import type { Dish } from './line-options.js';
import type { DeliveryDetails, OrderItem } from './order.js';
import { basketProblems, priceBasket, type BasketLines, type DeliveryQuote, type DeliveryTerms } from './pricing.js';

/**
 * The checkout call as the contract has validated it: shapes and bounds (a quantity is a whole
 * number from 1 to 99, no text holds a control character: openapi.yaml, src/http/text-guard.ts),
 * not meaning.
 */
export interface CheckoutInput {
  restaurantId: string;
  /** `options`: ids of the options chosen for the line (docs/product/decisions.md "Menus"). */
  cartItems: BasketLines;
  deliveryDetails: Record<keyof DeliveryDetails, string>;
  /** The note for the restaurant: the contract has bounded it (300 characters, no control characters). */
  note?: string;
}

/** What the cart needs of the restaurant: today's prices and options (catalogue's public API). */
export interface MenuPrices {
  items: ReadonlyMap<string, Dish>;
}

export interface PricedCart {
  items: OrderItem[];
  deliveryDetails: DeliveryDetails;
  note: string | null;
  totalAmount: number;
  deliveryPrice: number;
  /** Whether and on what terms the basket is delivered (docs/product/decisions.md "Delivery areas"). */
  delivery: DeliveryQuote;
}

/** The profile form's messages (docs/product/texts-and-errors.md "Validation messages"), so the dialog and the API say the same. */
const REQUIRED: Array<[keyof DeliveryDetails, string]> = [
  ['name', 'name is required'],
  ['addressLine1', 'Address Line 1 is required'],
  ['city', 'City is required'],
  ['country', 'Country is required'],
  ['email', 'email is required'],
];

function fail(details: ErrorDetail[]): never {
  throw new ValidationError(detailsText(details), details);
}

/**
 * Prices the basket with the one pricing function (./pricing.ts) and checks the delivery
 * details; every problem is named at once. `menu` is undefined for an unknown restaurant;
 * `terms` are delivery's to the details' postcode (`postcode`, when it is one).
 */
export function priceCart(input: CheckoutInput, menu: MenuPrices | undefined, terms: DeliveryTerms, postcode?: Postcode): PricedCart {
  if (!menu) fail([{ path: 'restaurantId', message: 'restaurant not found' }]);
  const details = [...basketProblems(input.cartItems, menu.items), ...deliveryProblems(input.deliveryDetails)];
  if (details.length > 0) fail(details);
  const quote = priceBasket(input.cartItems, menu.items, terms, postcode);
  return {
    items: quote.items,
    deliveryDetails: trimmed(input.deliveryDetails),
    note: noteOf(input.note),
    totalAmount: quote.subtotal,
    deliveryPrice: quote.deliveryFee,
    delivery: quote.delivery,
  };
}

function deliveryProblems(delivery: CheckoutInput['deliveryDetails']): ErrorDetail[] {
  return REQUIRED.flatMap(([field, message]): ErrorDetail[] => {
    const value = typeof delivery[field] === 'string' ? delivery[field] : '';
    return value.trim() === '' ? [{ path: `deliveryDetails.${field}`, message }] : [];
  });
}

/** docs/product/decisions.md "After the order": trimmed, and a blank note is none. */
function noteOf(note: string | undefined): string | null {
  const text = note?.trim() ?? '';
  return text === '' ? null : text;
}

function trimmed(delivery: CheckoutInput['deliveryDetails']): DeliveryDetails {
  return {
    name: delivery.name.trim(),
    addressLine1: delivery.addressLine1.trim(),
    city: delivery.city.trim(),
    country: delivery.country.trim(),
    email: delivery.email.trim(),
  };
}
