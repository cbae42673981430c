import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { api as appApi, useApi, type Api, type Schemas } from '../../../../api/client';
import { expectData } from '../../../../api/expect-data';
import { refetchUnlessJustFetched } from '../../../../shared/query/just-fetched';
import { preload } from '../../../../shared/query/page-data';
import { openEventStream } from '../../../../shared/live/order-stream';

export type Restaurant = Schemas['Restaurant'];

export function getRestaurant(api: Api, restaurantId: string): Promise<Restaurant> {
  return expectData(
    api.GET('/api/restaurant/{restaurantId}', { params: { path: { restaurantId } } }),
    'Failed to get restaurant',
  );
}

export const restaurantQueryOptions = (api: Api, restaurantId: string) =>
  // Its loader asked for it just before the page rendered, or the server rendered the page with it: not asked for again at once.
  queryOptions({ queryKey: ['restaurant', restaurantId], queryFn: () => getRestaurant(api, restaurantId), refetchOnMount: refetchUnlessJustFetched });

/** A restaurant page's loader: its banner, the largest paint, comes with the server's HTML. */
export const loadRestaurant = ({ context, params }: LoaderFunctionArgs) => {
  const restaurantId = params.restaurantId ?? '';
  return preload(context, restaurantQueryOptions(appApi, restaurantId), (reads) => reads.restaurant(restaurantId));
};

/**
 * docs/product/decisions.md "Running a service": the page follows its restaurant while it is in
 * front (a pause, its end, a dish sold out or back on sale, new hours). The restaurant's stream
 * (docs/architecture/live.md "A restaurant's changes") says when it changed and the page reads it
 * again; while the stream is down the page polls this often instead, and the answer's ETag makes
 * an unchanged read a 304. Coming back to the tab reads it at once.
 */
const FOLLOW_MS = 10_000;
/** While the stream is live: only for what changes with no write (a pause ending at its time). */
const LIVE_FOLLOW_MS = 60_000;

/** docs/product/calls.md "Client behaviour": runs only when there is an id. */
export function useGetRestaurant(restaurantId: string | undefined) {
  const api = useApi();
  const live = useRestaurantStream(restaurantId);
  const query = useQuery({ ...restaurantQueryOptions(api, restaurantId ?? ''), enabled: !!restaurantId, refetchInterval: live ? LIVE_FOLLOW_MS : FOLLOW_MS });
  return { restaurant: query.data, isLoading: query.isPending && !!restaurantId, error: query.error };
}

/** Follows the restaurant's stream; true while it is live. Each change, and each reconnection after a drop, reads the restaurant again. */
function useRestaurantStream(restaurantId: string | undefined): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const dropped = useRef(false);
  useEffect(() => {
    if (!restaurantId) return;
    const reread = () => void queryClient.invalidateQueries({ queryKey: ['restaurant', restaurantId] });
    const close = openEventStream<unknown>(`/api/restaurant/${encodeURIComponent(restaurantId)}/events`, {
      onChange: reread,
      onReset: reread,
      onLive: (now) => {
        setLive(now);
        // The first connection follows the read the page was built from; a later one may have missed changes.
        if (now && dropped.current) reread();
        if (!now) dropped.current = true;
      },
    }, { signedIn: false });
    return () => {
      close();
      dropped.current = false;
      setLive(false);
    };
  }, [restaurantId, queryClient]);
  return live;
}
