import { useId, useState } from 'react';
import { formatPence } from '../../../../shared/format/money';
import { Button } from '../../../../shared/ui/Button';
import { Dialog } from '../../../../shared/ui/Dialog';
import { chosenOptions, groupRule, itemPrice, requiredFirst, type OptionGroup } from '../../../../shared/catalogue/line-options';

interface OptionDialogProps {
  item: { name: string; price: number; description?: string; optionGroups: OptionGroup[] };
  /** Adds one of the dish with these option ids; the dialog closes after. */
  onAdd: (optionIds: string[]) => void;
  /** Stable (Dialog's rule); focus goes back to the Add button that opened it. */
  onClose: () => void;
}

/**
 * docs/product/decisions.md "Menus": choosing a dish's options. Required groups come first; a group of at
 * most one is a radio group, others are checkboxes that stop at the group's max; sold-out options are
 * disabled and say so. The price runs with the choice and Add waits until every group is met.
 */
export function OptionDialog({ item, onAdd, onClose }: OptionDialogProps) {
  const [chosen, setChosen] = useState<Record<string, string[]>>({});
  const optionIds = Object.values(chosen).flat();
  const options = chosenOptions(item.optionGroups, optionIds);
  // Runs with every choice, valid yet or not.
  const price = itemPrice(item.price, item.optionGroups.flatMap((group) => group.options).filter((option) => optionIds.includes(option._id)));
  const choose = (groupId: string, next: string[]) => setChosen((current) => ({ ...current, [groupId]: next }));

  return (
    <Dialog label={`Choose options for ${item.name}`} onClose={onClose}>
      <form
        className="flex flex-col gap-5 p-6 pt-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (!options) return;
          onAdd(optionIds);
          onClose();
        }}
      >
        <div className="flex flex-col gap-1 pr-10">
          <h2 className="text-2xl font-bold tracking-tight">{item.name}</h2>
          {item.description && <p className="text-slate-600">{item.description}</p>}
        </div>
        {requiredFirst(item.optionGroups).map((group) => (
          <OptionGroupField key={group._id} group={group} chosen={chosen[group._id] ?? []} onChange={(next) => choose(group._id, next)} />
        ))}
        <div className="sticky bottom-0 -mx-6 -mb-6 flex items-center justify-between gap-4 border-t border-slate-200 bg-white px-6 py-4">
          <p aria-live="polite" aria-atomic="true" className="text-lg font-bold tabular-nums">
            <span className="sr-only">Price </span>
            <span data-testid="option-price">{formatPence(price)}</span>
          </p>
          <Button type="submit" className="h-11 text-base" disabled={!options}>
            Add to order
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** 'Required · choose 1', 'Optional · choose up to 2', 'Required · choose 1 to 3'. */
function groupHint({ min, max }: OptionGroup): string {
  const count = min === max ? `choose ${min}` : min === 0 ? `choose up to ${max}` : `choose ${min} to ${max}`;
  return `${min > 0 ? 'Required' : 'Optional'} · ${count}`;
}

function OptionGroupField({ group, chosen, onChange }: { group: OptionGroup; chosen: string[]; onChange: (next: string[]) => void }) {
  const hintId = useId();
  const single = group.max === 1;
  const full = chosen.length >= group.max;
  const unmet = groupRule(group, chosen.length) !== undefined;
  return (
    <fieldset aria-describedby={hintId} className="flex flex-col gap-2" data-testid="option-group">
      <legend className="flex w-full items-baseline justify-between gap-3 pb-1">
        <span className="text-lg font-bold">{group.name}</span>
      </legend>
      <p id={hintId} className={`-mt-1 text-sm ${unmet ? 'font-bold text-amber-800' : 'text-slate-600'}`}>
        {groupHint(group)}
      </p>
      <div className="flex flex-col divide-y divide-slate-100 rounded-md ring-1 ring-slate-200">
        {single && group.min === 0 && (
          <OptionRow type="radio" name={group._id} label="None" checked={chosen.length === 0} onChange={() => onChange([])} />
        )}
        {group.options.map((option) => {
          const checked = chosen.includes(option._id);
          return (
            <OptionRow
              key={option._id}
              type={single ? 'radio' : 'checkbox'}
              name={group._id}
              label={option.name}
              price={option.price}
              soldOut={option.soldOut}
              checked={checked}
              // A checkbox group stops at its max: the others wait until one is cleared.
              disabled={option.soldOut || (!single && !checked && full)}
              onChange={() => onChange(single ? [option._id] : checked ? chosen.filter((id) => id !== option._id) : [...chosen, option._id])}
            />
          );
        })}
      </div>
    </fieldset>
  );
}

interface OptionRowProps {
  type: 'radio' | 'checkbox';
  name: string;
  label: string;
  price?: number;
  soldOut?: boolean;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
}

function OptionRow({ type, name, label, price, soldOut, checked, disabled, onChange }: OptionRowProps) {
  return (
    <label className={`flex min-h-12 items-center gap-3 px-3 py-2 ${disabled ? 'cursor-not-allowed text-slate-500' : 'cursor-pointer hover:bg-slate-50'}`}>
      <input type={type} name={name} checked={checked} disabled={disabled} onChange={onChange} className="size-6 shrink-0 accent-brand-700" />
      <span className="flex-1">
        {label}
        {soldOut && <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-bold text-slate-700">Sold out</span>}
      </span>
      {price !== undefined && price > 0 && <span className="tabular-nums">+{formatPence(price)}</span>}
    </label>
  );
}
