import { MapPin } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { IconInput } from '../../../../shared/ui/IconInput';
import { filterCities, nextActiveIndex, shouldSuggest } from './city-suggestions';

/** docs/product/screens.md "Landing": the list closes 100 ms after the field loses focus. */
const BLUR_CLOSE_MS = 100;

interface CityComboboxProps {
  value: string;
  onChange: (value: string) => void;
  cities: readonly string[];
  error?: string;
}

/**
 * WAI-ARIA combobox with a list popup: free text is allowed, the list only suggests.
 * Focus stays in the input; the highlighted option is announced via aria-activedescendant.
 */
export function CityCombobox({ value, onChange, cities, error }: CityComboboxProps) {
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<number | undefined>(undefined);
  const listRef = useRef<HTMLUListElement>(null);
  const matches = filterCities(cities, value);
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (active >= 0) listRef.current?.children[active]?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const close = () => {
    setIsOpen(false);
    setActive(-1);
  };
  const choose = (city: string) => {
    onChange(city);
    close();
  };
  const type = (text: string) => {
    onChange(text);
    setActive(-1);
    setIsOpen(shouldSuggest(text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      if (!shouldSuggest(value)) return;
      setIsOpen(true);
      setActive((current) => nextActiveIndex(isOpen ? current : -1, key, matches.length));
    } else if (key === 'Enter' && isOpen && matches[active]) {
      event.preventDefault(); // picks the city instead of submitting the search
      choose(matches[active]);
    } else if (key === 'Escape' && isOpen) {
      event.preventDefault();
      close();
    }
  };

  const expanded = isOpen && shouldSuggest(value);
  return (
    <div className="relative flex flex-col gap-1.5 text-left">
      <label htmlFor={id} className="text-sm text-slate-800">
        City or postcode
      </label>
      <IconInput
        icon={MapPin}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder="Search by City, Town or Postcode"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value}
        onChange={(event) => type(event.target.value)}
        onFocus={() => {
          window.clearTimeout(closeTimer.current);
          if (shouldSuggest(value)) setIsOpen(true);
        }}
        onBlur={() => {
          closeTimer.current = window.setTimeout(close, BLUR_CLOSE_MS);
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        ref={listRef}
        id={`${id}-listbox`}
        role="listbox"
        aria-label="Cities"
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-30 mt-1 max-h-48 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {matches.length === 0 && (
          <li role="option" aria-selected={false} aria-disabled="true" className="px-3 py-2 text-slate-600">
            No city found
          </li>
        )}
        {matches.map((city, index) => (
          <li
            key={city}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // mousedown would blur the input first; keep focus there and pick on click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(city)}
            className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-brand-100 text-brand-800' : 'hover:bg-slate-50'}`}
          >
            {city}
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
