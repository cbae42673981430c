import { CUISINES } from './cuisines.js';

/** Search rules of DECISIONS.md: ten a page, three sorts, ties broken by id. */
export const PAGE_SIZE = 10;
export const SORT_OPTIONS = ['bestMatch', 'deliveryPrice', 'estimatedDeliveryTime'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export interface SearchCriteria {
  /** Lower-cased part of a city name; undefined means every city ('all'). */
  city?: string;
  /** Lower-cased literal text matched against names and cuisines; '' matches everything. */
  text: string;
  /** Every one of these must be offered (canonical spelling where known). */
  cuisines: string[];
  sort: SortOption;
  page: number;
}

export interface SearchInput {
  city: string;
  searchQuery?: string;
  selectedCuisines?: string;
  sortOption?: SortOption;
  page?: number;
}

export interface Pagination {
  total: number;
  page: number;
  pages: number;
}

const canonicalCuisine = new Map<string, string>(CUISINES.map((c) => [c.toLowerCase(), c]));

/** Normalises the query string; the contract has already refused bad pages and sorts. */
export function searchCriteria(input: SearchInput): SearchCriteria {
  const city = input.city.trim().toLowerCase();
  return {
    city: city === '' || city === 'all' ? undefined : city,
    text: (input.searchQuery ?? '').trim().toLowerCase(),
    cuisines: parseCuisines(input.selectedCuisines ?? ''),
    sort: input.sortOption ?? 'bestMatch',
    page: input.page ?? 1,
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
