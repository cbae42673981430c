/*
 * What a dish says beyond its name and price (docs/product/decisions.md "Menus"): a
 * description, its section, the UK's 14 allergens, dietary labels and option groups.
 * The codes are the contract's (openapi.yaml Allergen, DietaryLabel); their order here is
 * the order a dish lists them in.
 */
export const ALLERGENS = [
  'celery', 'gluten', 'crustaceans', 'eggs', 'fish', 'lupin', 'milk',
  'molluscs', 'mustard', 'nuts', 'peanuts', 'sesame', 'soya', 'sulphites',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const DIETARY_LABELS = ['vegetarian', 'vegan', 'glutenFree', 'halal'] as const;
export type DietaryLabel = (typeof DIETARY_LABELS)[number];

export interface MenuOption {
  id: string;
  name: string;
  /** Pence added to the dish's price; 0 or more. */
  price: number;
  soldOut: boolean;
}

/** A choice made when ordering: a line picks from `min` to `max` of its options (a size: 1 and 1). */
export interface OptionGroup {
  id: string;
  name: string;
  min: number;
  max: number;
  options: MenuOption[];
}

export interface MenuDetails {
  /** Empty when none. */
  description: string;
  /** One of the restaurant's menuSections, or empty: no section. */
  category: string;
  allergens: Allergen[];
  dietary: DietaryLabel[];
  optionGroups: OptionGroup[];
}

/** What an item has before anyone describes it: existing items after the migration, new items without details. */
export function noDetails(): MenuDetails {
  return { description: '', category: '', allergens: [], dietary: [], optionGroups: [] };
}

/** Codes in the list's order, each once. */
export function inListOrder<T extends string>(list: readonly T[], chosen: Iterable<T>): T[] {
  const set = new Set(chosen);
  return list.filter((code) => set.has(code));
}
