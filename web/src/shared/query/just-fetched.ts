/** How long an answer counts as just fetched. */
const JUST_FETCHED_MS = 5_000;

/**
 * A query's `refetchOnMount` where the answer may have come just before the page rendered (the
 * server rendered the page with it, server-state.ts, or the route's loader asked for it): not
 * asked for again at once; later mounts refetch as any query does.
 */
export const refetchUnlessJustFetched = (query: { state: { dataUpdatedAt: number } }) => Date.now() - query.state.dataUpdatedAt > JUST_FETCHED_MS;
