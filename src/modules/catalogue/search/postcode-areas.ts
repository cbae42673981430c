import type { Postcode } from '../../../shared/places/postcode.js';
import { deliveryTermsAt, type DeliveryArea } from '../domain/delivery-areas.js';

/** What a result card says about delivering to the searched postcode (pence); `area` null: the restaurant has no areas. */
export interface CardDeliveryTerms {
  area: string | null;
  deliveryPrice: number;
  minimumOrder: number;
  freeDeliveryOver: number | null;
}

/** The slots a postcode search placed (their area remembered until `forget`). */
export interface Placement {
  slots: number[];
}

const UNPLACED = -1;

/**
 * The search index's delivery areas (docs/architecture/performance.md "Search index in memory"):
 * each slot's areas, and a map from every prefix an area lists (`E1`, `SW1A 1`) to the slots
 * listing it. A postcode can only be covered by a prefix equal to its sector, outcode or district
 * (prefixSpecificity), so a search looks those three keys up and asks catalogue's own rule,
 * deliveryTermsAt, about the few restaurants found: no pass over every restaurant's areas.
 * Dead slots stay in the lists (the index skips them) until the index is compacted.
 */
export class PostcodeAreas {
  private readonly lists: Array<readonly DeliveryArea[] | undefined> = [];
  private readonly byPrefix = new Map<string, number[]>();
  // Scratch for one search at a time: the placed slot's area (index in its list), else UNPLACED.
  private placedArea = new Int32Array(0);

  add(slot: number, areas: readonly DeliveryArea[] | undefined): void {
    if (this.placedArea.length <= slot) {
      const grown = new Int32Array(Math.max(64, (slot + 1) * 2)).fill(UNPLACED);
      grown.set(this.placedArea);
      this.placedArea = grown;
    }
    this.lists[slot] = areas && areas.length > 0 ? areas : undefined;
    for (const area of areas ?? []) {
      for (const prefix of area.postcodes) {
        const slots = this.byPrefix.get(prefix.text);
        if (slots) slots.push(slot);
        else this.byPrefix.set(prefix.text, [slot]);
      }
    }
  }

  /** Its areas; empty: it delivers anywhere. */
  of(slot: number): readonly DeliveryArea[] {
    return this.lists[slot] ?? [];
  }

  hasAreas(slot: number): boolean {
    return this.lists[slot] !== undefined;
  }

  /** Places every live slot with an area covering `postcode` in the area that wins there. */
  place(postcode: Postcode, dead: Uint8Array): Placement {
    const slots: number[] = [];
    for (const key of new Set([postcode.sector, postcode.outcode, postcode.district])) {
      for (const slot of this.byPrefix.get(key) ?? []) {
        if (dead[slot] || this.placedArea[slot] !== UNPLACED) continue;
        const areas = this.lists[slot]!;
        const terms = deliveryTermsAt({ deliveryPrice: 0, deliveryAreas: areas }, postcode);
        if (terms.kind !== 'area') continue;
        this.placedArea[slot] = areas.indexOf(terms.area);
        slots.push(slot);
      }
    }
    return { slots };
  }

  /** After `place`: whether the slot delivers there (placed, or no areas at all). */
  deliversTo(slot: number): boolean {
    return this.lists[slot] === undefined || this.placedArea[slot] !== UNPLACED;
  }

  /** After `place`, for a slot delivering there: the fee (its own price when it has no areas). */
  feeOf(slot: number, ownPrice: number): number {
    return this.lists[slot] ? this.lists[slot][this.placedArea[slot]!]!.deliveryPrice : ownPrice;
  }

  /** After `place`, for a slot delivering there: its card's terms. */
  termsOf(slot: number, ownPrice: number): CardDeliveryTerms {
    const area = this.lists[slot]?.[this.placedArea[slot]!];
    if (!area) return { area: null, deliveryPrice: ownPrice, minimumOrder: 0, freeDeliveryOver: null };
    return { area: area.name, deliveryPrice: area.deliveryPrice, minimumOrder: area.minimumOrder, freeDeliveryOver: area.freeDeliveryOver };
  }

  /** Ends a search: the scratch goes back to unplaced. */
  forget({ slots }: Placement): void {
    for (const slot of slots) this.placedArea[slot] = UNPLACED;
  }
}
