import type { Clock } from '../../shared/clock.js';
import { NotFoundError } from '../../shared/errors.js';
import type { KnexServiceStates } from './adapters/knex-service-states.js';
import { validateAvailability } from './domain/availability-input.js';
import { nextOpeningAfterCurrent, openStateAt, pauseInEffect, upcomingClosures, type Availability, type OpenState, type ServiceState } from './domain/opening-hours.js';
import type { OwnRestaurantId } from './my-restaurant-service.js';

/** The owner's view: hours, the pause under way and what customers see now. */
export interface ServiceStatus extends ServiceState {
  openState: OpenState;
}

/** What the detail page shows of the hours: the week, and the closures not yet over. */
export type ShownHours = Pick<Availability, 'weeklyHours' | 'closures'>;

export type PauseRequest = { minutes: 15 | 30 | 60 } | { untilNextOpening: true };

/**
 * Hours, closures, pause and sold-out dishes (docs/product/decisions.md "Running a service"):
 * the owner sets them on their own restaurant only; everyone reads the open state.
 */
export class AvailabilityService {
  constructor(
    private readonly restaurantOf: OwnRestaurantId,
    private readonly states: KnexServiceStates,
    private readonly clock: Clock,
  ) {}

  async status(caller: string): Promise<ServiceStatus> {
    return this.statusOf(await this.restaurantOf(caller));
  }

  async saveAvailability(caller: string, input: Availability): Promise<ServiceStatus> {
    const restaurantId = await this.restaurantOf(caller);
    await this.states.saveAvailability(restaurantId, validateAvailability(input), this.clock.now());
    return this.statusOf(restaurantId);
  }

  async pause(caller: string, request: PauseRequest): Promise<ServiceStatus> {
    const restaurantId = await this.restaurantOf(caller);
    const now = this.clock.now();
    const until = 'minutes' in request ? new Date(now.getTime() + request.minutes * 60_000) : await this.nextOpening(restaurantId, now);
    await this.states.savePause(restaurantId, until, now);
    return this.statusOf(restaurantId);
  }

  async resume(caller: string): Promise<ServiceStatus> {
    const restaurantId = await this.restaurantOf(caller);
    await this.states.savePause(restaurantId, undefined, this.clock.now());
    return this.statusOf(restaurantId);
  }

  /** A missed order (docs/product/decisions.md "Running a service"): no new orders until the owner resumes. */
  async pauseUntilResumed(restaurantId: string): Promise<void> {
    await this.states.savePause(restaurantId, null, this.clock.now());
  }

  /** Sold out until switched back, or until the next opening; returns the dish's new mark. */
  async setSoldOut(caller: string, menuItemId: string, soldOut: boolean, untilNextOpening: boolean): Promise<{ until: Date | null } | undefined> {
    const restaurantId = await this.restaurantOf(caller);
    const mark = soldOut ? { until: untilNextOpening ? await this.nextOpening(restaurantId, this.clock.now()) : null } : undefined;
    if (!(await this.states.saveSoldOut(restaurantId, menuItemId, mark))) throw new NotFoundError('Menu item not found');
    return mark;
  }

  /** What a customer can do at this restaurant now, the instant `now` was, and the zone its hours are in. */
  async openState(restaurantId: string): Promise<{ openState: OpenState; at: Date; timeZone: string }> {
    return this.shownAt(await this.states.of(restaurantId));
  }

  /** The open state and, for the detail page, the week's hours and the closures to come (docs/product/decisions.md "Running a service"). */
  async shownService(restaurantId: string): Promise<{ openState: OpenState; at: Date; timeZone: string; hours: ShownHours }> {
    const state = await this.states.of(restaurantId);
    const shown = this.shownAt(state);
    const { weeklyHours } = state.availability;
    return { ...shown, hours: { weeklyHours, closures: upcomingClosures(state.availability, shown.at) } };
  }

  private shownAt(state: ServiceState): { openState: OpenState; at: Date; timeZone: string } {
    const at = this.clock.now();
    return { openState: openStateAt(state.availability, at, state.pausedUntil), at, timeZone: state.availability.timeZone };
  }

  private async statusOf(restaurantId: string): Promise<ServiceStatus> {
    const state = await this.states.of(restaurantId);
    const now = this.clock.now();
    const pause = pauseInEffect(now, state.pausedUntil);
    return { availability: state.availability, ...(pause === undefined ? {} : { pausedUntil: pause }), openState: openStateAt(state.availability, now, state.pausedUntil) };
  }

  /** "Until the next opening" for a pause or a sold-out dish (opening-hours.ts). */
  private async nextOpening(restaurantId: string, now: Date): Promise<Date | null> {
    return nextOpeningAfterCurrent((await this.states.of(restaurantId)).availability, now);
  }
}
