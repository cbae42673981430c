import { DIETARY, type DietaryLabel } from '../../../shared/catalogue/dish-marks';
import { DEFAULT_SORT, isSortOption, type SortOption } from './search-options';

/** The search state of docs/product/entities.md "Search"; it lives in the URL query so links, reload and history keep it. */
export interface SearchState {
  searchQuery: string;
  page: number;
  selectedCuisines: string[];
  sortOption: SortOption;
  /** Only restaurants taking orders now (docs/product/decisions.md "Search"). */
  openNow: boolean;
  /**
   * Only restaurants with a dish carrying every one of these labels (docs/product/decisions.md
   * "Menus"); kept in the labels' own order, so one choice has one address and one query key.
   */
  dietary: DietaryLabel[];
  /** Only restaurants delivering to this postcode, as typed ('' for none; docs/product/decisions.md "Search by postcode"). */
  postcode: string;
}

/** The dietary labels in their contract order. */
const DIETARY_LABELS = Object.keys(DIETARY) as DietaryLabel[];

/** Reads the state from a URL query, falling back to defaults for anything malformed. */
export function parseSearchState(params: URLSearchParams): SearchState {
  const page = Number(params.get('page'));
  const sort = params.get('sortOption');
  return {
    searchQuery: params.get('searchQuery') ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    selectedCuisines: splitCuisines(params.get('selectedCuisines') ?? ''),
    sortOption: isSortOption(sort) ? sort : DEFAULT_SORT,
    openNow: params.get('openNow') === 'true',
    dietary: splitDietary(params.get('dietary') ?? ''),
    postcode: (params.get('postcode') ?? '').trim(),
  };
}

/** Known labels only (an unknown one is dropped, as an unknown sort is), each once, in their order. */
function splitDietary(joined: string): DietaryLabel[] {
  const asked = joined.split(',').map((label) => label.trim());
  return DIETARY_LABELS.filter((label) => asked.includes(label));
}

function splitCuisines(joined: string): string[] {
  const names = joined.split(',').map((name) => name.trim()).filter(Boolean);
  return [...new Set(names)];
}

/** The URL query of a state; defaults are left out so links stay short. */
export function toSearchParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.searchQuery) params.set('searchQuery', state.searchQuery);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.selectedCuisines.length > 0) params.set('selectedCuisines', state.selectedCuisines.join(','));
  if (state.sortOption !== DEFAULT_SORT) params.set('sortOption', state.sortOption);
  if (state.openNow) params.set('openNow', 'true');
  if (state.dietary.length > 0) params.set('dietary', state.dietary.join(','));
  if (state.postcode) params.set('postcode', state.postcode);
  return params;
}

/** docs/product/states.md "Search": changing sort, cuisines, text, "Open now", the diets or the postcode starts again at page 1. */
export function changeSearch(state: SearchState, change: Partial<Omit<SearchState, 'page'>>): SearchState {
  return { ...state, ...change, page: 1 };
}

/** Adds or removes a label, keeping the labels' own order. */
export function toggleDietary(selected: readonly DietaryLabel[], label: DietaryLabel): DietaryLabel[] {
  return DIETARY_LABELS.filter((known) => (known === label ? !selected.includes(label) : selected.includes(known)));
}

export function toggleCuisine(selected: readonly string[], cuisine: string): string[] {
  return selected.includes(cuisine) ? selected.filter((name) => name !== cuisine) : [...selected, cuisine];
}

/** The query of GET /api/restaurant/search/{city}. */
export function toApiQuery(state: SearchState) {
  return {
    ...(state.searchQuery ? { searchQuery: state.searchQuery } : {}),
    ...(state.selectedCuisines.length > 0 ? { selectedCuisines: state.selectedCuisines.join(',') } : {}),
    page: state.page,
    sortOption: state.sortOption,
    ...(state.openNow ? { openNow: 'true' as const } : {}),
    ...(state.dietary.length > 0 ? { dietary: state.dietary.join(',') } : {}),
    ...(state.postcode ? { postcode: state.postcode } : {}),
  };
}
