import { AppError, NotFoundError } from '../../shared/errors.js';
import type { Fulfilment } from '../../shared/places/fulfilment.js';
import { dueAtOf, offeredSlot, preparationMinutes, SLOT_HOLD_MS, slotFull } from './domain/scheduled-slot.js';
import type { PricedMenu, RestaurantLookup, SlotClaim, SlotTimesLookup, SlotUses } from './ports.js';

const SLOT_MS = 15 * 60_000;

export interface OpenSlots {
  timeZone: string;
  slots: Array<{ startsAt: Date; endsAt: Date; placesLeft: number }>;
}

/** A checkout's slot, checked: its start, when it is due, and the place it claims in the order's transaction. */
export interface CheckedSlot {
  at: Date;
  dueAt: Date;
  claim: SlotClaim;
}

/**
 * Orders for later (docs/product/decisions.md "Orders for later"): which slots still have a
 * place, and whether a checkout's slot is one of them. Catalogue gives the slot starts and
 * capacity; what is taken is counted here, and decided for good inside the checkout's
 * transaction (KnexOrderRepository.create with the claim).
 */
export class OrderSlots {
  constructor(
    private readonly slotTimes: SlotTimesLookup,
    private readonly uses: SlotUses,
    private readonly restaurants: Pick<RestaurantLookup, 'pricedMenu'>,
  ) {}

  /** The slots offered now that still have a place, earliest first: two reads and one grouped count. */
  async open(restaurantId: string, fulfilment: Fulfilment): Promise<OpenSlots> {
    const menu = await this.restaurants.pricedMenu(restaurantId);
    if (!menu) throw new NotFoundError('Restaurant not found');
    const times = await this.slotTimes(restaurantId, fulfilment, preparationMinutes(fulfilment, menu));
    // A fulfilment the restaurant does not offer has no slots (checkout refuses it: FULFILMENT_UNAVAILABLE).
    if (times.starts.length === 0 || !menu.fulfilment[fulfilment]) return { timeZone: times.timeZone, slots: [] };
    const taken = await this.uses(restaurantId, fulfilment, times.starts[0]!, new Date(times.starts.at(-1)!.getTime() + SLOT_MS), holdsSince(times.at));
    const slots = times.starts.flatMap((startsAt) => {
      const placesLeft = times.capacity - (taken.get(startsAt.getTime()) ?? 0);
      return placesLeft > 0 ? [{ startsAt, endsAt: new Date(startsAt.getTime() + SLOT_MS), placesLeft }] : [];
    });
    return { timeZone: times.timeZone, slots };
  }

  /**
   * The customer's `slot` when the restaurant offers it now (409 SLOT_UNAVAILABLE otherwise).
   * `refuseFull`: also count its places now (the quote); checkout decides that in its transaction.
   */
  async check(menu: PricedMenu, fulfilment: Fulfilment, slot: string, refuseFull = false): Promise<CheckedSlot> {
    const minutes = preparationMinutes(fulfilment, menu);
    const times = await this.slotTimes(menu.restaurantId, fulfilment, minutes);
    const at = offeredSlot(slot, times.starts, menu.restaurantName);
    const claim: SlotClaim = { capacity: times.capacity, holdsSince: holdsSince(times.at), full: () => slotFull(at, times.timeZone) };
    if (refuseFull) {
      const taken = await this.uses(menu.restaurantId, fulfilment, at, new Date(at.getTime() + SLOT_MS), claim.holdsSince);
      if ((taken.get(at.getTime()) ?? 0) >= claim.capacity) throw claim.full();
    }
    return { at, dueAt: dueAtOf(at, minutes), claim };
  }
}

/** Placed orders created since then still hold their place. */
function holdsSince(now: Date): Date {
  return new Date(now.getTime() - SLOT_HOLD_MS);
}

/** When a placed order's hold (and so its payment session) ends. */
export function holdEndsAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + SLOT_HOLD_MS);
}

/** docs/product/decisions.md "Orders for later": resuming the payment of an order whose hold ended. */
export function holdEnded(): AppError {
  return new AppError(409, 'SLOT_HOLD_ENDED', 'The time held for this order has run out: check out again to choose a slot');
}
