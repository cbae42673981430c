import { postcodeParameter } from '../../../shared/places/address-fields.js';
import type { Postcode } from '../../../shared/places/postcode.js';
import { CUISINES } from './cuisines.js';
import { DIETARY_LABELS } from './menu-details.js';

/** Search rules of docs/product/decisions.md "Search": ten a page, three sorts, ties broken by id. */
export const PAGE_SIZE = 10;
/** The contract's sortOption values (openapi.yaml): search-input.ts hands them over, typed from the contract. */
export type SortOption = 'bestMatch' | 'deliveryPrice' | 'estimatedDeliveryTime';

export interface SearchCriteria {
  /** Lower-cased part of a city name; undefined means every city ('all'). */
  city?: string;
  /** Lower-cased literal text matched against names and cuisines; '' matches everything. */
  text: string;
  /** Every one of these must be offered (canonical spelling where known). */
  cuisines: string[];
  sort: SortOption;
  page: number;
  /** Only restaurants taking orders now (docs/product/decisions.md "Running a service"). */
  openNow: boolean;
  /** Dietary labels as a mask (dietaryMask): only restaurants with a dish carrying all of them; 0 for any. */
  dietary: number;
  /** Only restaurants delivering here, each with its terms here (docs/product/decisions.md "Search by postcode"). */
  postcode?: Postcode;
}

/** A search as the contract let it through (catalogue/http/search-input.ts); absent parts take the defaults. */
export interface SearchInput {
  city: string;
  searchQuery?: string;
  selectedCuisines?: string;
  sortOption?: SortOption;
  page?: number;
  openNow?: boolean;
  /** Comma-joined dietary labels. */
  dietary?: string;
  /** A UK postcode in any spacing or case. */
  postcode?: string;
}

export interface Pagination {
  total: number;
  page: number;
  pages: number;
}

const canonicalCuisine = new Map<string, string>(CUISINES.map((c) => [c.toLowerCase(), c]));

/** A bit per label, in DIETARY_LABELS order: what the search index counts dishes by. */
export function dietaryMask(labels: readonly string[]): number {
  return DIETARY_LABELS.reduce((mask, label, bit) => (labels.includes(label) ? mask | (1 << bit) : mask), 0);
}

/** Normalises a checked request (see SearchInput); a postcode that is not a UK postcode is a 400 naming it. */
export function searchCriteria(input: SearchInput): SearchCriteria {
  const city = input.city.trim().toLowerCase();
  const postcode = input.postcode === undefined ? undefined : postcodeParameter(input.postcode);
  return {
    ...(postcode ? { postcode } : {}),
    city: city === '' || city === 'all' ? undefined : city,
    text: (input.searchQuery ?? '').trim().toLowerCase(),
    cuisines: parseCuisines(input.selectedCuisines ?? ''),
    sort: input.sortOption ?? 'bestMatch',
    page: input.page ?? 1,
    openNow: input.openNow ?? false,
    dietary: dietaryMask((input.dietary ?? '').split(',')),
  };
}

/** 'italian, Pizza,,Pizza' -> ['Italian', 'Pizza']; unknown names are kept and match nothing. */
export function parseCuisines(joined: string): string[] {
  const names = joined
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '')
    .map((name) => canonicalCuisine.get(name.toLowerCase()) ?? name);
  return [...new Set(names)];
}

export function paginationOf(total: number, page: number): Pagination {
  return { total, page, pages: Math.ceil(total / PAGE_SIZE) };
}

export function pageOffset(page: number): number {
  return (page - 1) * PAGE_SIZE;
}

/** The names in `candidates` that contain the lower-cased `part` (city and cuisine matching). */
export function containing(candidates: string[], part: string): string[] {
  return candidates.filter((candidate) => candidate.toLowerCase().includes(part));
}
