// The search request without React or the query library, so the entry can start it early.
import { startEarly, takeEarly, takeServerAnswer } from '../../../../api/early-requests';
import { api as appApi, type Api, type Schemas } from '../../../../api/client';
import { expectData } from '../../../../api/expect-data';
import { preloadCardImages } from '../card-image';
import { parseSearchState, toApiQuery, type SearchState } from '../search-state';

export type SearchResponse = Schemas['SearchResponse'];

export function searchRestaurants(api: Api, city: string, state: SearchState): Promise<SearchResponse> {
  return expectData(
    api.GET('/api/restaurant/search/{city}', { params: { path: { city }, query: { ...toApiQuery(state), page: String(state.page) } } }),
    'Failed to get restaurants',
  );
}

const earlyKey = (city: string, state: SearchState) => JSON.stringify([city, toApiQuery(state)]);

/** The API read a search shows (path and query), which the server answers in-process when it renders the page. */
export function searchApiPath(city: string, state: SearchState): string {
  const query = Object.entries(toApiQuery(state)).map(([name, value]) => [name, String(value)]);
  return `/api/restaurant/search/${encodeURIComponent(city)}?${new URLSearchParams(query)}`;
}

/** The city of a search address (`/search/:city`); undefined for any other address, and for a malformed one. */
export function searchCityAt(pathname: string): string | undefined {
  const segment = /^\/search\/([^/]+)$/.exec(pathname)?.[1];
  try {
    return segment === undefined ? undefined : decodeURIComponent(segment);
  } catch {
    return undefined; // URIError: the app's own router shows what it makes of it
  }
}

/** The results a search address shows (`/search/:city?...`), asked for before the app has loaded. */
export function startEarlySearch(location: { pathname: string; search: string }): void {
  const city = searchCityAt(location.pathname);
  if (city === undefined) return;
  const state = parseSearchState(new URLSearchParams(location.search));
  // Rendered on the server: the answer came with the page, and its card images are in the markup.
  const rendered = takeServerAnswer<SearchResponse>();
  startEarly(
    earlyKey(city, state),
    rendered
      ? () => Promise.resolve(rendered)
      : async () => {
          const answer = await searchRestaurants(appApi, city, state);
          preloadCardImages(answer.data);
          return answer;
        },
  );
}

/** The early answer for this search when the entry started one, else a new request. */
export function searchRestaurantsOnce(api: Api, city: string, state: SearchState): Promise<SearchResponse> {
  return takeEarly<SearchResponse>(earlyKey(city, state)) ?? searchRestaurants(api, city, state);
}
