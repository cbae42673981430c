import type { DeliveryArea } from '../domain/delivery-areas.js';
import type { ShownRating } from '../domain/restaurant.js';
import { PAGE_SIZE, pageOffset, type SearchCriteria } from '../domain/search-criteria.js';
import { cityMatcher, cuisineDictionary } from './search-dictionaries.js';
import { nameMatches, NAME_SEPARATOR } from './name-matches.js';
import { PostcodeAreas, type CardDeliveryTerms } from './postcode-areas.js';
import { typoVariants, Vocabulary } from './typo-variants.js';

/** One listed restaurant (at least one menu item) as the index is built from it. */
export interface IndexedRestaurant {
  id: string;
  restaurantName: string;
  city: string;
  deliveryPrice: number;
  estimatedDeliveryTime: number;
  cuisines: string[];
  imageKey?: string;
  /**
   * By dietary mask (search-criteria.ts dietaryMask, 0 to 15): how many dishes carry at least
   * those labels; absent or short: none (docs/product/decisions.md "Menus").
   */
  dietaryCounts?: readonly number[];
  /** Its rating as shown (average and count), absent below three ratings (docs/product/decisions.md "After the order"). */
  rating?: ShownRating;
  /** Where it delivers (docs/product/decisions.md "Delivery areas"); absent or empty: anywhere. */
  deliveryAreas?: readonly DeliveryArea[];
  /** True when it offers collection (docs/product/decisions.md "Collection"): its card says so. */
  collection?: boolean;
}

/**
 * A search answer's restaurant: what result cards show, no menu; with a dietary filter, its
 * dishes that fit; with a postcode, what delivering there costs.
 */
export type SearchHit = Omit<IndexedRestaurant, 'deliveryAreas'> & { dietaryDishes?: number; deliveryTerms?: CardDeliveryTerms };

/** Dietary masks: four labels. */
const DIETARY_MASKS = 16;

/** `dietaryCounts` of a restaurant from its dishes' label masks. */
export function dietaryCounts(dishMasks: Iterable<number>): number[] {
  const counts = new Array<number>(DIETARY_MASKS).fill(0);
  for (const dish of dishMasks) for (let mask = 1; mask < DIETARY_MASKS; mask++) if ((dish & mask) === mask) counts[mask]!++;
  return counts;
}

export interface SearchPage {
  hits: SearchHit[];
  total: number;
}

type Sort = SearchCriteria['sort'];
/**
 * Name relevance 0 (starts with the text), 1 (contains it), 2 (a cuisine matched); then the same
 * three with one typo forgiven (3, 4, 5), below every exact match.
 */
const RELEVANCES = 6;
const TYPO_RANK = 3;
/** Relevance within open, then within not open. */
const BUCKETS = 2 * RELEVANCES;
const SORTS: Sort[] = ['bestMatch', 'deliveryPrice', 'estimatedDeliveryTime'];

/**
 * Every listed restaurant in columns: strings once, numbers and cuisine bitmasks in typed
 * arrays, each sort order kept as a permutation of slots. A search is one pass over the
 * permutation of its sort with integer tests; the name text is found by indexOf over all
 * lower-cased names joined, not per restaurant. 100k restaurants took about 20 MB, before the dietary dish counts added 32 bytes a slot.
 *
 * Built a restaurant at a time (`add`, then `sortAll`) so a loader can stream rows in, and
 * patched in place (`apply`) when a few restaurants change: a changed restaurant's old
 * slot is dropped from the orders and left dead, its new version appended and inserted
 * into each order by binary search. `wasted` says when dead slots call for `compacted()`.
 *
 * Restaurants taking orders now come first within every sort (docs/product/decisions.md
 * "Running a service"): the open state is a byte per slot, set from outside (`setOpen`), and
 * a search sorts its matches into buckets (open, then not; each by relevance) as it passes.
 */
