import { newId } from '../../shared/ids.js';
import type { KnexDeliveryAreas } from './adapters/knex-delivery-areas.js';
import { validateDeliveryAreas, type DeliveryAreaInput } from './domain/delivery-areas-input.js';
import type { DeliveryArea } from './domain/delivery-areas.js';
import type { OwnRestaurantId } from './my-restaurant-service.js';

/**
 * Where the owner's restaurant delivers and for how much (docs/product/decisions.md "Delivery
 * areas"): read and replaced whole, on their own restaurant only. Customers read the areas with
 * the restaurant (CatalogueService) and checkout with its priced menu.
 */
export class DeliveryAreasService {
  constructor(
    private readonly restaurantOf: OwnRestaurantId,
    private readonly areas: KnexDeliveryAreas,
  ) {}

  async list(caller: string): Promise<DeliveryArea[]> {
    return this.areas.of(await this.restaurantOf(caller));
  }

  /** The saved list; a refused one (400 naming the field) writes nothing. */
  async replace(caller: string, input: readonly DeliveryAreaInput[]): Promise<DeliveryArea[]> {
    const restaurantId = await this.restaurantOf(caller);
    return this.areas.replace(restaurantId, (knownIds) => validateDeliveryAreas(input, knownIds).map((area) => ({ ...area, id: area.id ?? newId() })));
  }
}
