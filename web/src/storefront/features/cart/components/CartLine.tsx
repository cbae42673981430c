import { Minus, Plus, Trash2 } from 'lucide-react';
import { formatPence } from '../../../../shared/format/money';
import { cartLineKey, MAX_QUANTITY, MIN_QUANTITY, type CartItem } from '../cart';
import { optionNames } from '../../../../shared/catalogue/line-options';
import type { Cart } from '../use-cart';

const STEP = 'flex size-8 items-center justify-center rounded-full ring-1 ring-slate-300 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * One cart line: its options under the name, quantity stepper (minus disabled at 1), line amount as the
 * server priced it (options included) and a remove button. A line with options is named with them ('Margherita (12 inch, Olives)')
 * so each button says which line it changes.
 */
export function CartLine({ line, cart, amount }: { line: CartItem; cart: Cart; amount: number | undefined }) {
  const key = cartLineKey(line);
  const options = optionNames(line.options);
  const name = options ? `${line.name} (${options})` : line.name;
  return (
    <li className="flex flex-col gap-2 py-3" data-testid="cart-line">
      <div className="flex items-baseline justify-between gap-3">
        <span className="flex min-w-0 flex-col break-words">
          <span>{line.name}</span>
          {options && <span className="text-sm text-slate-600">{options}</span>}
        </span>
        {/* The server's figure (the quote), '…' while it is asked for. */}
        <span className="font-bold tabular-nums">{amount === undefined ? '…' : formatPence(amount)}</span>
      </div>
      <div className="flex items-center justify-between gap-3">
        <div role="group" aria-label={`Quantity of ${name}`} className="flex items-center gap-2">
          <button
            type="button"
            className={STEP}
            onClick={() => cart.decrement(key)}
            disabled={line.quantity <= MIN_QUANTITY}
            aria-label={`One less ${name}`}
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
            onClick={() => cart.increment(key)}
            disabled={line.quantity >= MAX_QUANTITY}
            aria-label={`One more ${name}`}
          >
            <Plus aria-hidden="true" className="size-4" />
          </button>
        </div>
        <button
          type="button"
          onClick={() => cart.remove(key)}
          aria-label={`Remove ${name}`}
          className="flex size-8 items-center justify-center rounded-full text-red-600 hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}
