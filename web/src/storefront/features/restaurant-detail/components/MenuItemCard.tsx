import { Plus } from 'lucide-react';
import { formatPence } from '../../../../shared/format/money';
import type { Allergen, DietaryLabel } from '../../../../shared/catalogue/dish-marks';
import { DishMarks } from './DishMarks';

interface MenuItemCardProps {
  item: {
    _id: string;
    name: string;
    price: number;
    soldOut?: boolean;
    description?: string;
    allergens?: Allergen[];
    dietary?: DietaryLabel[];
    optionGroups?: unknown[];
  };
  /** How many are in the cart already, shown as a badge. */
  quantity: number;
  /** Adds the dish, or opens its option dialog when it has option groups. */
  onAdd: () => void;
}

/**
 * A menu entry: name, description, price and its diet and allergen marks (docs/product/decisions.md "Menus").
 * A click anywhere on the card adds the item (its Add button covers it), unless it is sold out; the marks
 * sit above so they can be hovered and focused.
 */
export function MenuItemCard({ item, quantity, onAdd }: MenuItemCardProps) {
  const hasOptions = (item.optionGroups?.length ?? 0) > 0;
  const details = (
    <span className="flex min-w-0 flex-col gap-1">
      <span className="text-lg font-bold break-words">{item.name}</span>
      {item.description && <span className="text-sm break-words text-slate-600">{item.description}</span>}
      <span className="font-bold text-slate-800">
        {formatPence(item.price)}
        {hasOptions && <span className="font-normal text-slate-600"> · options</span>}
      </span>
      <DishMarks dishName={item.name} allergens={item.allergens ?? []} dietary={item.dietary ?? []} />
    </span>
  );
  if (item.soldOut) {
    return (
      <div className="flex w-full items-center justify-between gap-4 rounded-lg bg-slate-50 p-4 text-slate-500 ring-1 ring-slate-200">
        {details}
        <span className="shrink-0 rounded-full bg-slate-200 px-3 py-1 text-sm font-bold text-slate-700">Sold out</span>
      </div>
    );
  }
  return (
    <div className="group relative flex w-full items-center justify-between gap-4 rounded-lg bg-white p-4 text-left ring-1 ring-slate-200 transition-colors hover:bg-brand-50/60 hover:ring-brand-300">
      {details}
      <button
        type="button"
        onClick={onAdd}
        aria-haspopup={hasOptions ? 'dialog' : undefined}
        aria-label={`Add ${item.name}, ${formatPence(item.price)}, to your order${quantity ? ` (${quantity} in order)` : ''}`}
        // The button's area covers the card, as the whole card was one button before the marks.
        className="flex shrink-0 items-center gap-2 rounded-full after:absolute after:inset-0 after:rounded-lg after:content-['']"
      >
        {quantity > 0 && (
          <span aria-hidden="true" className="rounded-full bg-brand-700 px-2.5 py-0.5 text-sm font-bold text-white">
            {quantity}
          </span>
        )}
        <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-200 group-hover:bg-brand-100">
          <Plus className="size-5" />
        </span>
      </button>
    </div>
  );
}
