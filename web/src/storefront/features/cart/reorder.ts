import { optionNames } from '../../../shared/catalogue/line-options';
import { cartFromOrder, type CartItem, type MenuItem, type OrderedLine } from './cart';

/**
 * "Order again" (docs/product/decisions.md "After the order"): a delivered or cancelled order's
 * lines that can be ordered today, at today's prices, and the ones left out, each with why.
 */

/** A dish as the restaurant's public answer has it today: whether it, or any of its options, is sold out. */
export interface TodaysDish extends MenuItem {
  soldOut?: boolean;
  optionGroups: Array<NonNullable<MenuItem['optionGroups']>[number] & { options: Array<{ _id: string; soldOut: boolean }> }>;
}

/** A line left out of the basket: the dish, its options as ordered ('' for none) and why. */
export interface LeftOut {
  name: string;
  options: string;
  reason: string;
}

export interface Reorder {
  lines: CartItem[];
  leftOut: LeftOut[];
}

/** Why this line cannot go in the basket today, or undefined when it can. */
function whyLeftOut(line: OrderedLine, dish: TodaysDish | undefined, menu: readonly TodaysDish[]): string | undefined {
  if (!dish) return 'no longer on the menu';
  if (dish.soldOut) return 'sold out';
  const soldOut = new Set(dish.optionGroups.flatMap((group) => group.options.filter((option) => option.soldOut).map((option) => option._id)));
  const gone = (line.options ?? []).filter((option) => soldOut.has(option._id));
  if (gone.length > 0) return `${optionNames(gone)} sold out`;
  // An option removed, or the dish's choices changed since (a size now required): cartFromOrder drops it.
  if (cartFromOrder([line], menu).length === 0) return 'its options have changed';
  return undefined;
}

/** The basket for ordering `lines` again from today's menu, and what had to be left out. */
export function reorder(lines: readonly OrderedLine[], menu: readonly TodaysDish[]): Reorder {
  const byId = new Map(menu.map((dish) => [dish._id, dish]));
  const kept: OrderedLine[] = [];
  const leftOut: LeftOut[] = [];
  for (const line of lines) {
    const reason = whyLeftOut(line, byId.get(line.menuItemId), menu);
    if (reason) leftOut.push({ name: line.name, options: optionNames(line.options), reason });
    else kept.push(line);
  }
  // Today's names and prices, lines of the same choice merged (cart.ts reconcileWithMenu).
  return { lines: cartFromOrder(kept, menu), leftOut };
}

/** 'Pork Buns (sold out)', 'Margherita, 12 inch, Olives (Olives sold out)': one left-out line in words. */
export function leftOutText({ name, options, reason }: LeftOut): string {
  return `${options ? `${name}, ${options}` : name} (${reason})`;
}
