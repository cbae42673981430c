import type { ErrorDetail } from '../../../shared/errors.js';
import type { Fulfilment } from '../../../shared/places/fulfilment.js';
import type { Postcode } from '../../../shared/places/postcode.js';
import { lineKey, lineOptions, optionOwners, optionProblems, type Dish } from './line-options.js';
import { discountOf, type DiscountTerms } from './discount.js';
import type { OrderItem } from './order.js';

/**
 * The one pricing function (docs/product/decisions.md "One price"): checkout, the quote call
 * that the basket shows, the receipt and the e-mails all take their figures from it.
 */

/** A basket's lines as the contract has validated them (a quantity is a whole number 1..99, as text). */
export type BasketLines = ReadonlyArray<{ menuItemId: string; quantity: string; options?: readonly string[] }>;

/**
 * What delivering to the customer's postcode costs, as catalogue's delivery areas decide it
 * (docs/product/decisions.md "Delivery areas"); ordering declares only what pricing reads.
 */
export type DeliveryTerms =
  | { kind: 'anywhere'; deliveryPrice: number }
  | { kind: 'area'; area: { name: string; deliveryPrice: number; minimumOrder: number; freeDeliveryOver: number | null } }
  | { kind: 'outside' }
  | { kind: 'unplaced' };

export interface DeliveryQuote {
  status: 'anywhere' | 'area' | 'outside' | 'needsPostcode';
  /** Normalised; null when none was given. */
  postcode: string | null;
  /** The delivering area's name; null unless `status` is `area`. */
  area: string | null;
  minimumOrder: number;
  shortBy: number;
  freeDeliveryOver: number | null;
}

export interface Quote {
  fulfilment: Fulfilment;
  items: OrderItem[];
  subtotal: number;
  deliveryFee: number;
  /** Pence off; 0 without a code. */
  discount: number;
  /** The code the discount is for, as the owner wrote it; null without one. */
  voucherCode: string | null;
  voucherKind: DiscountTerms['kind'] | null;
  /** subtotal + deliveryFee - discount, never below zero. */
  total: number;
  delivery: DeliveryQuote;
  /** Delivered to and not short of the minimum, or collected: what checkout takes. */
  orderable: boolean;
}

/** Problems of a basket against today's menu, naming each line: empty, unknown dishes, repeated lines, options. */
export function basketProblems(lines: BasketLines, dishes: ReadonlyMap<string, Dish>): ErrorDetail[] {
  if (lines.length === 0) return [{ path: 'cartItems', message: 'the cart is empty' }];
  const seen = new Set<string>();
  const owners = optionOwners(dishes.values());
  return lines.flatMap(({ menuItemId, options = [] }, i): ErrorDetail[] => {
    const dish = dishes.get(menuItemId);
    // The same dish with other options is another line; with the same ones it is the same line.
    const key = lineKey(menuItemId, options);
    const problems: ErrorDetail[] = !dish
      ? [{ path: `cartItems[${i}].menuItemId`, message: 'menu item not found on this restaurant' }]
      : seen.has(key)
        ? [{ path: `cartItems[${i}].menuItemId`, message: 'menu item appears more than once' }]
        : optionProblems(`cartItems[${i}]`, options, dish, owners);
    seen.add(key);
    return problems;
  });
}

/** Collection's terms (docs/product/decisions.md "Collection"): no fee, no area, no minimum. */
const COLLECTED: DeliveryTerms = { kind: 'anywhere', deliveryPrice: 0 };

/**
 * The terms a basket is priced on: a collection's own (no fee, no area, no minimum), without
 * asking for delivery's; delivery's from `deliveryTerms` (the area lookup) otherwise
 * (docs/product/decisions.md "Collection").
 */
export function termsFor(fulfilment: Fulfilment, deliveryTerms: () => DeliveryTerms): DeliveryTerms {
  return fulfilment === 'collection' ? COLLECTED : deliveryTerms();
}

/**
 * Prices a basket that basketProblems found nothing wrong with: every line from the menu with
 * its options (the client's names and prices never count), then delivery from the terms: the
 * area's fee, nothing at or over its free-delivery threshold, and nothing while the basket
 * cannot be delivered (outside every area, or no postcode yet). A collection is priced on
 * collection's terms whatever the delivery terms, and without a postcode.
 */
export function priceBasket(lines: BasketLines, dishes: ReadonlyMap<string, Dish>, deliveryTerms: DeliveryTerms, postcode?: Postcode, fulfilment: Fulfilment = 'delivery', discountTerms?: DiscountTerms): Quote {
  const terms = termsFor(fulfilment, () => deliveryTerms);
  const items = lines.map(({ menuItemId, quantity, options: chosen = [] }): OrderItem => {
    const dish = dishes.get(menuItemId)!;
    const options = lineOptions(chosen, dish);
    const price = options.reduce((sum, option) => sum + option.price, dish.price);
    return { menuItemId, name: dish.name, price, quantity: Number(quantity), options, allergens: [...dish.allergens] };
  });
  const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const delivery = deliveryQuote(terms, subtotal, fulfilment === 'collection' ? null : (postcode?.text ?? null));
  const deliveryFee = deliveryFeeOf(terms, subtotal);
  const discount = discountTerms ? discountOf(discountTerms, subtotal, deliveryFee) : 0;
  return {
    fulfilment,
    items,
    subtotal,
    deliveryFee,
    discount,
    voucherCode: discountTerms?.code ?? null,
    voucherKind: discountTerms?.kind ?? null,
    total: subtotal + deliveryFee - discount,
    delivery,
    orderable: (delivery.status === 'anywhere' || delivery.status === 'area') && delivery.shortBy === 0,
  };
}

function deliveryFeeOf(terms: DeliveryTerms, subtotal: number): number {
  if (terms.kind === 'anywhere') return terms.deliveryPrice;
  if (terms.kind !== 'area') return 0;
  const { deliveryPrice, freeDeliveryOver } = terms.area;
  return freeDeliveryOver !== null && subtotal >= freeDeliveryOver ? 0 : deliveryPrice;
}

function deliveryQuote(terms: DeliveryTerms, subtotal: number, postcode: string | null): DeliveryQuote {
  const none = { postcode, area: null, minimumOrder: 0, shortBy: 0, freeDeliveryOver: null };
  switch (terms.kind) {
    case 'anywhere':
      return { status: 'anywhere', ...none };
    case 'outside':
      return { status: 'outside', ...none };
    case 'unplaced':
      return { status: 'needsPostcode', ...none };
    case 'area': {
      const { name, minimumOrder, freeDeliveryOver } = terms.area;
      return { status: 'area', postcode, area: name, minimumOrder, shortBy: Math.max(0, minimumOrder - subtotal), freeDeliveryOver };
    }
  }
}
