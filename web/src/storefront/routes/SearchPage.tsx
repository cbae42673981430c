import { useParams } from 'react-router-dom';
import { ApiRequestError } from '../../api/expect-data';
import { useSearchRestaurants, type SearchResponse } from '../features/restaurant-search/api/search-restaurants';
import { CuisineFilter } from '../features/restaurant-search/components/CuisineFilter';
import { DietFilter } from '../features/restaurant-search/components/DietFilter';
import { OpenNowFilter } from '../features/restaurant-search/components/OpenNowFilter';
import { Pagination } from '../features/restaurant-search/components/Pagination';
import { PastLastPage } from '../features/restaurant-search/components/PastLastPage';
import { FIRST_SCREENFUL } from '../features/restaurant-search/card-image';
import { RestaurantCard } from '../features/restaurant-search/components/RestaurantCard';
import { RestaurantCardSkeleton } from '../features/restaurant-search/components/RestaurantCardSkeleton';
import { SearchBar } from '../features/restaurant-search/components/SearchBar';
import { SearchFailed } from '../features/restaurant-search/components/SearchFailed';
import { SearchResultInfo } from '../features/restaurant-search/components/SearchResultInfo';
import { SortDropdown } from '../features/restaurant-search/components/SortDropdown';
import { useSearchState } from '../features/restaurant-search/use-search-state';
import type { DietaryLabel } from '../../shared/catalogue/dish-marks';
import { Button } from '../../shared/ui/Button';
import { useVisitPostcode } from '../../shared/places/visit-postcode';

/** Search results for /search/:city; every filter lives in the URL query. */
export function SearchPage() {
  const city = useParams().city ?? 'all';
  const { state, update, pageHref } = useSearchState();
  const { results, isLoading, isUpdating, error, isRetrying, retry } = useSearchRestaurants(city, state);
  const failed = error && !results;
  // A postcode the server refuses (typed into the address, or not a real one): say so, offer to search without it.
  const badPostcode = failed && error instanceof ApiRequestError && error.body?.details?.some((detail) => detail.path === 'postcode');
  // An empty page with a non-zero total: the address asks for a page past the end.
  const pastEnd = results && results.data.length === 0 && results.pagination.total > 0;
  const [, rememberPostcode] = useVisitPostcode();
  // docs/product/decisions.md "Search by postcode": clearing searches without it and forgets it for the visit.
  const clearPostcode = () => {
    rememberPostcode('');
    update({ postcode: '' });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[250px_1fr]">
      <aside aria-label="Filters" className="flex flex-col gap-6">
        <CuisineFilter selected={state.selectedCuisines} onChange={(selectedCuisines) => update({ selectedCuisines })} />
        <DietFilter selected={state.dietary} onChange={(dietary) => update({ dietary })} />
      </aside>
      <div className="flex min-w-0 flex-col gap-5">
        {/* Keyed by the query: back/forward refills the field with the URL's text. */}
        <SearchBar key={state.searchQuery} searchQuery={state.searchQuery} onSubmit={(searchQuery) => update({ searchQuery })} />
        <div className="flex flex-col justify-between gap-3 sm:flex-row sm:items-center">
          {results && <SearchResultInfo total={results.pagination.total} city={city} postcode={state.postcode} onClearPostcode={clearPostcode} />}
          {isLoading && !failed && <div aria-hidden="true" className="h-7 w-64 animate-pulse rounded bg-slate-200" />}
          <div className="flex flex-wrap items-center gap-3">
            <OpenNowFilter openNow={state.openNow} onChange={(openNow) => update({ openNow })} />
            <SortDropdown sortOption={state.sortOption} onChange={(sortOption) => update({ sortOption })} />
          </div>
        </div>
        {badPostcode && <BadPostcode postcode={state.postcode} onClear={clearPostcode} />}
        {failed && !badPostcode && <SearchFailed message={error.message} onRetry={retry} isRetrying={isRetrying} />}
        {isLoading && !failed && <ResultsSkeleton />}
        {results && pastEnd && (
          <PastLastPage page={results.pagination.page} pages={results.pagination.pages} href={pageHref(results.pagination.pages)} />
        )}
        {results && !pastEnd && <Results results={results} isUpdating={isUpdating} dietary={state.dietary} />}
        {results && !pastEnd && <Pagination page={results.pagination.page} pages={results.pagination.pages} hrefOf={pageHref} />}
      </div>
    </div>
  );
}

function BadPostcode({ postcode, onClear }: { postcode: string; onClear: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-red-50 p-4 text-red-700">
      <p>{postcode} is not a UK postcode. Enter a valid UK postcode, or search without one.</p>
      <Button variant="outline" onClick={onClear}>
        Clear postcode
      </Button>
    </div>
  );
}

function ResultsSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-5">
      <span className="sr-only">Loading restaurants...</span>
      {[0, 1, 2].map((n) => (
        <RestaurantCardSkeleton key={n} />
      ))}
    </div>
  );
}

function Results({ results, isUpdating, dietary }: { results: SearchResponse; isUpdating: boolean; dietary: readonly DietaryLabel[] }) {
  if (results.data.length === 0) {
    return <p className="py-10 text-center text-lg text-slate-700">Sorry, there is no restaurant near to your search area.</p>;
  }
  return (
    <ul aria-busy={isUpdating} className={`flex flex-col gap-5 transition-opacity ${isUpdating ? 'opacity-60' : ''}`}>
      {results.data.map((restaurant, index) => (
        <li key={restaurant._id}>
          <RestaurantCard restaurant={restaurant} priority={index < FIRST_SCREENFUL} dietary={dietary} />
        </li>
      ))}
    </ul>
  );
}
