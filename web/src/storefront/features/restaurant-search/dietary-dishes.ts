import { DIETARY, type DietaryLabel } from '../../../shared/catalogue/dish-marks';

/**
 * What a card says with a diet filter on (docs/product/screens.md "Search results"): "3 vegan
 * dishes" for one label, "3 matching dishes" for several (each dish carries all of them).
 */
export function dietaryDishesText(count: number, labels: readonly DietaryLabel[]): string {
  const kind = labels.length === 1 ? DIETARY[labels[0]!].name.toLowerCase() : 'matching';
  return `${count} ${kind} ${count === 1 ? 'dish' : 'dishes'}`;
}
