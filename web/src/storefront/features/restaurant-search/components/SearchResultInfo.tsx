import { Link } from 'react-router-dom';

/** docs/product/screens.md "Search results" count line with the way back to pick another city. */
export function SearchResultInfo({ total, city }: { total: number; city: string }) {
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:items-baseline sm:gap-x-3">
      <h1 className="text-xl font-bold tracking-tight">
        {total} Restaurants found in {city}
      </h1>
      <Link to="/" className="inline-flex min-h-6 items-center self-start rounded-sm text-sm font-bold text-brand-700 underline underline-offset-4 hover:text-brand-800">
        Change Location
      </Link>
    </div>
  );
}