export class SearchIndex {
  private slots = 0;
  private live = 0;
  private ids: string[] = [];
  private names: string[] = [];
  private imageKeys: Array<string | undefined> = [];
  private ratings: Array<ShownRating | undefined> = [];
  private collects: boolean[] = [];
  // Finding a restaurant's slot: built slots by binary search over their ids, patched ones by
  // a small map (a map of every id would cost megabytes). Dead slots are left where they are.
  private idOrder = new Int32Array(0);
  private readonly patchedSlot = new Map<string, number>();
  private dead = new Uint8Array(0);
  // 1: not taking orders now (closed or paused). Set from outside (setOpen): it changes with
  // time and the owner's pause, not with the catalogue; patches and compaction carry it over.
  private notOpen = new Uint8Array(0);
  private cityOf = new Int32Array(0);
  private readonly cityNames: string[] = [];
  private readonly cityId = new Map<string, number>();
  private readonly cityCount: number[] = [];
  private sortedCities?: string[];
  private price = new Int32Array(0);
  private time = new Int32Array(0);
  // DIETARY_MASKS counts per slot, most of them 0: 3 MB at 100k restaurants.
  private dietary = new Uint16Array(0);
  private readonly dictionary = cuisineDictionary();
  private stride = this.dictionary.words;
  private masks = new Uint32Array(0);
  // The lower-cased names, each followed by NAME_SEPARATOR: the built ones in `haystack`, those
  // patched in since in `tail` (appending to the big string would copy it on every patch),
  // names added and not yet searched in `pending`.
  private haystack = '';
  private haystackSlots = 0;
  private tail = '';
  private pending: string[] = [];
  private nameStarts = new Int32Array(1);
  private readonly orders: Record<Sort, Int32Array> = { bestMatch: new Int32Array(0), deliveryPrice: new Int32Array(0), estimatedDeliveryTime: new Int32Array(0) };
  // Scratch for one search at a time: searches are synchronous.
  private matched = new Int32Array(0);
  private bucketOf = new Uint8Array(0);
  private readonly bucketSizes = new Int32Array(BUCKETS);
  // Who delivers where: each slot's areas and the maps from a prefix to the slots listing it.
  private readonly areas = new PostcodeAreas();
  // The live names' words and the cuisines', for forgiving a typo.
  private readonly vocabulary = new Vocabulary();

  constructor(restaurants: Iterable<IndexedRestaurant> = []) {
    for (const cuisine of this.dictionary.names) this.vocabulary.add(cuisine.toLowerCase());
    for (const restaurant of restaurants) this.add(restaurant);
    this.sortAll();
  }

  get size(): number {
    return this.live;
  }

  /** Cities with at least one listed restaurant, sorted. */
  get cities(): string[] {
    this.sortedCities ??= this.cityNames.filter((_, c) => this.cityCount[c]! > 0).sort((a, b) => a.localeCompare(b, 'en-GB'));
    return this.sortedCities;
  }

  /** Appends a restaurant while building; `sortAll` must follow before searching. */
  add(restaurant: IndexedRestaurant): void {
    const slot = this.slots++;
    this.reserve(this.slots);
    this.ids.push(restaurant.id);
    this.names.push(restaurant.restaurantName);
    this.imageKeys.push(restaurant.imageKey);
    this.ratings.push(restaurant.rating);
    this.collects.push(restaurant.collection === true);
    let city = this.cityId.get(restaurant.city);
    if (city === undefined) {
      city = this.cityNames.push(restaurant.city) - 1;
      this.cityId.set(restaurant.city, city);
      this.cityCount.push(0);
    }
    if (this.cityCount[city]!++ === 0) this.sortedCities = undefined;
    this.cityOf[slot] = city;
    this.price[slot] = restaurant.deliveryPrice;
    this.time[slot] = restaurant.estimatedDeliveryTime;
    this.dietary.fill(0, slot * DIETARY_MASKS, (slot + 1) * DIETARY_MASKS);
    if (restaurant.dietaryCounts) this.dietary.set(restaurant.dietaryCounts.slice(0, DIETARY_MASKS), slot * DIETARY_MASKS);
    for (const cuisine of restaurant.cuisines) if (!this.dictionary.knows(cuisine)) this.vocabulary.add(cuisine.toLowerCase());
    this.dictionary.learn(restaurant.cuisines);
    if (this.dictionary.words !== this.stride) this.restride();
    this.dictionary.setMask(this.masks, slot, restaurant.cuisines);
    this.areas.add(slot, restaurant.deliveryAreas);
    const lower = restaurant.restaurantName.toLowerCase();
    this.vocabulary.add(lower);
    if (this.pending.push(lower) >= 4096) this.flushNames();
    this.nameStarts[slot + 1] = this.nameStarts[slot]! + lower.length + NAME_SEPARATOR.length;
    this.live++;
  }

