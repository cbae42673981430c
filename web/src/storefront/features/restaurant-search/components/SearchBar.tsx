import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../shared/ui/Button';
import { IconInput } from '../../../../shared/ui/IconInput';

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
      <IconInput
        icon={Search}
        shape="pill"
        wrapperClassName="flex-1"
        id={inputId}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search by Cuisine or Restaurant Name"
      />
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
