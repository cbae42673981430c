import type { Allergen, DietaryLabel, MenuDetails, OptionGroup } from '../domain/menu-details.js';

/** menu_items' columns of the menu details (migrations/20261129070000_menu-details.ts); lists are JSON text. */
export const MENU_DETAIL_COLUMNS = ['description', 'category', 'allergens', 'dietary', 'option_groups'];

export interface MenuDetailRow {
  description: string;
  category: string;
  allergens: string;
  dietary: string;
  option_groups: string;
}

export function menuDetailsOf(row: MenuDetailRow): MenuDetails {
  return {
    description: row.description,
    category: row.category,
    allergens: JSON.parse(row.allergens) as Allergen[],
    dietary: JSON.parse(row.dietary) as DietaryLabel[],
    optionGroups: optionGroupsOf(row),
  };
}

export function optionGroupsOf(row: Pick<MenuDetailRow, 'option_groups'>): OptionGroup[] {
  return JSON.parse(row.option_groups) as OptionGroup[];
}

export function menuDetailRow(details: MenuDetails): MenuDetailRow {
  return {
    description: details.description,
    category: details.category,
    allergens: JSON.stringify(details.allergens),
    dietary: JSON.stringify(details.dietary),
    option_groups: JSON.stringify(details.optionGroups.map(({ id, name, min, max, options }) => ({
      id, name, min, max, options: options.map((o) => ({ id: o.id, name: o.name, price: o.price, soldOut: o.soldOut })),
    }))),
  };
}
