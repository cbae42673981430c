import type { components } from '../../../generated/api.js';
import type { Restaurant } from '../domain/restaurant.js';
import { imageUrls } from '../images/restaurant-image.js';
import type { FileStorage } from '../ports.js';

export type RestaurantResponse = components['schemas']['Restaurant'];

/** The contract's Restaurant: `_id`s, image URLs from storage, ISO dates. */
export function toRestaurantResponse(restaurant: Restaurant, storage: FileStorage): RestaurantResponse {
  const images = restaurant.imageKey ? imageUrls(storage, restaurant.imageKey) : undefined;
  return {
    _id: restaurant.id,
    restaurantName: restaurant.restaurantName,
    city: restaurant.city,
    country: restaurant.country,
    deliveryPrice: restaurant.deliveryPrice,
    estimatedDeliveryTime: restaurant.estimatedDeliveryTime,
    cuisines: restaurant.cuisines,
    menuItems: restaurant.menuItems.map((item) => ({ _id: item.id, name: item.name, price: item.price })),
    imageUrl: images?.imageUrl ?? '',
    ...(images?.imageSrcset ? { imageSrcset: images.imageSrcset } : {}),
    ...(images ? { cardImageUrl: images.cardImageUrl } : {}),
    ...(images?.cardImageSrcset ? { cardImageSrcset: images.cardImageSrcset } : {}),
    lastUpdated: restaurant.lastUpdated.toISOString(),
  };
}
