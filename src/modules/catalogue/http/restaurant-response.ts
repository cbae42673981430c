import type { FulfilmentSettings } from '../domain/fulfilment-settings.js';
import type { components } from '../../../generated/api.js';
import type { ShownHours } from '../availability-service.js';
import type { OpenState } from '../domain/opening-hours.js';
import { isSoldOut, type MenuItem, type Restaurant, type ShownRating } from '../domain/restaurant.js';
import type { DeliveryArea } from '../domain/delivery-areas.js';
import { imageUrls } from '../images/restaurant-image.js';
import type { FileStorage } from '../ports.js';
import { toDeliveryAreaTerms } from './delivery-area-response.js';
import { toOpenStateResponse } from '../../../http/open-state-response.js';

export type RestaurantResponse = components['schemas']['Restaurant'];
type RestaurantCard = components['schemas']['RestaurantCard'];
/** What a card and the detail share; the card adds the open state, the detail its own fields. */
type CardFields = Omit<RestaurantCard, 'openState' | 'timeZone'>;

/** What a card shows: a search hit or a whole restaurant. */
type CardSource = Pick<Restaurant, 'id' | 'restaurantName' | 'city' | 'deliveryPrice' | 'estimatedDeliveryTime' | 'cuisines' | 'imageKey'> & {
  /** Public reads only: null below three ratings; the owner's own answers leave it out. */
  rating?: ShownRating | null;
};

type Images = ReturnType<typeof imageUrls> | undefined;

const imagesOf = (restaurant: CardSource, storage: FileStorage): Images => (restaurant.imageKey ? imageUrls(storage, restaurant.imageKey) : undefined);

function cardOf(restaurant: CardSource, images: Images): CardFields {
  return {
    _id: restaurant.id,
    restaurantName: restaurant.restaurantName,
    city: restaurant.city,
    deliveryPrice: restaurant.deliveryPrice,
    estimatedDeliveryTime: restaurant.estimatedDeliveryTime,
    cuisines: restaurant.cuisines,
    imageUrl: images?.imageUrl ?? '',
    ...(images ? { cardImageUrl: images.cardImageUrl } : {}),
    ...(images?.cardImageSrcset ? { cardImageSrcset: images.cardImageSrcset } : {}),
    ...(restaurant.rating === undefined ? {} : { rating: restaurant.rating }),
  };
}

/** The contract's RestaurantCard: `_id`, image URLs from storage (the card's own srcset, not the banner's), the open state. */
export function toRestaurantCard(
  restaurant: CardSource & { openState: OpenState; timeZone: string; dietaryDishes?: number; deliveryTerms?: RestaurantCard['deliveryTerms']; collection?: boolean },
  storage: FileStorage,
): RestaurantCard {
  return {
    ...cardOf({ ...restaurant, rating: restaurant.rating ?? null }, imagesOf(restaurant, storage)),
    openState: toOpenStateResponse(restaurant.openState),
    timeZone: restaurant.timeZone,
    ...(restaurant.dietaryDishes === undefined ? {} : { dietaryDishes: restaurant.dietaryDishes }),
    ...(restaurant.deliveryTerms ? { deliveryTerms: restaurant.deliveryTerms } : {}),
    ...(restaurant.collection ? { collection: true as const } : {}),
  };
}

function toMenuItemResponse(item: MenuItem, at: Date): RestaurantResponse['menuItems'][number] {
  const soldOut = isSoldOut(item, at);
  return {
    _id: item.id,
    name: item.name,
    price: item.price,
    soldOut,
    ...(soldOut ? { soldOutUntil: item.soldOut!.until?.toISOString() ?? null } : {}),
    description: item.description,
    category: item.category,
    allergens: item.allergens,
    dietary: item.dietary,
    optionGroups: item.optionGroups.map((group) => ({
      _id: group.id,
      name: group.name,
      min: group.min,
      max: group.max,
      options: group.options.map((option) => ({ _id: option.id, name: option.name, price: option.price, soldOut: option.soldOut })),
    })),
  };
}

/**
 * The contract's Restaurant: the card's fields plus country, menu, the banner's srcset and an
 * ISO date; dishes sold out `at` that time, and the open state and delivery areas where the caller read them.
 */
export function toRestaurantResponse(
  restaurant: Restaurant & { deliveryAreas?: readonly DeliveryArea[]; fulfilment?: FulfilmentSettings },
  storage: FileStorage,
  at: Date,
  service?: { openState: OpenState; timeZone: string; hours?: ShownHours },
): RestaurantResponse {
  const images = imagesOf(restaurant, storage);
  return {
    ...cardOf(restaurant, images),
    addressLine1: restaurant.addressLine1,
    postcode: restaurant.postcode,
    country: restaurant.country,
    menuSections: restaurant.menuSections,
    menuItems: restaurant.menuItems.map((item) => toMenuItemResponse(item, at)),
    ...(images?.imageSrcset ? { imageSrcset: images.imageSrcset } : {}),
    lastUpdated: restaurant.lastUpdated.toISOString(),
    ...(service ? { openState: toOpenStateResponse(service.openState), timeZone: service.timeZone } : {}),
    ...(service?.hours ? { hours: { weeklyHours: service.hours.weeklyHours, closures: service.hours.closures.map((closure) => ({ ...closure })) } } : {}),
    ...(restaurant.deliveryAreas ? { deliveryAreas: restaurant.deliveryAreas.map(toDeliveryAreaTerms) } : {}),
    ...(restaurant.fulfilment ? { fulfilment: { ...restaurant.fulfilment } } : {}),
  };
}
