import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { ALLERGENS, DIETARY, type Allergen, type DietaryLabel } from '../../../../shared/catalogue/dish-marks';

export interface MenuFilterValue {
  /** Dishes containing any of these are hidden. */
  allergens: readonly Allergen[];
  /** Only dishes carrying every one of these are shown. */
  dietary: readonly DietaryLabel[];
}

export const NO_FILTER: MenuFilterValue = { allergens: [], dietary: [] };

/** Whether a dish stays on the menu under the filter (docs/product/decisions.md "Menus"). */
export function passesFilter(item: { allergens: readonly Allergen[]; dietary: readonly DietaryLabel[] }, filter: MenuFilterValue): boolean {
  return !item.allergens.some((code) => filter.allergens.includes(code)) && filter.dietary.every((label) => item.dietary.includes(label));
}

interface MenuFilterProps {
  value: MenuFilterValue;
  onChange: (next: MenuFilterValue) => void;
  shown: number;
  total: number;
}

const toggle = <T,>(list: readonly T[], entry: T) => (list.includes(entry) ? list.filter((e) => e !== entry) : [...list, entry]);

/**
 * The detail page's allergen and diet filter: hide dishes containing chosen allergens, show only dishes
 * with chosen labels. Folded away until opened; says how many dishes it shows.
 */
export function MenuFilter({ value, onChange, shown, total }: MenuFilterProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = value.allergens.length + value.dietary.length;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
          className="flex h-10 items-center gap-2 rounded-md px-3 font-bold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Allergens and diet{active > 0 ? ` (${active})` : ''}
        </button>
        <p aria-live="polite" className="text-sm text-slate-700">
          {active > 0 ? `Showing ${shown} of ${total} dishes` : ''}
        </p>
      </div>
      <div id={panelId} hidden={!open} className="flex flex-col gap-4 rounded-lg bg-white p-4 ring-1 ring-slate-200">
        <fieldset className="flex flex-col gap-2">
          <legend className="pb-1 font-bold">Show only</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {(Object.keys(DIETARY) as DietaryLabel[]).map((code) => (
              <Check key={code} label={DIETARY[code].name} checked={value.dietary.includes(code)} onChange={() => onChange({ ...value, dietary: toggle(value.dietary, code) })} />
            ))}
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="pb-1 font-bold">Hide dishes containing</legend>
          <div className="grid grid-cols-2 gap-x-4 gap-y-1 lg:grid-cols-3">
            {(Object.keys(ALLERGENS) as Allergen[]).map((code) => (
              <Check key={code} label={ALLERGENS[code].name} checked={value.allergens.includes(code)} onChange={() => onChange({ ...value, allergens: toggle(value.allergens, code) })} />
            ))}
          </div>
        </fieldset>
        {active > 0 && (
          <button type="button" onClick={() => onChange(NO_FILTER)} className="h-10 self-start rounded-md px-3 font-bold text-brand-700 hover:bg-brand-50">
            Clear filter
          </button>
        )}
      </div>
    </div>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: () => void }) {
  return (
    <label className="flex min-h-10 cursor-pointer items-center gap-2">
      <input type="checkbox" checked={checked} onChange={onChange} className="size-6 shrink-0 accent-brand-700" />
      {label}
    </label>
  );
}
