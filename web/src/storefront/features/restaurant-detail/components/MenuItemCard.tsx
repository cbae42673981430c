import { Plus } from 'lucide-react';
import { formatPence } from '../../../../shared/format/money';

interface MenuItemCardProps {
  item: { _id: string; name: string; price: number; soldOut?: boolean };
  /** How many are in the cart already, shown as a badge. */
  quantity: number;
  onAdd: () => void;
}

/** A menu entry; the whole card is one button that adds the item to the order, unless it is sold out. */
export function MenuItemCard({ item, quantity, onAdd }: MenuItemCardProps) {
  if (item.soldOut) {
    return (
      <div className="flex w-full items-center justify-between gap-4 rounded-lg bg-slate-50 p-4 text-slate-500 ring-1 ring-slate-200">
        <span className="flex min-w-0 flex-col gap-1">
          <span className="text-lg font-bold break-words">{item.name}</span>
          <span className="font-bold">{formatPence(item.price)}</span>
        </span>
        <span className="shrink-0 rounded-full bg-slate-200 px-3 py-1 text-sm font-bold text-slate-700">Sold out</span>
      </div>
    );
  }
  return (
    <button
      type="button"
      onClick={onAdd}
      aria-label={`Add ${item.name}, ${formatPence(item.price)}, to your order${quantity ? ` (${quantity} in order)` : ''}`}
      className="group flex w-full items-center justify-between gap-4 rounded-lg bg-white p-4 text-left ring-1 ring-slate-200 transition-colors hover:bg-brand-50/60 hover:ring-brand-300"
    >
      <span className="flex min-w-0 flex-col gap-1">
        <span className="text-lg font-bold break-words">{item.name}</span>
        <span className="font-bold text-slate-800">{formatPence(item.price)}</span>
      </span>
      <span className="flex shrink-0 items-center gap-2">
        {quantity > 0 && (
          <span aria-hidden="true" className="rounded-full bg-brand-700 px-2.5 py-0.5 text-sm font-bold text-white">
            {quantity}
          </span>
        )}
        <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-200 group-hover:bg-brand-100">
          <Plus className="size-5" />
        </span>
      </span>
    </button>
  );
}
