import { startTransition, useCallback, useMemo, useOptimistic } from 'react';
import { useSearchParams } from 'react-router-dom';
import { changeSearch, parseSearchState, toSearchParams, type SearchState } from './search-state';

/**
 * The search state kept in the URL query: each change is a history entry, so back and
 * forward, reload and a shared link all show the same results.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  // Optimistic: a checkbox or select bound to the URL shows its new value at once, rather
  // than flicking back until the router's transition renders the new query.
  const [state, showAtOnce] = useOptimistic(useMemo(() => parseSearchState(params), [params]));

  const update = useCallback(
    (change: Partial<Omit<SearchState, 'page'>>) => {
      const next = changeSearch(state, change);
      startTransition(() => {
        showAtOnce(next);
        setParams(toSearchParams(next));
      });
    },
    [state, showAtOnce, setParams],
  );
  const pageHref = useCallback((page: number) => `?${toSearchParams({ ...state, page })}`, [state]);

  return { state, update, pageHref };
}
