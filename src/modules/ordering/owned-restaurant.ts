import { NotFoundError } from '../../shared/errors.js';
import type { OwnedRestaurantLookup, RestaurantLookup, RestaurantSummary } from './ports.js';

/** The caller's own restaurant, for the desk's reads and changes; anyone without one gets 404. */
export async function ownedRestaurant(caller: string, ownedRestaurantId: OwnedRestaurantLookup, restaurants: RestaurantLookup): Promise<RestaurantSummary> {
  const id = await ownedRestaurantId(caller);
  const [restaurant] = id ? await restaurants.summaries([id]) : [];
  if (!restaurant) throw new NotFoundError('Restaurant not found');
  return restaurant;
}
