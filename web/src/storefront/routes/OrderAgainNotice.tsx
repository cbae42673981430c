import { useQueryClient } from '@tanstack/react-query';
import { ShoppingBasket } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useApi } from '../../api/client';
import { MAIN_CONTENT_ID } from '../../shared/layout/SkipLink';
import { orderNumber } from '../../shared/orders/order-details';
import { CloseButton } from '../../shared/ui/CloseButton';
import { leftOutText, reorder, type LeftOut } from '../features/cart/reorder';
import type { Cart } from '../features/cart/use-cart';
import { useFindMyOrder } from '../features/orders/api/get-my-orders';
import { ORDER_AGAIN } from '../features/orders/components/OrderAgainLink';
import { restaurantQueryOptions, type Restaurant } from '../features/restaurant-detail/api/get-restaurant';

/** What ordering again came to: how many lines went in the basket and what was left out, or why nothing happened. */
type Outcome = { orderId: string; lines: number; leftOut: LeftOut[] } | { orderId: string; failure: string };

/**
 * 'Order again' lands here with `?orderAgain=<id>` (docs/product/decisions.md "After the order"):
 * the customer's order, if it is theirs and from this restaurant, fills the basket with what
 * can be ordered today at today's prices, read afresh from the restaurant's public answer;
 * the parameter leaves the URL so a reload does not do it again.
 */
export function useOrderAgain(restaurant: Restaurant, { replace }: Cart) {
  const [params, setParams] = useSearchParams();
  const orderId = params.get(ORDER_AGAIN) ?? undefined;
  const { order, isSettled } = useFindMyOrder(orderId);
  const api = useApi();
  const queryClient = useQueryClient();
  const handled = useRef<string>(undefined);
  const [outcome, setOutcome] = useState<Outcome>();

  useEffect(() => {
    if (!orderId || !isSettled || handled.current === orderId) return;
    handled.current = orderId;
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(ORDER_AGAIN);
      return next;
    }, { replace: true });
    if (order?.restaurant._id !== restaurant._id) return;
    queryClient.fetchQuery({ ...restaurantQueryOptions(api, restaurant._id), staleTime: 0 }).then(
      (today) => {
        const { lines, leftOut } = reorder(order.cartItems, today.menuItems);
        replace(lines);
        setOutcome({ orderId, lines: lines.length, leftOut });
      },
      (error: Error) => setOutcome({ orderId, failure: error.message }),
    );
  }, [orderId, isSettled, order, restaurant, setParams, api, queryClient, replace]);

  return { outcome, dismiss: () => setOutcome(undefined) };
}

const dishes = (count: number) => (count === 1 ? '1 dish' : `${count} dishes`);

/** The words for each outcome: a heading, then what it means for the basket. */
function wordsOf(outcome: Outcome): { heading: string; detail: string } {
  const number = `#${orderNumber(outcome.orderId)}`;
  if ('failure' in outcome) return { heading: `Order ${number} could not be ordered again`, detail: outcome.failure };
  if (outcome.lines === 0) return { heading: `Nothing from order ${number} can be ordered today`, detail: 'Your basket is empty.' };
  const kept = `Your basket holds ${dishes(outcome.lines)} from order ${number}, at today's prices.`;
  return outcome.leftOut.length === 0
    ? { heading: `Order ${number} is in your basket again`, detail: kept }
    : { heading: `Order ${number} is in your basket again, without ${dishes(outcome.leftOut.length)}`, detail: kept };
}

/**
 * What ordering again did, above the menu until dismissed: focus moves to its heading, so a
 * screen reader says it first; dismissing puts focus back at the start of the page.
 */
export function OrderAgainNotice({ outcome, onDismiss }: { outcome: Outcome; onDismiss: () => void }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [outcome]);
  const { heading: title, detail } = wordsOf(outcome);
  const leftOut = 'leftOut' in outcome ? outcome.leftOut : [];
  const dismiss = () => {
    onDismiss();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <section aria-labelledby={headingId} className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <ShoppingBasket aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-amber-700" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="font-bold focus:outline-none">
          {title}
        </h2>
        <p>{detail}</p>
        {leftOut.length > 0 && (
          <>
            <p>Left out:</p>
            <ul className="list-disc pl-6">
              {leftOut.map((line, i) => (
                <li key={i}>{leftOutText(line)}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <CloseButton label="Dismiss order again message" onClick={dismiss} className="-m-1.5" />
    </section>
  );
}
