import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { changeSearch, parseSearchState, toSearchParams, type SearchState } from './search-state';

/**
 * The search state kept in the URL query: each change is a history entry, so back and
 * forward, reload and a shared link all show the same results.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearchState(params), [params]);

  const update = useCallback(
    (change: Partial<Omit<SearchState, 'page'>>) => setParams(toSearchParams(changeSearch(state, change))),
    [state, setParams],
  );
  const pageHref = useCallback((page: number) => `?${toSearchParams({ ...state, page })}`, [state]);

  return { state, update, pageHref };
}
