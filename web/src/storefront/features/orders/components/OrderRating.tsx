import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../shared/ui/Button';
import type { Order } from '../api/get-my-orders';
import { useRateOrder } from '../api/rate-order';
import { ReviewText } from '../../../../shared/reviews/ReviewText';

const STARS = [1, 2, 3, 4, 5] as const;
/** docs/product/decisions.md "After the order". */
const COMMENT_MAX = 1000;

/**
 * A delivered order's rating: the form while it can still be rated (14 days after delivery),
 * the rating once given. Nothing before delivery or once the time has passed unrated.
 */
export function OrderRating({ order, orderLabel }: { order: Order; orderLabel: string }) {
  if (order.status !== 'delivered') return null;
  if (order.review) {
    return (
      <section aria-label={`Your rating of ${orderLabel}`} className="flex flex-col gap-2 rounded-md bg-white p-4 ring-1 ring-slate-200">
        <h4 className="font-bold">Your rating</h4>
        <ReviewText review={order.review} />
      </section>
    );
  }
  if (!order.reviewBy || new Date(order.reviewBy).getTime() < Date.now()) return null;
  return <RateOrderForm order={order} orderLabel={orderLabel} />;
}

function RateOrderForm({ order, orderLabel }: { order: Order; orderLabel: string }) {
  const id = useId();
  const [rating, setRating] = useState<number>();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  const rate = useRateOrder(order._id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rating) {
      setError('Choose from 1 to 5 stars');
      document.getElementById(`${id}-1`)?.focus();
      return;
    }
    rate.mutate({ rating, ...(comment.trim() ? { comment } : {}) });
  };
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-md bg-white p-4 ring-1 ring-slate-200" noValidate>
      <h4 id={`${id}-title`} className="font-bold">
        Rate your order
      </h4>
      <fieldset aria-describedby={error ? `${id}-error` : undefined} className="flex flex-col gap-1">
        <legend className="text-sm text-slate-800">How was {orderLabel}?</legend>
        <div className="flex gap-1">
          {STARS.map((stars) => (
            <label key={stars} className="relative">
              <input
                id={`${id}-${stars}`}
                type="radio"
                name={`${id}-rating`}
                value={stars}
                checked={rating === stars}
                onChange={() => (setRating(stars), setError(undefined))}
                className="peer absolute inset-0 size-full cursor-pointer opacity-0"
              />
              <span className="sr-only">{stars === 1 ? '1 star' : `${stars} stars`}</span>
              <span
                aria-hidden="true"
                className={`flex size-10 items-center justify-center rounded-md text-3xl leading-none ring-brand-600 peer-focus-visible:ring-2 ${
                  rating !== undefined && stars <= rating ? 'text-amber-600' : 'text-slate-300'
                }`}
              >
                ★
              </span>
            </label>
          ))}
        </div>
        {error && (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-comment`} className="text-sm text-slate-800">
          Comment (optional)
        </label>
        <textarea
          id={`${id}-comment`}
          value={comment}
          maxLength={COMMENT_MAX}
          rows={3}
          onChange={(event) => setComment(event.target.value)}
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-xs focus-visible:border-brand-500"
        />
      </div>
      <Button type="submit" isLoading={rate.isPending} className="self-start">
        Submit rating
      </Button>
    </form>
  );
}
