/**
 * The 26 cuisines of docs/product/entities.md "Cuisine list (26)", in the order filters and checkbox grids show them. The
 * server keeps the same list (src/modules/catalogue/domain/cuisines.ts); a unit test
 * holds the two together.
 */
export const CUISINES = [
  'American', 'BBQ', 'Breakfast', 'Burgers', 'Cafe', 'Chinese', 'Desserts', 'French', 'Greek',
  'Healthy', 'Indian', 'Italian', 'Japanese', 'Mexican', 'Noodles', 'Organic', 'Pasta', 'Pizza',
  'Salads', 'Seafood', 'Spanish', 'Steak', 'Sushi', 'Tacos', 'Tapas', 'Vegan',
] as const;
