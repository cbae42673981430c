import { ValidationError } from '../../../shared/errors.js';
import { CUISINES } from './cuisines.js';
import { DIETARY_LABELS } from './menu-details.js';

/** Search rules of docs/product/decisions.md "Search": ten a page, three sorts, ties broken by id. */
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
  /** Only restaurants taking orders now (docs/product/decisions.md "Running a service"). */
  openNow: boolean;
  /** Dietary labels as a mask (dietaryMask): only restaurants with a dish carrying all of them; 0 for any. */
  dietary: number;
}

export interface SearchInput {
  city: string;
  searchQuery?: string;
  selectedCuisines?: string;
  sortOption?: SortOption;
  page?: number;
  openNow?: boolean;
  /** Comma-joined dietary labels, checked. */
  dietary?: string;
}

export interface Pagination {
  total: number;
  page: number;
  pages: number;
}

const canonicalCuisine = new Map<string, string>(CUISINES.map((c) => [c.toLowerCase(), c]));

/** docs/product/decisions.md "Search": plain decimal pages from 1 to 1000. */
export const MAX_PAGE = 1000;
const PAGE = /^[1-9][0-9]{0,3}$/;
// C0, DEL and C1 controls: refused the same way on every database (NUL broke SQLite's FTS).
const CONTROL = /\p{Cc}/u;
const TEXT_LIMITS = { searchQuery: 200, selectedCuisines: 1000 } as const;
const KNOWN = new Set(['searchQuery', 'page', 'selectedCuisines', 'sortOption', 'openNow', 'dietary']);

/**
 * The search request as sent: the decoded `city` path segment and the raw query string.
 * Checks what the contract declares (lengths, the sort enum, no unknown or repeated
 * parameters) and what it cannot say (plain decimal pages, no control characters), so the
 * lean search path and the validated one refuse exactly the same requests.
 */
export function parseSearchInput(city: string, query: URLSearchParams): SearchInput {
  for (const name of new Set(query.keys())) {
    if (!KNOWN.has(name)) refuse(name, `Unknown query parameter '${name}'`);
    if (query.getAll(name).length > 1) refuse(name, 'must be given once');
  }
  const input: SearchInput = { city: checkedText('city', city, 120) };
  if (city.length < 1) refuse('city', 'must not be empty');
  const searchQuery = query.get('searchQuery');
  if (searchQuery !== null) input.searchQuery = checkedText('searchQuery', searchQuery, TEXT_LIMITS.searchQuery);
  const cuisines = query.get('selectedCuisines');
  if (cuisines !== null) input.selectedCuisines = checkedText('selectedCuisines', cuisines, TEXT_LIMITS.selectedCuisines);
  const sort = query.get('sortOption');
  if (sort !== null) input.sortOption = sortOption(sort);
  const page = query.get('page');
  if (page !== null) input.page = pageNumber(page);
  const openNow = query.get('openNow');
  if (openNow !== null) input.openNow = flag('openNow', openNow);
  const dietary = query.get('dietary');
  if (dietary !== null) input.dietary = dietaryLabels(dietary);
  return input;
}

function checkedText(name: string, value: string, maxLength: number): string {
  if (value.length > maxLength) refuse(name, `must NOT have more than ${maxLength} characters`);
  if (CONTROL.test(value)) refuse(name, 'must not contain control characters');
  return value;
}

function sortOption(value: string): SortOption {
  if (!(SORT_OPTIONS as readonly string[]).includes(value)) refuse('sortOption', `must be one of ${SORT_OPTIONS.join(', ')}`);
  return value as SortOption;
}

function pageNumber(value: string): number {
  if (!PAGE.test(value) || Number(value) > MAX_PAGE) refuse('page', `must be a plain whole number from 1 to ${MAX_PAGE}`);
  return Number(value);
}

/** The contract's `true` or `false`, nothing else. */
function flag(name: string, value: string): boolean {
  if (value !== 'true' && value !== 'false') refuse(name, 'must be true or false');
  return value === 'true';
}

/** docs/product/decisions.md "Menus": comma-joined labels of the contract's DietaryLabel list. */
function dietaryLabels(value: string): string {
  checkedText('dietary', value, 100);
  // As the contract's pattern: no blanks between commas, no spaces.
  if (value !== '' && value.split(',').some((label) => !(DIETARY_LABELS as readonly string[]).includes(label))) {
    refuse('dietary', `must be comma-joined labels from: ${DIETARY_LABELS.join(', ')}`);
  }
  return value;
}

/** A bit per label, in DIETARY_LABELS order: what the search index counts dishes by. */
export function dietaryMask(labels: readonly string[]): number {
  return DIETARY_LABELS.reduce((mask, label, bit) => (labels.includes(label) ? mask | (1 << bit) : mask), 0);
}

function refuse(name: string, message: string): never {
  throw new ValidationError(`${name}: ${message}`, [{ path: name, message }]);
}

/** Normalises the parsed request (see parseSearchInput). */
export function searchCriteria(input: SearchInput): SearchCriteria {
  const city = input.city.trim().toLowerCase();
  return {
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
