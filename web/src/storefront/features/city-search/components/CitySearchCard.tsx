import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { looksLikePostcode } from '../../../../shared/places/postcode-text';
import { useVisitPostcode } from '../../../../shared/places/visit-postcode';
import { Button } from '../../../../shared/ui/Button';
import { IconInput } from '../../../../shared/ui/IconInput';
import { useGetCities } from '../api/get-cities';
import { CitiesLoadingOverlay } from './CitiesLoadingOverlay';
import { CityCombobox } from './CityCombobox';
import { searchPath } from './city-suggestions';

/**
 * The landing search form: a city (suggested, free text allowed) or a postcode, and a cuisine or
 * name. Submitting goes to /search/{city or 'all'}, a postcode to /search/all?postcode=, and the
 * postcode is remembered for the visit (docs/product/decisions.md "Search by postcode"); Reset
 * empties both and tells the owner.
 */
export function CitySearchCard({ onReset }: { onReset?: () => void }) {
  const { cities, isLoading, error } = useGetCities();
  const [city, setCity] = useState('');
  const [searchQuery, setSearchQuery] = useState('');
  const navigate = useNavigate();
  const textId = useId();
  const [, rememberPostcode] = useVisitPostcode();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (looksLikePostcode(city)) rememberPostcode(city);
    void navigate(searchPath(city, searchQuery));
  };
  const reset = () => {
    setCity('');
    setSearchQuery('');
    onReset?.();
  };

  return (
    <form role="search" aria-label="Find restaurants" onSubmit={submit} className="flex flex-col gap-4 text-left">
      {isLoading && <CitiesLoadingOverlay />}
      <div className="grid gap-4 lg:grid-cols-2">
        <CityCombobox value={city} onChange={setCity} cities={cities} error={error ? error.message : undefined} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={textId} className="text-sm text-slate-800">
            Cuisine or restaurant
          </label>
          <IconInput
            icon={Search}
            id={textId}
            type="search"
            value={searchQuery}
            onChange={(event) => setSearchQuery(event.target.value)}
            placeholder="Search by Cuisine or Restaurant Name"
          />
        </div>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={reset} className="h-11 sm:w-32">
          Reset
        </Button>
        <Button type="submit" className="h-11 sm:w-32">
          Search
        </Button>
      </div>
    </form>
  );
}
