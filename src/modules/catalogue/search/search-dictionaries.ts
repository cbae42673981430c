import { CUISINES } from '../domain/cuisines.js';
import { containing } from '../domain/search-criteria.js';

/** Which cities (by position in `cityNames`) contain the lower-cased `part`. */
export function cityMatcher(cityNames: string[], part: string): boolean[] {
  const matching = new Set(containing(cityNames, part));
  return cityNames.map((city) => matching.has(city));
}

/**
 * The cuisines as bit positions, so a restaurant's cuisines are one bitmask of `words`
 * 32-bit words. It starts with the cuisine list of docs/product/entities.md and grows when a restaurant brings
 * another spelling (an index patched in place may meet one), which can add a word.
 */
export interface CuisineDictionary {
  readonly words: number;
  /** Gives every one of `cuisines` a bit; `words` may grow, so call it before setMask. */
  learn(cuisines: readonly string[]): void;
  /** Every cuisine with a bit: the list's, then those learnt. */
  readonly names: readonly string[];
  knows(cuisine: string): boolean;
  /** Sets row `row`'s mask (stride `words`) from learnt cuisines. */
  setMask(masks: Uint32Array, row: number, cuisines: readonly string[]): void;
  /** The mask of ALL `cuisines`; undefined when one is offered nowhere (nothing can match). */
  maskOf(cuisines: readonly string[]): Uint32Array | undefined;
  /** The mask of every cuisine whose lower-cased name contains `text`. */
  maskContaining(text: string): Uint32Array;
  hasAll(masks: Uint32Array, at: number, required: Uint32Array): boolean;
  hasAny(masks: Uint32Array, at: number, wanted: Uint32Array): boolean;
  /** Row `row`'s cuisines in the order the API shows them: the order of docs/product/entities.md "Cuisine list (26)", unknown spellings after. */
  namesOf(masks: Uint32Array, row: number): string[];
}

const specOrder = new Map<string, number>(CUISINES.map((c, i) => [c, i]));
const showOrder = (a: string, b: string) => (specOrder.get(a) ?? 99) - (specOrder.get(b) ?? 99) || (a < b ? -1 : 1);

export function cuisineDictionary(): CuisineDictionary {
  const names: string[] = [];
  const bit = new Map<string, number>();
  const add = (name: string) => {
    if (!bit.has(name)) bit.set(name, names.push(name) - 1);
  };
  CUISINES.forEach(add);
  const wordsNow = () => Math.max(1, Math.ceil(names.length / 32));
  const maskOfBits = (bits: number[]) => {
    const mask = new Uint32Array(wordsNow());
    for (const b of bits) mask[b >>> 5]! |= 1 << (b & 31);
    return mask;
  };
  return {
    get words() {
      return wordsNow();
    },
    learn: (cuisines) => cuisines.forEach(add),
    names,
    knows: (cuisine) => bit.has(cuisine),
    setMask: (masks, row, cuisines) => masks.set(maskOfBits(cuisines.map((c) => bit.get(c)!)), row * wordsNow()),
    maskOf: (cuisines) => (cuisines.every((c) => bit.has(c)) ? maskOfBits(cuisines.map((c) => bit.get(c)!)) : undefined),
    maskContaining: (text) => maskOfBits(containing(names, text).map((name) => bit.get(name)!)),
    hasAll: (masks, at, required) => {
      for (let w = 0; w < required.length; w++) if ((masks[at + w]! & required[w]!) >>> 0 !== required[w]) return false;
      return true;
    },
    hasAny: (masks, at, wanted) => {
      for (let w = 0; w < wanted.length; w++) if ((masks[at + w]! & wanted[w]!) !== 0) return true;
      return false;
    },
    namesOf: (masks, row) => {
      const words = wordsNow();
      return names.filter((_, b) => (masks[row * words + (b >>> 5)]! & (1 << (b & 31))) !== 0).sort(showOrder);
    },
  };
}
