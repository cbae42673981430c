import type { Schemas } from '../../api/client';

/**
 * A restaurant's rating, e.g. "4.6 ★ (12)", from 3 ratings (the server sends null below); read
 * out as "Rated 4.6 out of 5 from 12 ratings".
 */
export function RatingSummary({ rating, className = 'text-sm' }: { rating: Schemas['RestaurantRating'] | undefined; className?: string }) {
  if (!rating) return null;
  return (
    <p data-testid="rating" className={`flex items-center gap-1 font-bold text-slate-800 ${className}`}>
      <span className="sr-only">
        Rated {rating.average.toFixed(1)} out of 5 from {rating.count} ratings
      </span>
      <span aria-hidden="true">
        {rating.average.toFixed(1)} <span className="text-amber-600">★</span> <span className="font-normal text-slate-600">({rating.count})</span>
      </span>
    </p>
  );
}
