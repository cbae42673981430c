import { CUISINES } from '../domain/cuisines.js';
import { containing } from '../domain/search-criteria.js';

/** Which cities (by position in `cityNames`) contain the lower-cased `part`. */
export function cityMatcher(cityNames: string[], part: string): boolean[] {
  const matching = new Set(containing(cityNames, part));
  return cityNames.map((city) => matching.has(city));
}

/**
 * The distinct cuisines as bit positions, in the spec's order (unknown spellings after),
 * so a restaurant's cuisines are one bitmask of `words` 32-bit words and listing its bits
 * in order gives the cuisines in the order the API shows them.
 */
export interface CuisineDictionary {
  words: number;
  setMask(masks: Uint32Array, row: number, cuisines: readonly string[]): void;
  /** The mask of ALL `cuisines`; undefined when one is offered nowhere (nothing can match). */
  maskOf(cuisines: readonly string[]): Uint32Array | undefined;
  /** The mask of every cuisine whose lower-cased name contains `text`. */
  maskContaining(text: string): Uint32Array;
  hasAll(masks: Uint32Array, at: number, required: Uint32Array): boolean;
  hasAny(masks: Uint32Array, at: number, wanted: Uint32Array): boolean;
  namesOf(masks: Uint32Array, row: number): string[];
}

const specOrder = new Map<string, number>(CUISINES.map((c, i) => [c, i]));

export function cuisineDictionary(offered: readonly string[]): CuisineDictionary {
  const names = [...new Set(offered)].sort((a, b) => (specOrder.get(a) ?? 99) - (specOrder.get(b) ?? 99) || (a < b ? -1 : 1));
  const bit = new Map(names.map((name, i) => [name, i]));
  const words = Math.max(1, Math.ceil(names.length / 32));
  const maskOfBits = (bits: number[]) => {
    const mask = new Uint32Array(words);
    for (const b of bits) mask[b >>> 5]! |= 1 << (b & 31);
    return mask;
  };
  return {
    words,
    setMask: (masks, row, cuisines) => masks.set(maskOfBits(cuisines.map((c) => bit.get(c)!)), row * words),
    maskOf: (cuisines) => (cuisines.every((c) => bit.has(c)) ? maskOfBits(cuisines.map((c) => bit.get(c)!)) : undefined),
    maskContaining: (text) => maskOfBits(containing(names, text).map((name) => bit.get(name)!)),
    hasAll: (masks, at, required) => {
      for (let w = 0; w < words; w++) if ((masks[at + w]! & required[w]!) >>> 0 !== required[w]) return false;
      return true;
    },
    hasAny: (masks, at, wanted) => {
      for (let w = 0; w < words; w++) if ((masks[at + w]! & wanted[w]!) !== 0) return true;
      return false;
    },
    namesOf: (masks, row) => names.filter((_, b) => (masks[row * words + (b >>> 5)]! & (1 << (b & 31))) !== 0),
  };
}
