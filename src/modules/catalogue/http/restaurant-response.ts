import type { components } from '../../../generated/api.js';
import type { OpenState } from '../domain/opening-hours.js';
import { isSoldOut, type MenuItem, type Restaurant } from '../domain/restaurant.js';
import { imageUrls } from '../images/restaurant-image.js';
import type { FileStorage } from '../ports.js';
import { toOpenStateResponse } from './open-state-response.js';

export type RestaurantResponse = components['schemas']['Restaurant'];
type RestaurantCard = components['schemas']['RestaurantCard'];

/** What a card shows: a search hit or a whole restaurant. */
type CardSource = Pick<Restaurant, 'id' | 'restaurantName' | 'city' | 'deliveryPrice' | 'estimatedDeliveryTime' | 'cuisines' | 'imageKey'>;

type Images = ReturnType<typeof imageUrls> | undefined;

const imagesOf = (restaurant: CardSource, storage: FileStorage): Images => (restaurant.imageKey ? imageUrls(storage, restaurant.imageKey) : undefined);

function cardOf(restaurant: CardSource, images: Images): RestaurantCard {
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
  };
}

/** The contract's RestaurantCard: `_id`, image URLs from storage (the card's own srcset, not the banner's). */
export function toRestaurantCard(restaurant: CardSource, storage: FileStorage): RestaurantCard {
  return cardOf(restaurant, imagesOf(restaurant, storage));
}

function toMenuItemResponse(item: MenuItem, at: Date): RestaurantResponse['menuItems'][number] {
  const soldOut = isSoldOut(item, at);
  return { _id: item.id, name: item.name, price: item.price, soldOut, ...(soldOut ? { soldOutUntil: item.soldOut!.until?.toISOString() ?? null } : {}) };
}

/**
 * The contract's Restaurant: the card's fields plus country, menu, the banner's srcset and an
 * ISO date; dishes sold out `at` that time, and the open state where the caller read it.
 */
export function toRestaurantResponse(restaurant: Restaurant, storage: FileStorage, at: Date, service?: { openState: OpenState; timeZone: string }): RestaurantResponse {
  const images = imagesOf(restaurant, storage);
  return {
    ...cardOf(restaurant, images),
    country: restaurant.country,
    menuItems: restaurant.menuItems.map((item) => toMenuItemResponse(item, at)),
    ...(images?.imageSrcset ? { imageSrcset: images.imageSrcset } : {}),
    lastUpdated: restaurant.lastUpdated.toISOString(),
    ...(service ? { openState: toOpenStateResponse(service.openState), timeZone: service.timeZone } : {}),
  };
}
