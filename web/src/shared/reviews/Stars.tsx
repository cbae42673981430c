/** A rating of 1-5 as stars, with its words for screen readers. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center">
      <span className="sr-only">{rating} out of 5 stars</span>
      <span aria-hidden="true" className="tracking-wider text-amber-600">
        {'★'.repeat(rating)}
        <span className="text-slate-300">{'★'.repeat(5 - rating)}</span>
      </span>
    </span>
  );
}
