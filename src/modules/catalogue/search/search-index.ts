import { PAGE_SIZE, pageOffset, type SearchCriteria } from '../domain/search-criteria.js';
import { cityMatcher, cuisineDictionary, type CuisineDictionary } from './search-dictionaries.js';
import { nameMatches, NAME_SEPARATOR } from './name-matches.js';

/** One listed restaurant (at least one menu item) as the index is built from it. */
export interface IndexedRestaurant {
  id: string;
  restaurantName: string;
  city: string;
  deliveryPrice: number;
  estimatedDeliveryTime: number;
  cuisines: string[];
  imageKey?: string;
}

/** A search answer's restaurant: what result cards show, no menu. */
export type SearchHit = IndexedRestaurant;

export interface SearchPage {
  hits: SearchHit[];
  total: number;
}

/**
 * Every listed restaurant in columns: strings once, numbers and cuisine bitmasks in typed
 * arrays, each sort order precomputed as a permutation. A search is one pass over the
 * permutation of its sort with integer tests; the name text is found by indexOf over all
 * lower-cased names joined, not per restaurant. 100k restaurants take about 20 MB.
 */
export class SearchIndex {
  readonly cities: string[];
  private readonly ids: string[];
  private readonly names: string[];
  private readonly imageKeys: Array<string | undefined>;
  private readonly cityOf: Int32Array;
  private readonly cityNames: string[];
  private readonly price: Int32Array;
  private readonly time: Int32Array;
  private readonly masks: Uint32Array;
  private readonly dictionary: CuisineDictionary;
  private readonly haystack: string;
  private readonly nameStarts: Int32Array;
  private readonly orders: Record<SearchCriteria['sort'], Int32Array>;
  // Scratch for one search at a time: searches are synchronous.
  private readonly matched: Int32Array;
  private readonly relevance: Uint8Array;

  constructor(restaurants: IndexedRestaurant[]) {
    const n = restaurants.length;
    this.ids = restaurants.map((r) => r.id);
    this.names = restaurants.map((r) => r.restaurantName);
    this.imageKeys = restaurants.map((r) => r.imageKey);
    this.cityNames = [...new Set(restaurants.map((r) => r.city))];
    const cityId = new Map(this.cityNames.map((city, i) => [city, i]));
    this.cityOf = Int32Array.from(restaurants, (r) => cityId.get(r.city)!);
    this.cities = [...this.cityNames].sort((a, b) => a.localeCompare(b, 'en-GB'));
    this.price = Int32Array.from(restaurants, (r) => r.deliveryPrice);
    this.time = Int32Array.from(restaurants, (r) => r.estimatedDeliveryTime);
    this.dictionary = cuisineDictionary(restaurants.flatMap((r) => r.cuisines));
    this.masks = new Uint32Array(n * this.dictionary.words);
    restaurants.forEach((r, i) => this.dictionary.setMask(this.masks, i, r.cuisines));
    const lowerNames = this.names.map((name) => name.toLowerCase());
    this.haystack = lowerNames.join(NAME_SEPARATOR);
    this.nameStarts = new Int32Array(n + 1);
    for (let i = 0, at = 0; i <= n; i++) {
      this.nameStarts[i] = at;
      at += (lowerNames[i]?.length ?? 0) + NAME_SEPARATOR.length;
    }
    this.orders = {
      // Code-point order of the lower-cased name, as PostgreSQL's collate "C" sorts it.
      bestMatch: this.sorted((a, b) => compareCodePoints(lowerNames[a]!, lowerNames[b]!)),
      deliveryPrice: this.sorted((a, b) => this.price[a]! - this.price[b]!),
      estimatedDeliveryTime: this.sorted((a, b) => this.time[a]! - this.time[b]!),
    };
    this.matched = new Int32Array(n);
    this.relevance = new Uint8Array(n);
  }

  get size(): number {
    return this.ids.length;
  }

  search(criteria: SearchCriteria): SearchPage {
    const cityAllowed = criteria.city === undefined ? undefined : cityMatcher(this.cityNames, criteria.city);
    const required = this.dictionary.maskOf(criteria.cuisines);
    if (cityAllowed?.every((allowed) => !allowed) || !required) return { hits: [], total: 0 };
    const text = criteria.text;
    const byName = text ? nameMatches(this.haystack, this.nameStarts, text) : undefined;
    const textCuisines = text ? this.dictionary.maskContaining(text) : undefined;
    const order = this.orders[criteria.sort];
    const ranked = criteria.sort === 'bestMatch' && text !== '';
    const words = this.dictionary.words;
    let count = 0;
    for (let k = 0; k < order.length; k++) {
      const i = order[k]!;
      if (cityAllowed && !cityAllowed[this.cityOf[i]!]) continue;
      if (!this.dictionary.hasAll(this.masks, i * words, required)) continue;
      let rank = 0;
      if (byName) {
        // 2: name starts with the text, 1: contains it, 0: no name match.
        const named = byName[i]!;
        if (named === 0 && !this.dictionary.hasAny(this.masks, i * words, textCuisines!)) continue;
        rank = ranked ? 2 - named : 0;
      }
      this.matched[count] = i;
      this.relevance[count++] = rank;
    }
    return { hits: this.page(count, criteria.page, ranked), total: count };
  }

  /** The page's slice of the matches, taken bucket by bucket when ranked by relevance. */
  private page(count: number, page: number, ranked: boolean): SearchHit[] {
    const from = pageOffset(page);
    const to = Math.min(count, from + PAGE_SIZE);
    if (from >= to) return [];
    const picked: number[] = [];
    let seen = 0;
    for (let rank = 0; rank <= (ranked ? 2 : 0) && seen < to; rank++) {
      for (let k = 0; k < count && seen < to; k++) {
        if (this.relevance[k] !== rank) continue;
        if (seen++ >= from) picked.push(this.matched[k]!);
      }
    }
    return picked.map((i) => this.hit(i));
  }

  private hit(i: number): SearchHit {
    const imageKey = this.imageKeys[i];
    return {
      id: this.ids[i]!,
      restaurantName: this.names[i]!,
      city: this.cityNames[this.cityOf[i]!]!,
      deliveryPrice: this.price[i]!,
      estimatedDeliveryTime: this.time[i]!,
      cuisines: this.dictionary.namesOf(this.masks, i),
      ...(imageKey ? { imageKey } : {}),
    };
  }

  /** All positions sorted by `compare`, ties broken by id (DECISIONS.md: pages never repeat). */
  private sorted(compare: (a: number, b: number) => number): Int32Array {
    const order = Int32Array.from({ length: this.ids.length }, (_, i) => i);
    return order.sort((a, b) => compare(a, b) || (this.ids[a]! < this.ids[b]! ? -1 : this.ids[a]! > this.ids[b]! ? 1 : 0));
  }
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
