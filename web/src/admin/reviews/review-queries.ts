import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetOne } from 'react-admin';
import type { OwnerDataProvider } from '../data-provider';
import { MINE, RESTAURANT, type RestaurantRecord } from '../restaurant/restaurant-record';

const reviewsKey = (restaurantId: string | undefined) => ['owner', 'reviews', restaurantId] as const;

/** A review or a reply came in on the desk's stream (docs/architecture/live.md): the Reviews tab reads its list again. */
export function rereadReviews(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['owner', 'reviews'] });
}

/** The owner's restaurant's reviews, newest first: the public list, read with the restaurant's id. */
export function useMyReviews() {
  const dataProvider = useDataProvider<OwnerDataProvider>();
  const restaurant = useGetOne<RestaurantRecord>(RESTAURANT, { id: MINE });
  const restaurantId = restaurant.data?._id;
  const reviews = useQuery({
    queryKey: reviewsKey(restaurantId),
    queryFn: ({ signal }) => dataProvider.getReviews(restaurantId!, { signal }),
    enabled: !!restaurantId,
  });
  return { restaurantId, noRestaurant: restaurant.isError, ...reviews };
}

/** Answers one review; the list is read again either way (a 409 means it was answered meanwhile). */
export function useReplyToReview(restaurantId: string | undefined) {
  const dataProvider = useDataProvider<OwnerDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, text }: { reviewId: string; text: string }) => dataProvider.replyToReview(reviewId, text),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewsKey(restaurantId) }),
  });
}
