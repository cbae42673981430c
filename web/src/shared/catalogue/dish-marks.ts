import type { Schemas } from '../../api/client';

export type Allergen = Schemas['Allergen'];
export type DietaryLabel = Schemas['DietaryLabel'];

/** docs/product/decisions.md "Menus": the UK's 14 allergens by code, with a short mark and the name the mark stands for. */
export const ALLERGENS: Record<Allergen, { mark: string; name: string }> = {
  celery: { mark: 'Ce', name: 'Celery' },
  gluten: { mark: 'Gl', name: 'Cereals containing gluten' },
  crustaceans: { mark: 'Cr', name: 'Crustaceans' },
  eggs: { mark: 'Eg', name: 'Eggs' },
  fish: { mark: 'Fi', name: 'Fish' },
  lupin: { mark: 'Lu', name: 'Lupin' },
  milk: { mark: 'Mi', name: 'Milk' },
  molluscs: { mark: 'Mo', name: 'Molluscs' },
  mustard: { mark: 'Mu', name: 'Mustard' },
  nuts: { mark: 'Nu', name: 'Tree nuts' },
  peanuts: { mark: 'Pe', name: 'Peanuts' },
  sesame: { mark: 'Se', name: 'Sesame' },
  soya: { mark: 'So', name: 'Soya' },
  sulphites: { mark: 'Su', name: 'Sulphur dioxide and sulphites' },
};

/** The dietary labels, in the order a dish lists them. */
export const DIETARY: Record<DietaryLabel, { mark: string; name: string }> = {
  vegetarian: { mark: 'V', name: 'Vegetarian' },
  vegan: { mark: 'VG', name: 'Vegan' },
  glutenFree: { mark: 'GF', name: 'Gluten-free' },
  halal: { mark: 'H', name: 'Halal' },
};

/** 'Milk, Tree nuts': allergen codes in words, for order lines and tickets. */
export function allergenNames(codes: readonly Allergen[] | undefined): string {
  return (codes ?? []).map((code) => ALLERGENS[code]?.name ?? code).join(', ');
}
