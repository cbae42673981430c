import type { components } from '../../../generated/api.js';
import type { CatalogueService, SearchResult } from '../catalogue-service.js';
import { parseSearchInput } from '../domain/search-criteria.js';
import { imageUrls } from '../images/restaurant-image.js';
import type { FileStorage } from '../ports.js';

type SearchResponse = components['schemas']['SearchResponse'];
type RestaurantCard = components['schemas']['RestaurantCard'];

/** The contract's search answer: cards (what the storefront's result cards show), no menus. */
export function toSearchResponse({ restaurants, pagination }: SearchResult, storage: FileStorage): SearchResponse {
  return {
    data: restaurants.map((r): RestaurantCard => {
      const images = r.imageKey ? imageUrls(storage, r.imageKey) : undefined;
      return {
        _id: r.id,
        restaurantName: r.restaurantName,
        city: r.city,
        deliveryPrice: r.deliveryPrice,
        estimatedDeliveryTime: r.estimatedDeliveryTime,
        cuisines: r.cuisines,
        imageUrl: images?.imageUrl ?? '',
        ...(images ? { cardImageUrl: images.cardImageUrl } : {}),
        ...(images?.cardImageSrcset ? { cardImageSrcset: images.cardImageSrcset } : {}),
      };
    }),
    pagination,
  };
}

/** The answer as JSON bytes, computed once per criteria and catalogue version. */
export function searchBody(catalogue: CatalogueService, storage: FileStorage, city: string, query: URLSearchParams): Promise<Buffer> {
  const input = parseSearchInput(city, query);
  return catalogue.searchRendered(input, 'json', (result) => Buffer.from(JSON.stringify(toSearchResponse(result, storage))));
}