  /** Sorts every order from scratch over the live slots (after a build). */
  sortAll(): void {
    this.flushNames();
    this.haystack += this.tail;
    this.haystackSlots = this.slots;
    this.tail = '';
    this.patchedSlot.clear();
    // Slices of the joined names, not copies.
    const lowerNames = Array.from({ length: this.slots }, (_, i) => this.haystack.slice(this.nameStarts[i], this.nameStarts[i + 1]! - NAME_SEPARATOR.length));
    const liveSlots = Int32Array.from({ length: this.slots }, (_, i) => i).filter((slot) => !this.dead[slot]);
    const byId = (a: number, b: number) => (this.ids[a]! < this.ids[b]! ? -1 : this.ids[a]! > this.ids[b]! ? 1 : 0);
    // A loader reads in id order, so this sort only confirms it.
    this.idOrder = liveSlots.slice().sort(byId);
    this.orders.bestMatch = liveSlots.slice().sort((a, b) => compareCodePoints(lowerNames[a]!, lowerNames[b]!) || byId(a, b));
    this.orders.deliveryPrice = liveSlots.slice().sort((a, b) => this.price[a]! - this.price[b]! || byId(a, b));
    this.orders.estimatedDeliveryTime = liveSlots.slice().sort((a, b) => this.time[a]! - this.time[b]! || byId(a, b));
  }

  /**
   * Patches the index: every restaurant in `changed` leaves it, then each of `listed`
   * (those of them still listed, as they are now) comes back in its place in every order.
   */
  apply(changed: Iterable<string>, listed: readonly IndexedRestaurant[]): void {
    const notOpen = new Set<string>();
    for (const id of changed) {
      const slot = this.slotOf(id);
      if (slot !== undefined && this.notOpen[slot]) notOpen.add(id);
      this.remove(id);
    }
    for (const restaurant of listed) {
      this.remove(restaurant.id);
      this.add(restaurant);
      this.notOpen[this.slots - 1] = notOpen.has(restaurant.id) ? 1 : 0;
      this.patchedSlot.set(restaurant.id, this.slots - 1);
      this.flushNames();
      for (const sort of SORTS) this.insertInOrder(sort, this.slots - 1);
    }
  }

  /** Dead slots are over a quarter of the live ones: time for `compacted()`. */
  get wasted(): boolean {
    return this.slots - this.live > Math.max(1000, this.live / 4);
  }

  /** The same restaurants without dead slots, built one restaurant at a time. */
  compacted(): SearchIndex {
    const compact = new SearchIndex(this.liveRestaurants());
    for (let slot = 0; slot < this.slots; slot++) if (!this.dead[slot] && this.notOpen[slot]) compact.setOpen(this.ids[slot]!, false);
    return compact;
  }

  /** Every restaurant open, before the ones not open are set again (a new index object). */
  openAll(): void {
    this.notOpen.fill(0);
  }

  /** Whether a listed restaurant takes orders now (unknown ids are ignored); every one is open until told. */
  setOpen(id: string, open: boolean): void {
    const slot = this.slotOf(id);
    if (slot !== undefined) this.notOpen[slot] = open ? 0 : 1;
  }

