import type { Schemas } from '../../api/client';

/*
 * A basket line's options (docs/product/decisions.md "Menus"): every group of the dish chosen
 * from `min` to `max` times, in the server's words, so the option dialog can say what is
 * missing before checkout does. The server still prices and checks every line itself.
 */

export type OptionGroup = Schemas['MenuOptionGroup'];

/** An option as a basket line keeps it; the same shape as an order line's. */
export interface CartOption {
  _id: string;
  groupName: string;
  name: string;
  price: number;
}

/** What the group still needs ('choose 1', 'choose at least 2', 'choose at most 2'), as the server says it; none when met. */
export function groupRule({ min, max }: Pick<OptionGroup, 'min' | 'max'>, count: number): string | undefined {
  if (count >= min && count <= max) return undefined;
  if (min === max) return `choose ${min}`;
  return count < min ? `choose at least ${min}` : `choose at most ${max}`;
}

/** Required groups (min 1 or more) first, each kind in the owner's order. */
export function requiredFirst<T extends Pick<OptionGroup, 'min'>>(groups: readonly T[]): T[] {
  return [...groups.filter((group) => group.min > 0), ...groups.filter((group) => group.min === 0)];
}

/**
 * The chosen options in the dish's group and option order, or undefined when the choice
 * cannot be ordered: an id not on the dish, or a group outside its min..max. Sold-out
 * options count as chosen (the page says so; checkout refuses them).
 */
export function chosenOptions(groups: readonly OptionGroup[], optionIds: readonly string[]): CartOption[] | undefined {
  const ids = new Set(optionIds);
  const chosen = groups.flatMap((group) =>
    group.options.filter((option) => ids.has(option._id)).map((option) => ({ _id: option._id, groupName: group.name, name: option.name, price: option.price })),
  );
  if (chosen.length !== ids.size) return undefined;
  const valid = groups.every((group) => groupRule(group, group.options.filter((option) => ids.has(option._id)).length) === undefined);
  return valid ? chosen : undefined;
}

/** The price of one item: the dish's plus its options'. */
export function itemPrice(basePrice: number, options: readonly Pick<CartOption, 'price'>[]): number {
  return options.reduce((sum, option) => sum + option.price, basePrice);
}

/** What tells two lines of the same dish apart: the set of options chosen (as the server's lineKey). */
export function lineKey(menuItemId: string, optionIds: readonly string[]): string {
  return [menuItemId, ...[...new Set(optionIds)].sort()].join(' ');
}

/** '12 inch, Olives': the options of a line for its label. */
export function optionNames(options: readonly Pick<CartOption, 'name'>[] | undefined): string {
  return (options ?? []).map((option) => option.name).join(', ');
}
