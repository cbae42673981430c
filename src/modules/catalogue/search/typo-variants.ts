/**
 * docs/product/decisions.md "Search": one typo forgiven in a word of five letters or more
 * ("pizzza" finds the pizzerias), ranked below exact matches. The words the index knows (of
 * listed names and cuisines) are kept by length; a search text's unknown words are swapped for
 * known ones one edit away, and the index matches those texts as it matches the typed one.
 */

/** Words shorter than this are taken as typed: one edit away from a four-letter word is too much else. */
export const TYPO_MIN_LENGTH = 5;
/** Corrected texts tried at most per search (each is one scan of the names). */
const MAX_VARIANTS = 6;
/** Corrections kept per word, the commonest first. */
const PER_WORD = 3;

const WORD = /[\p{L}\p{N}]+/gu;

/** Whether `a` and `b` differ by exactly one edit: a letter changed, added, dropped, or two neighbours swapped. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b) return false;
  if (a.length < b.length) [a, b] = [b, a];
  if (a.length - b.length > 1) return false;
  let i = 0;
  while (i < b.length && a[i] === b[i]) i++;
  if (a.length > b.length) return a.slice(i + 1) === b.slice(i);
  // Same length: one letter changed, or this letter and the next swapped.
  if (a.slice(i + 1) === b.slice(i + 1)) return true;
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/** The index's known words, counted (a name's words leave with it); cuisine words stay. */
export class Vocabulary {
  private readonly byLength = new Map<number, Map<string, number>>();

  add(text: string): void {
    for (const word of text.match(WORD) ?? []) {
      if (word.length < TYPO_MIN_LENGTH - 1) continue;
      const words = this.byLength.get(word.length) ?? this.byLength.set(word.length, new Map()).get(word.length)!;
      words.set(word, (words.get(word) ?? 0) + 1);
    }
  }

  remove(text: string): void {
    for (const word of text.match(WORD) ?? []) {
      const words = this.byLength.get(word.length);
      const count = words?.get(word);
      if (count === undefined) continue;
      if (count > 1) words!.set(word, count - 1);
      else words!.delete(word);
    }
  }

  has(word: string): boolean {
    return this.byLength.get(word.length)?.has(word) ?? false;
  }

  /** Known words one edit from `word`, the commonest first. */
  corrections(word: string): string[] {
    const found: Array<[string, number]> = [];
    for (let length = word.length - 1; length <= word.length + 1; length++) {
      for (const [known, count] of this.byLength.get(length) ?? []) if (oneEditApart(word, known)) found.push([known, count]);
    }
    return found.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, PER_WORD).map(([known]) => known);
  }
}

/** The search text with its unknown long words corrected: none when every word is known or too short to correct. */
export function typoVariants(text: string, vocabulary: Vocabulary): string[] {
  let variants = [''];
  let last = 0;
  let corrected = false;
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const between = text.slice(last, match.index);
    last = match.index + word.length;
    const options = word.length >= TYPO_MIN_LENGTH && !vocabulary.has(word) ? vocabulary.corrections(word) : [];
    if (options.length > 0) corrected = true;
    const choices = options.length > 0 ? options : [word];
    variants = variants.flatMap((head) => choices.map((choice) => head + between + choice)).slice(0, MAX_VARIANTS);
  }
  if (!corrected) return [];
  const tail = text.slice(last);
  return variants.map((variant) => variant + tail);
}
