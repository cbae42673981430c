import { Clock, MapPin } from 'lucide-react';
import type { Restaurant } from '../api/get-restaurant';
import { OPEN_STATE_TONE, openStateText } from '../../../../shared/catalogue/open-state';
import { RatingSummary } from '../../../../shared/reviews/RatingSummary';
import { DeliversTo } from './DeliversTo';
import { OpeningHours } from './OpeningHours';

/** Name, place, open state and hours, whether it delivers to the visit's postcode, and cuisines under the banner. */
export function RestaurantInfo({ restaurant }: { restaurant: Restaurant }) {
  return (
    <section aria-labelledby="restaurant-name" className="flex flex-col gap-3 rounded-lg p-5 ring-1 ring-slate-200">
      <h1 id="restaurant-name" className="text-3xl font-bold tracking-tight">
        {restaurant.restaurantName}
      </h1>
      <RatingSummary rating={restaurant.rating} className="text-base" />
      <p className="flex items-center gap-1.5 text-slate-700">
        <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
        {restaurant.city}, {restaurant.country}
      </p>
      {restaurant.openState && (
        <p data-testid="open-state" className={`flex items-center gap-1.5 font-bold ${OPEN_STATE_TONE[restaurant.openState.state]}`}>
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          {openStateText(restaurant.openState, restaurant.timeZone ?? 'Europe/London')}
        </p>
      )}
      {restaurant.hours && <OpeningHours hours={restaurant.hours} timeZone={restaurant.timeZone ?? 'Europe/London'} />}
      <DeliversTo restaurantId={restaurant._id} byArea={(restaurant.deliveryAreas ?? []).length > 0} collection={restaurant.fulfilment?.collection} />
      <ul aria-label="Cuisines" className="flex flex-wrap gap-2">
        {restaurant.cuisines.map((cuisine) => (
          <li key={cuisine} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800 ring-1 ring-brand-200">
            {cuisine}
          </li>
        ))}
      </ul>
    </section>
  );
}
