import type { ErrorDetail } from '../../../shared/errors.js';

/*
 * A cart line's options (docs/product/decisions.md "Menus"): the ids it names must be options
 * of its own dish, each once, every group chosen from `min` to `max` times; the server prices
 * them from the menu and the order keeps them as they were.
 */

/** A dish's option group as catalogue's priced menu gives it. */
export interface DishOptionGroup {
  id: string;
  name: string;
  min: number;
  max: number;
  options: ReadonlyArray<{ id: string; name: string; price: number; soldOut: boolean }>;
}

export interface Dish {
  name: string;
  price: number;
  optionGroups: readonly DishOptionGroup[];
  /** Codes of the UK's 14 (catalogue's menu details), kept on the order line. */
  allergens: readonly string[];
}

/** An option as an order line keeps it: its group's name, its name and price at checkout. */
export interface OrderLineOption {
  id: string;
  groupName: string;
  name: string;
  price: number;
}

interface Found {
  group: DishOptionGroup;
  option: DishOptionGroup['options'][number];
}

/** Every option of every dish by id: to tell another dish's option from an unknown one. */
export function optionOwners(dishes: Iterable<Dish>): Map<string, { dish: string; group: string }> {
  const owners = new Map<string, { dish: string; group: string }>();
  for (const dish of dishes) for (const group of dish.optionGroups) for (const option of group.options) owners.set(option.id, { dish: dish.name, group: group.name });
  return owners;
}

/** Why the options of the line at `path` cannot be ordered; none when they can (sold-out options aside). */
export function optionProblems(path: string, chosen: readonly string[], dish: Dish, owners: ReadonlyMap<string, { dish: string; group: string }>): ErrorDetail[] {
  const found = byId(dish);
  const problems: ErrorDetail[] = [];
  const seen = new Set<string>();
  chosen.forEach((id, j) => {
    const mine = found.get(id);
    const other = owners.get(id);
    if (mine && seen.has(id)) problems.push({ path: `${path}.options[${j}]`, message: `${mine.group.name}: ${mine.option.name} is chosen twice` });
    else if (!mine && other) problems.push({ path: `${path}.options[${j}]`, message: `${other.group}: ${other.dish}'s option, not ${dish.name}'s` });
    else if (!mine) problems.push({ path: `${path}.options[${j}]`, message: `option not found on ${dish.name}` });
    seen.add(id);
  });
  for (const group of dish.optionGroups) {
    const count = group.options.filter((option) => seen.has(option.id)).length;
    const rule = countRule(group, count);
    if (rule) problems.push({ path: `${path}.options`, message: `${group.name}: ${rule}` });
  }
  return problems;
}

function countRule({ min, max }: DishOptionGroup, count: number): string | undefined {
  if (count >= min && count <= max) return undefined;
  if (min === max) return `choose ${min}`;
  return count < min ? `choose at least ${min}` : `choose at most ${max}`;
}

/** The line's sold-out options, named with their group (a 409: the line could be ordered otherwise). */
export function soldOutOptions(path: string, chosen: readonly string[], dish: Dish): ErrorDetail[] {
  const found = byId(dish);
  return chosen.flatMap((id, j): ErrorDetail[] => {
    const mine = found.get(id);
    return mine?.option.soldOut ? [{ path: `${path}.options[${j}]`, message: `${mine.group.name}: ${mine.option.name} is sold out` }] : [];
  });
}

/** The chosen options of a valid line, in the dish's group and option order, priced from the menu. */
export function lineOptions(chosen: readonly string[], dish: Dish): OrderLineOption[] {
  const ids = new Set(chosen);
  return dish.optionGroups.flatMap((group) =>
    group.options.filter((option) => ids.has(option.id)).map((option) => ({ id: option.id, groupName: group.name, name: option.name, price: option.price })),
  );
}

/** What tells two lines of the same dish apart: the set of options chosen. */
export function lineKey(menuItemId: string, chosen: readonly string[]): string {
  return [menuItemId, ...[...new Set(chosen)].sort()].join(' ');
}

function byId(dish: Dish): Map<string, Found> {
  const found = new Map<string, Found>();
  for (const group of dish.optionGroups) for (const option of group.options) found.set(option.id, { group, option });
  return found;
}
