import { CART_KEY_PREFIX } from '../../../shared/auth/clear-cart-storage';
import { chosenOptions, itemPrice, lineKey, type CartOption, type OptionGroup } from '../../../shared/catalogue/line-options';

/**
 * A cart line of docs/product/entities.md "Cart (client side)", kept per restaurant in session storage; price in pence,
 * per item, options included (docs/product/decisions.md "Menus"). `options` is absent on a line without any, as on
 * carts stored before menus had options, which read back unchanged.
 */
export interface CartItem {
  _id: string;
  name: string;
  price: number;
  quantity: number;
  options?: CartOption[];
}

export interface MenuItem {
  _id: string;
  name: string;
  price: number;
  optionGroups?: OptionGroup[];
}

/** The key of a line in the cart: its dish and the set of its options. */
export function cartLineKey(line: Pick<CartItem, '_id' | 'options'>): string {
  return lineKey(line._id, (line.options ?? []).map((option) => option._id));
}

/** A line of `item` with these options, priced, or undefined when the choice cannot be ordered. */
function newLine(item: MenuItem, optionIds: readonly string[], quantity: number): CartItem | undefined {
  const options = chosenOptions(item.optionGroups ?? [], optionIds);
  if (!options) return undefined;
  const line: CartItem = { _id: item._id, name: item.name, price: itemPrice(item.price, options), quantity };
  return options.length > 0 ? { ...line, options } : line;
}

/** docs/product/constants.md "Money and carts": a line never goes below one. */
export const MIN_QUANTITY = 1;
/** docs/product/decisions.md "Money and totals": checkout accepts whole quantities 1..99. */
export const MAX_QUANTITY = 99;

export function cartStorageKey(restaurantId: string): string {
  return `${CART_KEY_PREFIX}${restaurantId}`;
}

/**
 * docs/product/states.md "Cart": clicking a menu item adds it with quantity 1, or adds one to its line. With
 * options, the same set adds one to its line and another set is another line; a choice that cannot be
 * ordered (docs/product/decisions.md "Menus") leaves the cart as it is.
 */
export function addToCart(cart: readonly CartItem[], item: MenuItem, optionIds: readonly string[] = []): CartItem[] {
  const line = newLine(item, optionIds, MIN_QUANTITY);
  if (!line) return [...cart];
  const key = cartLineKey(line);
  if (!cart.some((entry) => cartLineKey(entry) === key)) return [...cart, line];
  return changeQuantity(cart, key, 1);
}

/** +1 / -1 on the line with this key (cartLineKey), kept within MIN_QUANTITY..MAX_QUANTITY. */
export function changeQuantity(cart: readonly CartItem[], key: string, delta: number): CartItem[] {
  return cart.map((line) =>
    cartLineKey(line) === key ? { ...line, quantity: Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, line.quantity + delta)) } : line,
  );
}

export function removeFromCart(cart: readonly CartItem[], key: string): CartItem[] {
  return cart.filter((line) => cartLineKey(line) !== key);
}

/** How many of a dish the cart holds, over all its lines. */
export function quantityOfItem(cart: readonly CartItem[], itemId: string): number {
  return cart.reduce((sum, line) => (line._id === itemId ? sum + line.quantity : sum), 0);
}


const isCartOption = (value: unknown): value is CartOption => {
  const option = value as CartOption;
  return typeof option === 'object' && option !== null && typeof option._id === 'string' && typeof option.name === 'string' &&
    typeof option.groupName === 'string' && Number.isInteger(option.price) && option.price >= 0;
};

const isCartItem = (value: unknown): value is CartItem => {
  const line = value as CartItem;
  return (
    typeof line === 'object' && line !== null &&
    typeof line._id === 'string' && typeof line.name === 'string' &&
    Number.isInteger(line.price) && line.price >= 0 &&
    Number.isInteger(line.quantity) && line.quantity >= MIN_QUANTITY && line.quantity <= MAX_QUANTITY &&
    (line.options === undefined || (Array.isArray(line.options) && line.options.every(isCartOption)))
  );
};

/** A stored cart; anything unreadable or tampered with counts as an empty cart. */
export function parseStoredCart(stored: string | null): CartItem[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) && value.every(isCartItem) ? value : [];
  } catch {
    return [];
  }
}

/**
 * The stored lines that are still on the menu, at today's name and price: a cart saved
 * before the owner edited the menu never charges a removed item or an old price. Options
 * are read again from the dish; a line whose choice no longer fits its groups (an option
 * gone, a size now required, as on a cart stored before the dish had options) is dropped
 * rather than refused at checkout, and lines that come to hold the same choice merge.
 */
export function reconcileWithMenu(cart: readonly CartItem[], menu: readonly MenuItem[]): CartItem[] {
  const byId = new Map(menu.map((item) => [item._id, item]));
  const lines = new Map<string, CartItem>();
  for (const stored of cart) {
    const item = byId.get(stored._id);
    const line = item && newLine(item, (stored.options ?? []).map((option) => option._id), stored.quantity);
    if (!line) continue;
    const key = cartLineKey(line);
    const same = lines.get(key);
    lines.set(key, same ? { ...same, quantity: Math.min(MAX_QUANTITY, same.quantity + line.quantity) } : line);
  }
  return [...lines.values()];
}

/** One line of a placed order, as the order list returns it. */
export interface OrderedLine {
  menuItemId: string;
  name: string;
  price: number;
  quantity: number;
  options?: readonly Pick<CartOption, '_id' | 'groupName' | 'name' | 'price'>[];
}

/**
 * The cart of an order whose payment was cancelled: its lines that are still on the menu,
 * at today's name and price, quantities kept within the cart's limits.
 */
export function cartFromOrder(lines: readonly OrderedLine[], menu: readonly MenuItem[]): CartItem[] {
  const cart = lines.map((line) => ({
    _id: line.menuItemId,
    name: line.name,
    price: line.price,
    quantity: Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(line.quantity))),
    options: line.options?.map((option) => ({ ...option })),
  }));
  return reconcileWithMenu(cart, menu);
}
