import type { KnexFulfilmentSettings } from './adapters/knex-fulfilment-settings.js';
import { validateFulfilmentSettings, type FulfilmentSettings } from './domain/fulfilment-settings.js';
import type { OwnRestaurantId } from './my-restaurant-service.js';

/**
 * Whether the owner's restaurant delivers, offers collection, and in how many minutes
 * (docs/product/decisions.md "Collection"); customers read it with the restaurant, checkout
 * with its priced menu.
 */
export class FulfilmentService {
  constructor(
    private readonly restaurantOf: OwnRestaurantId,
    private readonly settings: KnexFulfilmentSettings,
  ) {}

  async get(caller: string): Promise<FulfilmentSettings> {
    return this.settings.of(await this.restaurantOf(caller));
  }

  /** A refused setting (400 naming the field) writes nothing. */
  async save(caller: string, input: FulfilmentSettings): Promise<FulfilmentSettings> {
    const restaurantId = await this.restaurantOf(caller);
    return this.settings.save(restaurantId, validateFulfilmentSettings(input));
  }
}
