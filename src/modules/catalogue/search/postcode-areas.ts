import type { Postcode, PostcodePrefix } from '../../../shared/places/postcode.js';
import { isId } from '../../../shared/ids.js';
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
const ID_BYTES = 12;
const NEVER_FREE = -1;

/**
 * The search index's delivery areas (docs/architecture/performance.md "Search index in memory"):
 * each slot's areas in columns, and a map from every prefix an area lists (`E1`, `SW1A 1`) to the
 * slots listing it. A postcode can only be covered by a prefix equal to its sector, outcode or
 * district (prefixSpecificity), so a search looks those three keys up and asks catalogue's own
 * rule, deliveryTermsAt, about the restaurants found: no pass over every restaurant's areas.
 * Columns, names and prefixes held once: as objects, areas cost 3.5 times the rest of the index
 * at 100,000 restaurants. Dead slots stay in the lists (the index skips them) until compaction.
 */
export class PostcodeAreas {
  // By slot: its areas are areaCount[slot] areas from areaStart[slot] (added together, so contiguous).
  private areaStart = new Int32Array(0);
  private areaCount = new Uint8Array(0);
  // Scratch for one search at a time: the placed slot's area (index in its list), else UNPLACED.
  private placedArea = new Int32Array(0);
  // By area.
  private areas = 0;
  // Each area's id as its 12 bytes (ids are 24 hex characters, src/shared/ids.ts): as strings they
  // were ~8 MB of the heap at 100,000 restaurants, the largest part of it; any other id is kept as text.
  private idBytes = new Uint8Array(0);
  private readonly otherIds = new Map<number, string>();
  private nameOf = new Int32Array(0);
  private fee = new Int32Array(0);
  private minimum = new Int32Array(0);
  private freeOver = new Int32Array(0);
  private prefixStart = new Int32Array(1);
  private readonly prefixOf: number[] = [];
  // Held once: names and prefixes repeat across restaurants.
  private readonly names: string[] = [];
  private readonly nameIds = new Map<string, number>();
  private readonly prefixes: PostcodePrefix[] = [];
  private readonly prefixIds = new Map<string, number>();
  private readonly byPrefix = new Map<string, number[]>();

  add(slot: number, areas: readonly DeliveryArea[] = []): void {
    this.reserveSlots(slot + 1);
    this.areaStart[slot] = this.areas;
    this.areaCount[slot] = areas.length;
    for (const area of areas) {
      const a = this.areas++;
      this.reserveAreas(this.areas);
      if (isId(area.id)) this.idBytes.set(Buffer.from(area.id, 'hex'), a * ID_BYTES);
      else this.otherIds.set(a, area.id);
      this.nameOf[a] = intern(this.names, this.nameIds, area.name, area.name);
      this.fee[a] = area.deliveryPrice;
      this.minimum[a] = area.minimumOrder;
      this.freeOver[a] = area.freeDeliveryOver ?? NEVER_FREE;
      for (const prefix of area.postcodes) {
        this.prefixOf.push(intern(this.prefixes, this.prefixIds, prefix.text, prefix));
        const slots = this.byPrefix.get(prefix.text);
        if (slots) slots.push(slot);
        else this.byPrefix.set(prefix.text, [slot]);
      }
      this.prefixStart[a + 1] = this.prefixOf.length;
    }
  }

  /** Its areas as objects; empty: it delivers anywhere. */
  of(slot: number): DeliveryArea[] {
    const from = this.areaStart[slot]!;
    return Array.from({ length: this.areaCount[slot]! }, (_, k) => this.area(from + k));
  }

  hasAreas(slot: number): boolean {
    return this.areaCount[slot]! > 0;
  }

  /** Places every live slot with an area covering `postcode` in the area that wins there. */
  place(postcode: Postcode, dead: Uint8Array): Placement {
    const slots: number[] = [];
    for (const key of new Set([postcode.sector, postcode.outcode, postcode.district])) {
      for (const slot of this.byPrefix.get(key) ?? []) {
        if (dead[slot] || this.placedArea[slot] !== UNPLACED) continue;
        const areas = this.of(slot);
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
    return this.areaCount[slot] === 0 || this.placedArea[slot] !== UNPLACED;
  }

  /** After `place`, for a slot delivering there: the fee (its own price when it has no areas). */
  feeOf(slot: number, ownPrice: number): number {
    return this.areaCount[slot] ? this.fee[this.areaStart[slot]! + this.placedArea[slot]!]! : ownPrice;
  }

  /** After `place`, for a slot delivering there: its card's terms. */
  termsOf(slot: number, ownPrice: number): CardDeliveryTerms {
    if (!this.areaCount[slot]) return { area: null, deliveryPrice: ownPrice, minimumOrder: 0, freeDeliveryOver: null };
    const { name, deliveryPrice, minimumOrder, freeDeliveryOver } = this.area(this.areaStart[slot]! + this.placedArea[slot]!);
    return { area: name, deliveryPrice, minimumOrder, freeDeliveryOver };
  }

  /** Ends a search: the scratch goes back to unplaced. */
  forget({ slots }: Placement): void {
    for (const slot of slots) this.placedArea[slot] = UNPLACED;
  }

  private area(a: number): DeliveryArea {
    const freeOver = this.freeOver[a]!;
    return {
      id: this.otherIds.get(a) ?? Buffer.from(this.idBytes.buffer, this.idBytes.byteOffset + a * ID_BYTES, ID_BYTES).toString('hex'),
      name: this.names[this.nameOf[a]!]!,
      postcodes: this.prefixOf.slice(this.prefixStart[a], this.prefixStart[a + 1]).map((p) => this.prefixes[p]!),
      deliveryPrice: this.fee[a]!,
      minimumOrder: this.minimum[a]!,
      freeDeliveryOver: freeOver === NEVER_FREE ? null : freeOver,
    };
  }

  private reserveSlots(count: number): void {
    if (this.placedArea.length >= count) return;
    const capacity = Math.max(64, count * 2);
    this.areaStart = grown(this.areaStart, capacity);
    const areaCount = new Uint8Array(capacity);
    areaCount.set(this.areaCount);
    this.areaCount = areaCount;
    this.placedArea = grown(this.placedArea, capacity).fill(UNPLACED, this.placedArea.length);
  }

  private reserveAreas(count: number): void {
    if (this.fee.length >= count) return;
    const capacity = Math.max(64, count * 2);
    this.nameOf = grown(this.nameOf, capacity);
    this.fee = grown(this.fee, capacity);
    this.minimum = grown(this.minimum, capacity);
    this.freeOver = grown(this.freeOver, capacity);
    this.prefixStart = grown(this.prefixStart, capacity + 1);
    const idBytes = new Uint8Array(capacity * ID_BYTES);
    idBytes.set(this.idBytes);
    this.idBytes = idBytes;
  }
}

/** The number of `key` in `list`, adding `value` the first time. */
function intern<T>(list: T[], ids: Map<string, number>, key: string, value: T): number {
  let id = ids.get(key);
  if (id === undefined) {
    id = list.push(value) - 1;
    ids.set(key, id);
  }
  return id;
}

function grown(array: Int32Array, capacity: number): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(capacity);
  bigger.set(array);
  return bigger;
}
