import { token } from '../../shared/di.js';

/** The restaurant the caller may act for in this call (catalogue's restaurant access: the policy table); 404 'Restaurant not found' otherwise. */
export type RestaurantOf = (caller: string) => Promise<string>;
export const RESTAURANT_OF = token<RestaurantOf>('promotions.RestaurantOf');
