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
    // flushSync: a checkbox or select bound to the URL shows its new value at once, rather
    // than flicking back until a transition renders the new query.
    (change: Partial<Omit<SearchState, 'page'>>) => setParams(toSearchParams(changeSearch(state, change)), { flushSync: true }),
    [state, setParams],
  );
  const pageHref = useCallback((page: number) => `?${toSearchParams({ ...state, page })}`, [state]);

  return { state, update, pageHref };
}
