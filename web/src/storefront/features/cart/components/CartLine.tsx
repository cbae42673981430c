import { Minus, Plus, Trash2 } from 'lucide-react';
import { formatPence } from '../../../../shared/format/money';
import { MAX_QUANTITY, MIN_QUANTITY, type CartItem } from '../cart';
import type { Cart } from '../use-cart';

const STEP = 'flex size-8 items-center justify-center rounded-full ring-1 ring-slate-300 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40';

/** One cart line: quantity stepper (minus disabled at 1), line price and a remove button. */
export function CartLine({ line, cart }: { line: CartItem; cart: Cart }) {
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex items-baseline justify-between gap-3">
        <span className="min-w-0 break-words">{line.name}</span>
        <span className="font-bold tabular-nums">{formatPence(line.price * line.quantity)}</span>
      </div>
      <div className="flex items-center justify-between gap-3">
        <div role="group" aria-label={`Quantity of ${line.name}`} className="flex items-center gap-2">
          <button
            type="button"
            className={STEP}
            onClick={() => cart.decrement(line._id)}
            disabled={line.quantity <= MIN_QUANTITY}
            aria-label={`One less ${line.name}`}
          >
            <Minus aria-hidden="true" className="size-4" />
          </button>
          <span className="w-6 text-center font-bold tabular-nums">
            <span className="sr-only">Quantity </span>
            {line.quantity}
          </span>
          <button
            type="button"
            className={STEP}
            onClick={() => cart.increment(line._id)}
            disabled={line.quantity >= MAX_QUANTITY}
            aria-label={`One more ${line.name}`}
          >
            <Plus aria-hidden="true" className="size-4" />
          </button>
        </div>
        <button
          type="button"
          onClick={() => cart.remove(line._id)}
          aria-label={`Remove ${line.name}`}
          className="flex size-8 items-center justify-center rounded-full text-red-600 hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}