  search(criteria: SearchCriteria): SearchPage {
    this.flushNames();
    const cityAllowed = criteria.city === undefined ? undefined : cityMatcher(this.cityNames, criteria.city);
    const required = this.dictionary.maskOf(criteria.cuisines);
    if (cityAllowed?.every((allowed) => !allowed) || !required) return { hits: [], total: 0 };
    const text = criteria.text;
    const byName = text ? this.nameMatches(text) : undefined;
    const textCuisines = text ? this.dictionary.maskContaining(text) : undefined;
    const typo = text ? this.typoMatches(text) : undefined;
    // With a postcode: the slots delivering there placed in their area, the others (with areas) skipped.
    const place = criteria.postcode ? this.areas.place(criteria.postcode, this.dead) : undefined;
    const order = place && criteria.sort === 'deliveryPrice' ? this.byFeeAt(place.slots) : this.orders[criteria.sort];
    const length = place && criteria.sort === 'deliveryPrice' ? order.length : this.live;
    const ranked = criteria.sort === 'bestMatch' && text !== '';
    const stride = this.stride;
    const buckets = this.bucketSizes.fill(0);
    let count = 0;
    for (let k = 0; k < length; k++) {
      const i = order[k]!;
      if (place && !this.areas.deliversTo(i)) continue;
      if (criteria.openNow && this.notOpen[i]) continue;
      if (criteria.dietary && this.dietary[i * DIETARY_MASKS + criteria.dietary] === 0) continue;
      if (cityAllowed && !cityAllowed[this.cityOf[i]!]) continue;
      if (!this.dictionary.hasAll(this.masks, i * stride, required)) continue;
      let rank = 0;
      if (byName) {
        // 2: name starts with the text, 1: contains it, 0: no name match.
        const named = byName[i]!;
        if (named > 0 || this.dictionary.hasAny(this.masks, i * stride, textCuisines!)) rank = ranked ? 2 - named : 0;
        // Below the exact matches in every sort.
        else if (typo && (typo.names[i] || this.dictionary.hasAny(this.masks, i * stride, typo.cuisines))) rank = TYPO_RANK + (ranked ? 2 - typo.names[i]! : 0);
        else continue;
      }
      // Open ones first, then by relevance, each bucket in the sort's order.
      const bucket = this.notOpen[i]! * RELEVANCES + rank;
      buckets[bucket]!++;
      this.matched[count] = i;
      this.bucketOf[count++] = bucket;
    }
    let hits = this.page(count, criteria.page);
    if (criteria.dietary) hits = hits.map((hit, k) => ({ ...hit, dietaryDishes: this.dietary[this.pageSlots[k]! * DIETARY_MASKS + criteria.dietary]! }));
    if (place) {
      hits = hits.map((hit, k) => ({ ...hit, deliveryTerms: this.areas.termsOf(this.pageSlots[k]!, this.price[this.pageSlots[k]!]!) }));
      this.areas.forget(place);
    }
    return { hits, total: count };
  }

  /**
   * The deliveryPrice order at a postcode: the slots without areas in the built order (their
   * fee is their own), merged with the placed ones sorted by their area's fee; ties by id.
   */
  private byFeeAt(placed: readonly number[]): Int32Array {
    const fee = (slot: number) => this.areas.feeOf(slot, this.price[slot]!);
    const sorted = Int32Array.from(placed).sort((a, b) => fee(a) - fee(b) || (this.ids[a]! < this.ids[b]! ? -1 : 1));
    if (this.merged.length < this.live) this.merged = new Int32Array(this.price.length);
    const merged = this.merged;
    const built = this.orders.deliveryPrice;
    let length = 0;
    let p = 0;
    let next = p < sorted.length ? fee(sorted[p]!) : Infinity;
    for (let k = 0; k < this.live; k++) {
      const slot = built[k]!;
      if (this.areas.hasAreas(slot)) continue;
      const own = this.price[slot]!;
      while (next < own || (next === own && this.ids[sorted[p]!]! < this.ids[slot]!)) {
        merged[length++] = sorted[p++]!;
        next = p < sorted.length ? fee(sorted[p]!) : Infinity;
      }
      merged[length++] = slot;
    }
    while (p < sorted.length) merged[length++] = sorted[p++]!;
    return merged.subarray(0, length);
  }

