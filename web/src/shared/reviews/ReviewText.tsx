import type { Schemas } from '../../api/client';
import { Stars } from './Stars';

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** One review as written, with the owner's reply under it. `author`: whose it is, when the page lists several. */
export function ReviewText({ review, author }: { review: Schemas['Review']; author?: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
        <Stars rating={review.rating} />
        {author && <span className="font-bold text-slate-900">{author}</span>}
        <time dateTime={review.createdAt}>{DAY.format(new Date(review.createdAt))}</time>
      </p>
      {review.comment && <p className="whitespace-pre-line break-words text-slate-800">{review.comment}</p>}
      {review.reply && (
        <div className="ml-3 border-l-4 border-brand-200 pl-3 text-sm">
          <p className="font-bold text-slate-900">Reply from the restaurant</p>
          <p className="whitespace-pre-line break-words text-slate-800">{review.reply.text}</p>
        </div>
      )}
    </div>
  );
}
