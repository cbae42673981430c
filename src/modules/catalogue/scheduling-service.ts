import type { Clock } from '../../shared/clock.js';
import type { Fulfilment } from '../../shared/places/fulfilment.js';
import type { KnexScheduling } from './adapters/knex-scheduling.js';
import type { KnexServiceStates } from './adapters/knex-service-states.js';
import type { Scheduling } from './domain/scheduling.js';
import { slotStarts } from './domain/slot-times.js';
import type { OwnRestaurantId } from './my-restaurant-service.js';

/** The slots a restaurant offers at an instant, with what each takes; what is taken is ordering's. */
export interface SlotTimes {
  timeZone: string;
  starts: Date[];
  capacity: number;
}

/**
 * When a restaurant serves for later (docs/product/decisions.md "Orders for later"): the
 * owner's days ahead and slot capacities, and the slot starts they give with the hours.
 */
export class SchedulingService {
  constructor(
    private readonly restaurantOf: OwnRestaurantId,
    private readonly scheduling: KnexScheduling,
    private readonly states: KnexServiceStates,
    private readonly clock: Clock,
  ) {}

  async settings(caller: string): Promise<Scheduling> {
    return this.scheduling.of(await this.restaurantOf(caller));
  }

  /** The contract has bounded every field. */
  async save(caller: string, input: Scheduling): Promise<Scheduling> {
    const restaurantId = await this.restaurantOf(caller);
    const saved: Scheduling = { daysAhead: input.daysAhead, slotCapacity: { delivery: input.slotCapacity.delivery, collection: input.slotCapacity.collection } };
    await this.scheduling.save(restaurantId, saved, this.clock.now());
    return saved;
  }

  /** The slot starts offered now for `fulfilment`, given its preparation minutes: the hours and a pause under way decide them. */
  async slotTimes(restaurantId: string, fulfilment: Fulfilment, preparationMinutes: number): Promise<SlotTimes & { at: Date }> {
    const [state, scheduling] = await Promise.all([this.states.of(restaurantId), this.scheduling.of(restaurantId)]);
    const at = this.clock.now();
    return {
      at,
      timeZone: state.availability.timeZone,
      starts: slotStarts(state.availability, at, preparationMinutes, scheduling.daysAhead, state.pausedUntil),
      capacity: scheduling.slotCapacity[fulfilment],
    };
  }
}
