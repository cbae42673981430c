/** The sort options of docs/product/entities.md "Sort options" with their labels; the first is the default. */
export const SORT_OPTIONS = [
  { value: 'bestMatch', label: 'Best match' },
  { value: 'deliveryPrice', label: 'Delivery price' },
  { value: 'estimatedDeliveryTime', label: 'Estimated delivery time' },
] as const;

export type SortOption = (typeof SORT_OPTIONS)[number]['value'];

export const DEFAULT_SORT: SortOption = 'bestMatch';

export function isSortOption(value: unknown): value is SortOption {
  return SORT_OPTIONS.some((option) => option.value === value);
}
