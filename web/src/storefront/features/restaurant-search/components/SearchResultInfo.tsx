import { X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { showPostcode } from '../../../../shared/places/postcode-text';

/**
 * docs/product/screens.md "Search results" count line with the way back to pick another city;
 * with a postcode, the postcode searched for and a way to search without it.
 */
export function SearchResultInfo({ total, city, postcode, onClearPostcode }: { total: number; city: string; postcode?: string; onClearPostcode?: () => void }) {
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:items-baseline sm:gap-x-3">
      <h1 className="text-xl font-bold tracking-tight">
        {postcode ? (
          <>
            {total} Restaurants delivering to <span className="whitespace-nowrap">{showPostcode(postcode)}</span>
          </>
        ) : (
          `${total} Restaurants found in ${city}`
        )}
      </h1>
      {postcode && onClearPostcode && (
        <button
          type="button"
          onClick={onClearPostcode}
          className="inline-flex min-h-6 items-center gap-1 self-start rounded-sm text-sm font-bold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          <X aria-hidden="true" className="size-4" />
          Clear postcode
        </button>
      )}
      <Link to="/" className="inline-flex min-h-6 items-center self-start rounded-sm text-sm font-bold text-brand-700 underline underline-offset-4 hover:text-brand-800">
        Change Location
      </Link>
    </div>
  );
}
