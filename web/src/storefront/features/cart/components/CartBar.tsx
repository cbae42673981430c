import { ShoppingBag } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatPence } from '../../../../shared/format/money';
import type { BasketQuote } from '../api/quote-basket';
import type { CartItem } from '../cart';

export const ORDER_SUMMARY_ID = 'order-summary';

/**
 * Phones show the order summary under a long menu: this bar keeps the cart in sight and
 * jumps to it. Hidden from md up, where the summary sits beside the menu.
 */
export function CartBar({ items, quote }: { items: readonly CartItem[]; quote: BasketQuote | undefined }) {
  const summaryInView = useSummaryInView();
  if (items.length === 0 || summaryInView) return null;
  const count = items.reduce((sum, line) => sum + line.quantity, 0);
  const jump = () => document.getElementById(ORDER_SUMMARY_ID)?.focus();
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 p-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur md:hidden">
      <a
        href={`#${ORDER_SUMMARY_ID}`}
        onClick={jump}
        className="flex h-12 items-center justify-between gap-3 rounded-md bg-brand-700 px-4 font-bold text-white hover:bg-brand-800"
      >
        {/* docs/product/decisions.md "Menus": 'View basket · 2 items · £18.99'. */}
        <span className="flex items-center gap-2">
          <ShoppingBag aria-hidden="true" className="size-5" />
          View basket · {count} {count === 1 ? 'item' : 'items'}
        </span>
        <span className="tabular-nums">
          <span className="sr-only"> · </span>
          {quote ? formatPence(quote.total) : '…'}
        </span>
      </a>
    </div>
  );
}

/** Whether the order summary is on screen: the bar steps aside rather than cover its button. */
function useSummaryInView(): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const summary = document.getElementById(ORDER_SUMMARY_ID);
    if (!summary) return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false));
    observer.observe(summary);
    return () => observer.disconnect();
  }, []);
  return inView;
}
