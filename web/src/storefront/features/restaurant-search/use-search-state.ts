import { startTransition, useCallback, useMemo, useOptimistic } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { changeSearch, parseSearchState, toSearchParams, type SearchState } from './search-state';

/**
 * The search state kept in the URL query: each change is a history entry, so back and
 * forward, reload and a shared link all show the same results.
 */
export function useSearchState() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Optimistic: a checkbox or select bound to the URL shows its new value at once, rather
  // than flicking back until the router's navigation (its loader included) renders the new
  // query: the transition lasts until the data router's navigate promise settles.
  const [state, showAtOnce] = useOptimistic(useMemo(() => parseSearchState(params), [params]));

  const update = useCallback(
    (change: Partial<Omit<SearchState, 'page'>>) => {
      const next = changeSearch(state, change);
      startTransition(async () => {
        showAtOnce(next);
        await navigate({ search: `?${toSearchParams(next)}` });
      });
    },
    [state, showAtOnce, navigate],
  );
  const pageHref = useCallback((page: number) => `?${toSearchParams({ ...state, page })}`, [state]);

  return { state, update, pageHref };
}