  // Scratch for byFeeAt (searches are synchronous).
  private merged = new Int32Array(0);

  // The slots of the last page, in its order (searches are synchronous).
  private pageSlots: number[] = [];

  /** The page's slice of the matches, taken bucket by bucket (open first, then by relevance). */
  private page(count: number, page: number): SearchHit[] {
    const from = pageOffset(page);
    const to = Math.min(count, from + PAGE_SIZE);
    if (from >= to) return [];
    const picked: number[] = [];
    let seen = 0;
    for (let bucket = 0; bucket < BUCKETS && seen < to; bucket++) {
      const size = this.bucketSizes[bucket]!;
      // A bucket wholly before the page is counted, not walked.
      if (seen + size <= from) {
        seen += size;
        continue;
      }
      for (let k = 0; k < count && seen < to; k++) {
        if (this.bucketOf[k] !== bucket) continue;
        if (seen++ >= from) picked.push(this.matched[k]!);
      }
    }
    this.pageSlots = picked;
    return picked.map((i) => this.hit(i));
  }


  private hit(i: number): SearchHit {
    const imageKey = this.imageKeys[i];
    const rating = this.ratings[i];
    return {
      id: this.ids[i]!,
      restaurantName: this.names[i]!,
      city: this.cityNames[this.cityOf[i]!]!,
      deliveryPrice: this.price[i]!,
      estimatedDeliveryTime: this.time[i]!,
      cuisines: this.dictionary.namesOf(this.masks, i),
      ...(imageKey ? { imageKey } : {}),
      ...(rating ? { rating } : {}),
      ...(this.collects[i] ? { collection: true } : {}),
    };
  }

  private *liveRestaurants(): Generator<IndexedRestaurant> {
    for (let slot = 0; slot < this.slots; slot++) {
      if (!this.dead[slot]) yield { ...this.hit(slot), dietaryCounts: Array.from(this.dietary.subarray(slot * DIETARY_MASKS, (slot + 1) * DIETARY_MASKS)), deliveryAreas: this.areas.of(slot) };
    }
  }

  private remove(id: string): void {
    const slot = this.slotOf(id);
    if (slot === undefined) return;
    this.patchedSlot.delete(id);
    this.dead[slot] = 1;
    for (const sort of SORTS) {
      const order = this.orders[sort];
      const at = order.subarray(0, this.live).indexOf(slot);
      order.copyWithin(at, at + 1, this.live);
    }
    this.live--;
    this.vocabulary.remove(this.names[slot]!.toLowerCase());
    if (--this.cityCount[this.cityOf[slot]!]! === 0) this.sortedCities = undefined;
  }

