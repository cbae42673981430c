import { NotFoundError } from '../../shared/errors.js';
import type { KnexFulfilmentSettings } from './adapters/knex-fulfilment-settings.js';
import { validateFulfilmentSettings, type FulfilmentSettings } from './domain/fulfilment-settings.js';

/** The caller's restaurant id, if they have one (MyRestaurantService). */
type OwnedRestaurantId = (caller: string) => Promise<string | undefined>;

/**
 * Whether the owner's restaurant delivers, offers collection, and in how many minutes
 * (docs/product/decisions.md "Collection"); customers read it with the restaurant, checkout
 * with its priced menu.
 */
export class FulfilmentService {
  constructor(
    private readonly ownedRestaurantId: OwnedRestaurantId,
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

  private async restaurantOf(caller: string): Promise<string> {
    const id = await this.ownedRestaurantId(caller);
    if (!id) throw new NotFoundError('Restaurant not found');
    return id;
  }
}
