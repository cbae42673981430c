/** Joins the lower-cased names; search text never holds control characters, so never spans two. */
export const NAME_SEPARATOR = '\u0000';

/**
 * Per restaurant: 2 when its lower-cased name starts with `text`, 1 when it contains it
 * elsewhere, 0 otherwise, written to `found` from row `first` on. One indexOf scan over
 * the names joined: far faster than one `includes` per restaurant. Name i begins at
 * `starts[i] - starts[0]` in `haystack`; `starts[n]` marks the end.
 */
export function nameMatches(haystack: string, starts: Int32Array, text: string, found: Uint8Array = new Uint8Array(starts.length - 1), first = 0): Uint8Array {
  const n = starts.length - 1;
  const offset = starts[0]!;
  const start = (row: number) => starts[row]! - offset;
  let row = 0;
  for (let at = haystack.indexOf(text); at !== -1; ) {
    while (start(row + 1) <= at) row++;
    if (at + text.length < start(row + 1)) {
      found[first + row] = at === start(row) ? 2 : 1;
      if (row + 1 >= n) break;
      at = haystack.indexOf(text, start(++row));
    } else {
      at = haystack.indexOf(text, at + 1);
    }
  }
  return found;
}
