import { useId } from 'react';
import { SORT_OPTIONS, isSortOption, type SortOption } from '../search-options';

interface SortDropdownProps {
  sortOption: SortOption;
  onChange: (sortOption: SortOption) => void;
}

/** A native select: keyboard and screen readers work as everywhere else on the platform. */
export function SortDropdown({ sortOption, onChange }: SortDropdownProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-slate-700">
        Sort by
      </label>
      <select
        id={id}
        value={sortOption}
        onChange={(event) => {
          if (isSortOption(event.target.value)) onChange(event.target.value);
        }}
        className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
