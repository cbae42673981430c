import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../../api/client';
import { expectData } from '../../../../api/expect-data';

/** How many of the newest reviews the detail page lists. */
const RECENT = 5;

/** A restaurant's newest reviews with the owner's replies (docs/product/decisions.md "After the order"). */
export function useRecentReviews(restaurantId: string) {
  const api = useApi();
  const query = useQuery({
    queryKey: ['restaurant-reviews', restaurantId],
    queryFn: () =>
      expectData(
        api.GET('/api/restaurant/{restaurantId}/reviews', { params: { path: { restaurantId }, query: { pageSize: String(RECENT) } } }),
        'Failed to get reviews',
      ),
  });
  return { reviews: query.data?.data, total: query.data?.pagination.total ?? 0, error: query.error };
}
