import { DEFAULT_SORT, isSortOption, type SortOption } from './search-options';

/** The search state of docs/product/entities.md "Search"; it lives in the URL query so links, reload and history keep it. */
export interface SearchState {
  searchQuery: string;
  page: number;
  selectedCuisines: string[];
  sortOption: SortOption;
  /** Only restaurants taking orders now (docs/product/decisions.md "Search"). */
  openNow: boolean;
}

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
  };
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
  return params;
}

/** docs/product/states.md "Search": changing sort, cuisines, text or "Open now" starts again at page 1. */
export function changeSearch(state: SearchState, change: Partial<Omit<SearchState, 'page'>>): SearchState {
  return { ...state, ...change, page: 1 };
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
  };
}
