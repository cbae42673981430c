import type { Schemas } from '../../api/client';

/** The owner has one restaurant: react-admin sees it as the record 'mine' of 'restaurant'. */
export const RESTAURANT = 'restaurant';
export const MINE = 'mine';
export type RestaurantRecord = Schemas['Restaurant'] & { id: typeof MINE };

export const toRestaurantRecord = (restaurant: Schemas['Restaurant']): RestaurantRecord => ({ ...restaurant, id: MINE });
