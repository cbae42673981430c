import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../shared/ui/Button';

interface SearchBarProps {
  searchQuery: string;
  onSubmit: (searchQuery: string) => void;
}

/** Free-text search within the results; the owner remounts it (key) when the URL changes. */
export function SearchBar({ searchQuery, onSubmit }: SearchBarProps) {
  const [text, setText] = useState(searchQuery);
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(text.trim());
  };
  const reset = () => {
    setText('');
    onSubmit('');
  };

  return (
    <form role="search" aria-label="Search restaurants" onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <label htmlFor={inputId} className="sr-only">
        Cuisine or restaurant
      </label>
      <div className="relative flex-1">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-brand-600" />
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search by Cuisine or Restaurant Name"
          className="h-11 w-full rounded-full border-2 border-slate-300 bg-white pr-4 pl-10 text-base placeholder:text-slate-500 focus-visible:border-brand-500"
        />
      </div>
      <div className="flex gap-3">
        <Button type="button" variant="outline" onClick={reset} className="h-11 flex-1 rounded-full sm:flex-none">
          Reset
        </Button>
        <Button type="submit" className="h-11 flex-1 rounded-full sm:flex-none">
          Search
        </Button>
      </div>
    </form>
  );
}