  /** The live slot of restaurant `id`, if it is listed. */
  private slotOf(id: string): number | undefined {
    const patched = this.patchedSlot.get(id);
    if (patched !== undefined) return patched;
    let low = 0;
    let high = this.idOrder.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.ids[this.idOrder[mid]!]! < id) low = mid + 1;
      else high = mid;
    }
    const slot = this.idOrder[low];
    return slot !== undefined && this.ids[slot] === id && !this.dead[slot] ? slot : undefined;
  }

  /** Puts `slot` (the last one added, `live` counting it) where it belongs in `sort`'s order. */
  private insertInOrder(sort: Sort, slot: number): void {
    const before = this.precedes(sort);
    const length = this.live - 1;
    if (this.orders[sort].length < this.live) this.orders[sort] = grown(this.orders[sort], this.live + 1024);
    const order = this.orders[sort];
    let low = 0;
    let high = length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (before(order[mid]!, slot)) low = mid + 1;
      else high = mid;
    }
    order.copyWithin(low + 1, low, length);
    order[low] = slot;
  }

  /** Whether slot a comes before slot b in `sort`'s order, ties by id. */
  private precedes(sort: Sort): (a: number, b: number) => boolean {
    const key =
      sort === 'bestMatch'
        ? (a: number, b: number) => compareCodePoints(this.names[a]!.toLowerCase(), this.names[b]!.toLowerCase())
        : sort === 'deliveryPrice'
          ? (a: number, b: number) => this.price[a]! - this.price[b]!
          : (a: number, b: number) => this.time[a]! - this.time[b]!;
    return (a, b) => {
      const c = key(a, b);
      return c < 0 || (c === 0 && this.ids[a]! < this.ids[b]!);
    };
  }

  private nameMatches(text: string, found = new Uint8Array(this.slots)): Uint8Array {
    nameMatches(this.haystack, this.nameStarts.subarray(0, this.haystackSlots + 1), text, found);
    return nameMatches(this.tail, this.nameStarts.subarray(this.haystackSlots, this.slots + 1), text, found, this.haystackSlots);
  }

  /** The names and cuisines matching the text with one typo forgiven in a long word; undefined when none is corrected. */
  private typoMatches(text: string): { names: Uint8Array; cuisines: Uint32Array } | undefined {
    const variants = typoVariants(text, this.vocabulary);
    if (variants.length === 0) return undefined;
    const names = new Uint8Array(this.slots);
    let cuisines: Uint32Array | undefined;
    for (const variant of variants) {
      this.nameMatches(variant, names);
      const mask = this.dictionary.maskContaining(variant);
      if (!cuisines) cuisines = mask;
      else for (let w = 0; w < mask.length; w++) cuisines[w]! |= mask[w]!;
    }
    return { names, cuisines: cuisines! };
  }

  private flushNames(): void {
    if (this.pending.length === 0) return;
    this.pending.push('');
    this.tail += this.pending.join(NAME_SEPARATOR);
    this.pending = [];
  }

  /** Room for `count` slots in every column, doubling. */
  private reserve(count: number): void {
    if (this.price.length >= count) return;
    const capacity = Math.max(64, count * 2);
    this.cityOf = grown(this.cityOf, capacity);
    this.price = grown(this.price, capacity);
    this.time = grown(this.time, capacity);
    const dietary = new Uint16Array(capacity * DIETARY_MASKS);
    dietary.set(this.dietary);
    this.dietary = dietary;
    this.nameStarts = grown(this.nameStarts, capacity + 1);
    const masks = new Uint32Array(capacity * this.stride);
    masks.set(this.masks);
    this.masks = masks;
    const dead = new Uint8Array(capacity);
    dead.set(this.dead);
    this.dead = dead;
    const notOpen = new Uint8Array(capacity);
    notOpen.set(this.notOpen);
    this.notOpen = notOpen;
    this.matched = new Int32Array(capacity);
    this.bucketOf = new Uint8Array(capacity);
  }

  /** A new cuisine word: lays the masks out again with the wider stride. */
  private restride(): void {
    const stride = this.dictionary.words;
    const masks = new Uint32Array((this.masks.length / this.stride) * stride);
    for (let slot = 0; slot < this.slots; slot++) masks.set(this.masks.subarray(slot * this.stride, (slot + 1) * this.stride), slot * stride);
    this.masks = masks;
    this.stride = stride;
  }
}

function grown<T extends Int32Array>(array: T, capacity: number): T {
  const bigger = new Int32Array(capacity) as T;
  bigger.set(array);
  return bigger;
}

function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  for (let k = 0; k < length; k++) {
    const x = a.codePointAt(k)!;
    const y = b.codePointAt(k)!;
    if (x !== y) return x - y;
  }
  return a.length - b.length;
}
