import { Banknote, Clock, Leaf, MapPin, Store } from 'lucide-react';
import { Link } from 'react-router-dom';
import placeholderUrl from '../../../../assets/restaurant-placeholder.svg';
import { FIRST_SCREEN_IMAGE } from '../../../../shared/first-paint/first-screen-image';
import { formatPence } from '../../../../shared/format/money';
import { deliveryCostParts } from '../../../../shared/places/postcode-text';
import { OPEN_STATE_TONE, openStateText } from '../../../../shared/catalogue/open-state';
import { BelowFirstScreenImage } from '../../../../shared/first-paint/BelowFirstScreenImage';
import type { DietaryLabel } from '../../../../shared/catalogue/dish-marks';
import { RatingSummary } from '../../../../shared/reviews/RatingSummary';
import type { Restaurant } from '../api/search-restaurants';
import { CARD_IMAGE_SIZES } from '../card-image';
import { dietaryDishesText } from '../dietary-dishes';

/**
 * One search result, linking to its detail page. `priority`: in the first screenful, so loaded at once.
 * `dietary`: the diet filter's labels, when on: the card says how many of its dishes fit.
 */
export function RestaurantCard({ restaurant, priority = false, dietary = [] }: { restaurant: Restaurant; priority?: boolean; dietary?: readonly DietaryLabel[] }) {
  const image = {
    src: restaurant.cardImageUrl || restaurant.imageUrl || placeholderUrl,
    srcSet: restaurant.cardImageSrcset,
    sizes: restaurant.cardImageSrcset ? CARD_IMAGE_SIZES : undefined,
    alt: '',
    width: 480,
    height: 320,
  };
  return (
    <Link
      to={`/detail/${restaurant._id}`}
      className="group grid gap-4 rounded-lg p-2 ring-1 ring-slate-200 hover:bg-brand-50/60 sm:grid-cols-[2fr_3fr] sm:gap-6"
    >
      {priority ? (
        <img {...image} {...FIRST_SCREEN_IMAGE} decoding="async" className="aspect-[3/2] h-auto w-full rounded-md bg-brand-100 object-cover" />
      ) : (
        <BelowFirstScreenImage {...image} frameClassName="w-full rounded-md bg-brand-100" className="rounded-md object-cover" />
      )}
      <div className="flex flex-col gap-2 py-1">
        <h2 className="text-xl font-bold tracking-tight group-hover:underline sm:text-2xl">{restaurant.restaurantName}</h2>
        <RatingSummary rating={restaurant.rating} />
        {/* In text, not only in the artwork: an 'all' search must say where each one is. */}
        <p className="flex items-center gap-1.5 text-sm text-slate-700">
          <MapPin aria-hidden="true" className="size-4" />
          {restaurant.city}
        </p>
        <ul aria-label="Cuisines" className="flex flex-wrap gap-x-2 gap-y-1 text-sm text-slate-700">
          {restaurant.cuisines.map((cuisine, index) => (
            <li key={cuisine} className="flex items-center gap-2">
              {index > 0 && <span aria-hidden="true">•</span>}
              {cuisine}
            </li>
          ))}
        </ul>
        {dietary.length > 0 && restaurant.dietaryDishes !== undefined && (
          <p data-testid="dietary-dishes" className="flex items-center gap-1.5 text-sm font-bold text-green-800">
            <Leaf aria-hidden="true" className="size-4 shrink-0" />
            {dietaryDishesText(restaurant.dietaryDishes, dietary)}
          </p>
        )}
        {/* Closed and paused cards still link: the menu can be read before it opens. */}
        <p data-testid="open-state" className={`flex items-center gap-1.5 text-sm font-bold ${OPEN_STATE_TONE[restaurant.openState.state]}`}>
          <Store aria-hidden="true" className="size-4 shrink-0" />
          {openStateText(restaurant.openState, restaurant.timeZone)}
        </p>
        <div className="mt-auto flex flex-col gap-1 text-sm">
          {/* On the estimate's line, to keep the card short (docs/product/decisions.md "Collection"). */}
          <p className="flex flex-wrap items-center gap-x-1.5 text-green-700" data-testid="estimate">
            <Clock aria-hidden="true" className="size-4" />
            {restaurant.estimatedDeliveryTime} mins
            {restaurant.collection && <span>· Collection available</span>}
          </p>
          {/* With a postcode search: what delivering there costs (docs/product/decisions.md "Search by postcode"). */}
          <p className="flex items-center gap-1.5" data-testid="delivery-cost">
            <Banknote aria-hidden="true" className="size-4 shrink-0" />
            {restaurant.deliveryTerms ? deliveryCostParts(restaurant.deliveryTerms).join(' · ') : `Delivery from ${formatPence(restaurant.deliveryPrice)}`}
          </p>
        </div>
      </div>
    </Link>
  );
}
