import type { Knex } from 'knex';
import { NotFoundError } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import type { KnexRestaurantOversight } from './adapters/knex-restaurant-oversight.js';
import type { OpenState } from './domain/opening-hours.js';
import type { OverseenRestaurant, OversightQuery } from './domain/oversight.js';
import type { ShownRating } from './domain/restaurant.js';
import { changedStanding, type Standing, type StandingChange } from './domain/standing.js';
import type { RatingsLookup } from './ports.js';

export type OverseenWithState = OverseenRestaurant & { openState: OpenState; rating: ShownRating | null };

/**
 * The operator's calls on restaurants (docs/architecture/operator.md "Restaurants"): every
 * restaurant whatever its standing, and the standing changes, made on the caller's transaction
 * so the operator module's audit entry commits with them.
 */
export class RestaurantOversightService {
  constructor(
    private readonly oversight: KnexRestaurantOversight,
    private readonly openStateOf: (restaurantId: string) => Promise<{ openState: OpenState }>,
    private readonly ratingsOf: RatingsLookup,
  ) {}

  async page(query: OversightQuery): Promise<{ restaurants: OverseenWithState[]; total: number }> {
    const { restaurants, total } = await this.oversight.page(query);
    return { restaurants: await this.withState(restaurants), total };
  }

  async one(id: string): Promise<OverseenWithState> {
    const restaurant = isId(id) ? await this.oversight.one(id) : undefined;
    if (!restaurant) throw new NotFoundError('Restaurant not found');
    const [shown] = await this.withState([restaurant]);
    return shown!;
  }

  /** The restaurant as it was and its standing after `change`; 404 unknown, 409 a change that changes nothing. */
  async changeStanding(trx: Knex.Transaction, id: string, change: StandingChange, at: Date): Promise<{ before: OverseenRestaurant; after: Standing }> {
    const before = isId(id) ? await this.oversight.standingFor(trx, id) : undefined;
    if (!before) throw new NotFoundError('Restaurant not found');
    const after = changedStanding(before.standing, change, at);
    await this.oversight.saveStanding(trx, id, after);
    return { before, after };
  }

  private async withState(restaurants: OverseenRestaurant[]): Promise<OverseenWithState[]> {
    const [ratings, states] = await Promise.all([this.ratingsOf(restaurants.map((r) => r.id)), Promise.all(restaurants.map((r) => this.openStateOf(r.id)))]);
    return restaurants.map((r, i) => ({ ...r, openState: states[i]!.openState, rating: ratings.get(r.id) ?? null }));
  }
}
