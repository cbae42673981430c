import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState } from 'react';
import { CUISINES } from '../../../../shared/catalogue/cuisines';
import { toggleCuisine } from '../search-state';

/** docs/product/constants.md "Lists and polling": seven cuisines show while the list is collapsed. */
const COLLAPSED_COUNT = 7;

interface CuisineFilterProps {
  selected: readonly string[];
  onChange: (cuisines: string[]) => void;
}

export function CuisineFilter({ selected, onChange }: CuisineFilterProps) {
  const [expanded, setExpanded] = useState(false);
  const [shownOnPhone, setShownOnPhone] = useState(false);
  const listId = useId();
  const panelId = useId();
  const titleId = useId();
  const shown = expanded ? CUISINES : CUISINES.slice(0, COLLAPSED_COUNT);

  return (
    <div role="group" aria-labelledby={titleId} className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2 px-1">
        <h2 id={titleId} className="text-base font-bold whitespace-nowrap">
          Filter By Cuisine
        </h2>
        <button
          type="button"
          onClick={() => onChange([])}
          className="inline-flex min-h-6 items-center rounded-sm text-sm font-bold whitespace-nowrap text-brand-700 underline-offset-4 hover:underline"
        >
          Reset Filters
        </button>
      </div>
      {/* Phones show the results first: the list folds away behind this button. */}
      <button
        type="button"
        aria-expanded={shownOnPhone}
        aria-controls={panelId}
        onClick={() => setShownOnPhone((value) => !value)}
        className="flex h-10 items-center justify-between rounded-md border border-slate-300 px-4 text-sm font-bold lg:hidden"
      >
        <span>
          {shownOnPhone ? 'Hide cuisines' : 'Show cuisines'}
          {selected.length > 0 && ` (${selected.length} selected)`}
        </span>
        {shownOnPhone ? <ChevronUp aria-hidden="true" className="size-4" /> : <ChevronDown aria-hidden="true" className="size-4" />}
      </button>
      <div id={panelId} className={`${shownOnPhone ? 'flex' : 'hidden'} flex-col gap-2 lg:flex`}>
        <ul id={listId} className="flex flex-col gap-1.5">
          {shown.map((cuisine) => {
            const checked = selected.includes(cuisine);
            return (
              <li key={cuisine}>
                <label
                  className={`flex cursor-pointer items-center gap-3 rounded-full border px-4 py-1.5 text-sm has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 ${
                    checked ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-300 hover:bg-slate-50'
                  }`}
                >
                  <input
                    type="checkbox"
                    checked={checked}
                    onChange={() => onChange(toggleCuisine(selected, cuisine))}
                    className="size-4 accent-brand-700 focus-visible:outline-none"
                  />
                  {cuisine}
                </label>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
          className="mt-1 flex items-center justify-center gap-1 rounded-sm text-sm font-bold text-brand-700 underline-offset-4 hover:underline"
        >
          {expanded ? 'View Less' : 'View More'}
          {expanded ? <ChevronUp aria-hidden="true" className="size-4" /> : <ChevronDown aria-hidden="true" className="size-4" />}
        </button>
      </div>
    </div>
  );
}
