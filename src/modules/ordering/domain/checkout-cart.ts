import { detailsText, ValidationError, type ErrorDetail } from '../../../shared/errors.js';
import { lineKey, lineOptions, optionOwners, optionProblems, type Dish } from './line-options.js';
import { checkDeliveryDetails, type DeliveryInput } from './delivery-details.js';
import type { DeliveryDetails, OrderItem } from './order.js';

/**
 * The checkout call as the contract has validated it: shapes and bounds (a quantity is a whole
 * number from 1 to 99, no text holds a control character: openapi.yaml, src/http/text-guard.ts),
 * not meaning.
 */
export interface CheckoutInput {
  restaurantId: string;
  /** `options`: ids of the options chosen for the line (docs/product/decisions.md "Menus"). */
  cartItems: ReadonlyArray<{ menuItemId: string; quantity: string; options?: readonly string[] }>;
  deliveryDetails: DeliveryInput;
  /** The note for the restaurant: the contract has bounded it (300 characters, no control characters). */
  note?: string;
}

/** What the cart needs of the restaurant: today's prices and options (catalogue's public API). */
export interface MenuPrices {
  deliveryPrice: number;
  items: ReadonlyMap<string, Dish>;
}

export interface PricedCart {
  items: OrderItem[];
  deliveryDetails: DeliveryDetails;
  note: string | null;
  totalAmount: number;
  deliveryPrice: number;
}

function fail(details: ErrorDetail[]): never {
  throw new ValidationError(detailsText(details), details);
}

/**
 * Prices every line from the menu, its options included (the client's names and prices never
 * count), and checks the delivery details. `menu` is undefined for an unknown restaurant.
 */
export function priceCart(input: CheckoutInput, menu: MenuPrices | undefined): PricedCart {
  if (!menu) fail([{ path: 'restaurantId', message: 'restaurant not found' }]);
  const delivery = checkDeliveryDetails(input.deliveryDetails);
  const details = [...cartProblems(input, menu), ...delivery.problems];
  if (details.length > 0) fail(details);
  const items = input.cartItems.map(({ menuItemId, quantity, options: chosen = [] }): OrderItem => {
    const dish = menu.items.get(menuItemId)!;
    const options = lineOptions(chosen, dish);
    const price = options.reduce((sum, option) => sum + option.price, dish.price);
    return { menuItemId, name: dish.name, price, quantity: Number(quantity), options, allergens: [...dish.allergens] };
  });
  return {
    items,
    deliveryDetails: delivery.details,
    note: noteOf(input.note),
    totalAmount: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
    deliveryPrice: menu.deliveryPrice,
  };
}

function cartProblems(input: CheckoutInput, menu: MenuPrices): ErrorDetail[] {
  if (input.cartItems.length === 0) return [{ path: 'cartItems', message: 'the cart is empty' }];
  const seen = new Set<string>();
  const owners = optionOwners(menu.items.values());
  return input.cartItems.flatMap(({ menuItemId, options = [] }, i): ErrorDetail[] => {
    const problems: ErrorDetail[] = [];
    const dish = menu.items.get(menuItemId);
    // The same dish with other options is another line; with the same ones it is the same line.
    const key = lineKey(menuItemId, options);
    if (!dish) {
      problems.push({ path: `cartItems[${i}].menuItemId`, message: 'menu item not found on this restaurant' });
    } else if (seen.has(key)) {
      problems.push({ path: `cartItems[${i}].menuItemId`, message: 'menu item appears more than once' });
    } else {
      problems.push(...optionProblems(`cartItems[${i}]`, options, dish, owners));
    }
    seen.add(key);
    return problems;
  });
}

/** docs/product/decisions.md "After the order": trimmed, and a blank note is none. */
function noteOf(note: string | undefined): string | null {
  const text = note?.trim() ?? '';
  return text === '' ? null : text;
}
