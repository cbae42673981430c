/** The 26 cuisines of spec §3, in the order the checkbox grid shows them. */
export const CUISINES = [
  'American', 'BBQ', 'Breakfast', 'Burgers', 'Cafe', 'Chinese', 'Desserts', 'French', 'Greek',
  'Healthy', 'Indian', 'Italian', 'Japanese', 'Mexican', 'Noodles', 'Organic', 'Pasta', 'Pizza',
  'Salads', 'Seafood', 'Spanish', 'Steak', 'Sushi', 'Tacos', 'Tapas', 'Vegan',
] as const;
