import { looksLikePostcode, showPostcode } from '../../../../shared/places/postcode-text';

/** docs/product/screens.md and constants.md: suggestions begin at 2 characters. */
export const MIN_SUGGEST_CHARS = 2;

/** Whether the suggestion list should be open for what the field holds: not for a postcode, which no city name matches. */
export function shouldSuggest(input: string): boolean {
  return input.trim().length >= MIN_SUGGEST_CHARS && !looksLikePostcode(input);
}

/** Cities containing the typed text, case-insensitively, in the list's order. */
export function filterCities(cities: readonly string[], input: string): string[] {
  const needle = input.trim().toLocaleLowerCase();
  if (!needle) return [...cities];
  return cities.filter((city) => city.toLocaleLowerCase().includes(needle));
}

/** The option to highlight after an arrow key: wraps around, -1 when there is none. */
export function nextActiveIndex(current: number, key: 'ArrowDown' | 'ArrowUp', count: number): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current < 0 ? 0 : (current + 1) % count;
  return current < 0 ? count - 1 : (current - 1 + count) % count;
}

/**
 * docs/product/screens.md "Landing": /search/{city}, an empty city becoming 'all', with searchQuery
 * only when given; a postcode instead of a city searches every city for restaurants delivering there.
 */
export function searchPath(city: string | undefined, searchQuery: string | undefined): string {
  const typed = city?.trim() ?? '';
  const postcode = looksLikePostcode(typed) ? showPostcode(typed) : undefined;
  const place = postcode ? 'all' : typed || 'all';
  const text = searchQuery?.trim();
  // The postcode's space as %20, as the address bar shows it.
  const parts = [...(text ? [new URLSearchParams({ searchQuery: text }).toString()] : []), ...(postcode ? [`postcode=${encodeURIComponent(postcode)}`] : [])];
  const query = parts.length > 0 ? `?${parts.join('&')}` : '';
  return `/search/${encodeURIComponent(place)}${query}`;
}
