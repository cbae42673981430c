import { ALLERGENS, DIETARY_LABELS, type MenuDetails, type RestaurantRecord } from '../modules/catalogue/index.js';
import { newId } from '../shared/ids.js';
import { DEMO_DISHES, DEMO_OPTIONS } from './demo-dishes.js';

/** Codes of a comma-separated list, known ones only (a unit test holds the table to the list). */
function codes<T extends string>(text: string, list: readonly T[]): T[] {
  const named = text.split(',').filter((code) => code !== '');
  return list.filter((code) => named.includes(code));
}

/** A demo dish's details; its options when it is the restaurant's dish with a size and extras. */
function detailsOf(restaurant: string, dish: string, now: Date): MenuDetails {
  const [category, allergens, dietary, description] = DEMO_DISHES[dish] ?? ['', '', '', ''];
  const options = DEMO_OPTIONS[restaurant];
  const group = (name: string, min: number, max: number, list: ReadonlyArray<readonly [string, number]>) => ({
    id: newId(now), name, min, max, options: list.map(([option, price]) => ({ id: newId(now), name: option, price, soldOut: false })),
  });
  return {
    description,
    category,
    allergens: codes(allergens, ALLERGENS),
    dietary: codes(dietary, DIETARY_LABELS),
    optionGroups: options?.dish === dish ? [group('Size', 1, 1, options.sizes), group('Extras', 0, options.extras.length, options.extras)] : [],
  };
}

/**
 * A demo restaurant's menu with sections (in the order their first dish comes), descriptions,
 * allergens, labels and one dish with a required size and optional extras (docs/product/decisions.md "Menus").
 */
export function demoMenu(restaurant: string, menu: ReadonlyArray<readonly [name: string, price: number]>, now: Date): Pick<RestaurantRecord, 'menuSections' | 'menuItems'> {
  const menuItems = menu.map(([name, price]) => ({ id: newId(now), name, price, ...detailsOf(restaurant, name, now) }));
  const menuSections = [...new Set(menuItems.map((item) => item.category).filter((section) => section !== ''))];
  return { menuSections, menuItems };
}
