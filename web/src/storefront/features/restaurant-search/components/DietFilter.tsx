import { useId } from 'react';
import { DIETARY, type DietaryLabel } from '../../../../shared/catalogue/dish-marks';
import { toggleDietary } from '../search-state';

const LABELS = Object.entries(DIETARY) as Array<[DietaryLabel, { name: string }]>;

/**
 * The diet filter (docs/product/decisions.md "Menus"): restaurants with a dish carrying every
 * ticked label. Four native checkboxes in their labels, always shown (phones too: four chips
 * take one or two rows, where the cuisines' long list folds away). Each box is 24 px, a target
 * of its own (tap-targets e2e); a click anywhere on the pill ticks it.
 */
export function DietFilter({ selected, onChange }: { selected: readonly DietaryLabel[]; onChange: (dietary: DietaryLabel[]) => void }) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className="flex flex-col gap-2">
      <h2 id={titleId} className="px-1 text-base font-bold whitespace-nowrap">
        Filter By Diet
      </h2>
      <ul className="flex flex-wrap gap-2">
        {LABELS.map(([label, { name }]) => {
          const checked = selected.includes(label);
          return (
            <li key={label}>
              <label
                className={`flex h-10 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm whitespace-nowrap has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 ${
                  checked ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-300 bg-white hover:bg-slate-50'
                }`}
              >
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() => onChange(toggleDietary(selected, label))}
                  className="size-6 accent-brand-700 focus-visible:outline-none"
                />
                {name}
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
