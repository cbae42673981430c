import { token } from '../../shared/di.js';
import type { CatalogueService } from '../catalogue/index.js';
import type { OrderingService } from '../ordering/index.js';

/** The stored user id of an identity-provider subject (accounts' public API). */
export type UserIdLookup = (auth0Id: string) => Promise<string | undefined>;
export const USER_ID_LOOKUP = token<UserIdLookup>('reviews.UserIdLookup');

/** The id of the restaurant the subject owns, if any (catalogue's public API). */
export type OwnedRestaurantLookup = (auth0Id: string) => Promise<string | undefined>;
export const OWNED_RESTAURANT_LOOKUP = token<OwnedRestaurantLookup>('reviews.OwnedRestaurantLookup');

/**
 * Ordering's write beside an order: the order as it is (whose, its status, its review window) and
 * the review's event appended to the order's log, on one transaction with the review's own writes.
 */
export type OrderWrites = Pick<OrderingService, 'writeBeside'>;
export const ORDER_WRITES = token<OrderWrites>('reviews.OrderWrites');

/** Which restaurants exist, and telling search that one's rating changed (catalogue's public API). */
export type RestaurantCatalogue = Pick<CatalogueService, 'summaries' | 'ratingChanged'>;
export const RESTAURANT_CATALOGUE = token<RestaurantCatalogue>('reviews.RestaurantCatalogue');
