import { CART_KEY_PREFIX } from '../../../shared/auth/clear-cart-storage';

/** A cart line of docs/product/entities.md "Cart (client side)", kept per restaurant in session storage; price in pence. */
export interface CartItem {
  _id: string;
  name: string;
  price: number;
  quantity: number;
}

export interface MenuItem {
  _id: string;
  name: string;
  price: number;
}

/** docs/product/constants.md "Money and carts": a line never goes below one. */
export const MIN_QUANTITY = 1;
/** docs/product/decisions.md "Money and totals": checkout accepts whole quantities 1..99. */
export const MAX_QUANTITY = 99;

export function cartStorageKey(restaurantId: string): string {
  return `${CART_KEY_PREFIX}${restaurantId}`;
}

/** docs/product/states.md "Cart": clicking a menu item adds it with quantity 1, or adds one to its line. */
export function addToCart(cart: readonly CartItem[], item: MenuItem): CartItem[] {
  const line = cart.find((entry) => entry._id === item._id);
  if (!line) return [...cart, { _id: item._id, name: item.name, price: item.price, quantity: MIN_QUANTITY }];
  return changeQuantity(cart, item._id, 1);
}

/** +1 / -1 on a line, kept within MIN_QUANTITY..MAX_QUANTITY. */
export function changeQuantity(cart: readonly CartItem[], itemId: string, delta: number): CartItem[] {
  return cart.map((line) =>
    line._id === itemId ? { ...line, quantity: Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, line.quantity + delta)) } : line,
  );
}

export function removeFromCart(cart: readonly CartItem[], itemId: string): CartItem[] {
  return cart.filter((line) => line._id !== itemId);
}

export function cartSubtotal(cart: readonly CartItem[]): number {
  return cart.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

/** docs/product/constants.md "Money and carts": sum of price times quantity plus the restaurant's delivery price. */
export function orderTotal(cart: readonly CartItem[], deliveryPrice: number): number {
  return cartSubtotal(cart) + deliveryPrice;
}

const isCartItem = (value: unknown): value is CartItem => {
  const line = value as CartItem;
  return (
    typeof line === 'object' && line !== null &&
    typeof line._id === 'string' && typeof line.name === 'string' &&
    Number.isInteger(line.price) && line.price >= 0 &&
    Number.isInteger(line.quantity) && line.quantity >= MIN_QUANTITY && line.quantity <= MAX_QUANTITY
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
 * before the owner edited the menu never charges a removed item or an old price.
 */
export function reconcileWithMenu(cart: readonly CartItem[], menu: readonly MenuItem[]): CartItem[] {
  const byId = new Map(menu.map((item) => [item._id, item]));
  return cart.flatMap((line) => {
    const item = byId.get(line._id);
    return item ? [{ ...line, name: item.name, price: item.price }] : [];
  });
}

/** One line of a placed order, as the order list returns it. */
export interface OrderedLine {
  menuItemId: string;
  name: string;
  price: number;
  quantity: number;
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
  }));
  return reconcileWithMenu(cart, menu);
}
