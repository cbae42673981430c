import { useRecentReviews } from '../api/get-restaurant-reviews';
import { ReviewText } from '../../../../shared/reviews/ReviewText';

/** The detail page's newest reviews with the owner's replies; nothing while there are none. */
export function RecentReviews({ restaurantId }: { restaurantId: string }) {
  const { reviews, total } = useRecentReviews(restaurantId);
  if (!reviews || reviews.length === 0) return null;
  return (
    <section aria-labelledby="reviews-title" className="flex flex-col gap-3">
      <h2 id="reviews-title" className="text-2xl font-bold tracking-tight">
        Reviews
      </h2>
      <p className="text-sm text-slate-600">{total === reviews.length ? `${total} ${total === 1 ? 'review' : 'reviews'}` : `The newest ${reviews.length} of ${total} reviews`}</p>
      <ul className="flex flex-col gap-3">
        {reviews.map((review) => (
          <li key={review._id} className="rounded-lg p-4 ring-1 ring-slate-200">
            <ReviewText review={review} author={review.customerName} />
          </li>
        ))}
      </ul>
    </section>
  );
}
