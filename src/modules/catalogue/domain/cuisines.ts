/** The 26 cuisines of docs/product/entities.md "Cuisine list (26)", alphabetical; restaurants may only use these. */
export const CUISINES = [
  'American',
  'BBQ',
  'Breakfast',
  'Burgers',
  'Cafe',
  'Chinese',
  'Desserts',
  'French',
  'Greek',
  'Healthy',
  'Indian',
  'Italian',
  'Japanese',
  'Mexican',
  'Noodles',
  'Organic',
  'Pasta',
  'Pizza',
  'Salads',
  'Seafood',
  'Spanish',
  'Steak',
  'Sushi',
  'Tacos',
  'Tapas',
  'Vegan',
] as const;

export type Cuisine = (typeof CUISINES)[number];

export function isCuisine(value: unknown): value is Cuisine {
  return typeof value === 'string' && (CUISINES as readonly string[]).includes(value);
}
