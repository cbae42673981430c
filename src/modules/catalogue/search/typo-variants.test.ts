import { describe, expect, it } from 'vitest';
import { oneEditApart, typoVariants, Vocabulary } from './typo-variants.js';

describe('oneEditApart', () => {
  it('takes one letter changed, added, dropped or two neighbours swapped, and nothing more', () => {
    expect(oneEditApart('pizzza', 'pizza')).toBe(true);
    expect(oneEditApart('piza', 'pizza')).toBe(true);
    expect(oneEditApart('pizzq', 'pizza')).toBe(true);
    expect(oneEditApart('pziza', 'pizza')).toBe(true);
    expect(oneEditApart('pizza', 'pizza')).toBe(false);
    expect(oneEditApart('pzzia', 'pizza')).toBe(false);
    expect(oneEditApart('pizzzza', 'pizza')).toBe(false);
    expect(oneEditApart('abc', 'bca')).toBe(false);
  });
});

describe('typoVariants', () => {
  const vocabulary = new Vocabulary();
  for (const name of ['bella napoli pizza', 'pizza express', 'spice route kitchen', 'sushi kitchen']) vocabulary.add(name);
  vocabulary.add('italian');

  it('corrects an unknown word of five letters or more to the known words one edit away', () => {
    expect(typoVariants('pizzza', vocabulary)).toEqual(['pizza']);
    expect(typoVariants('itallian', vocabulary)).toEqual(['italian']);
    expect(typoVariants('bella napolli', vocabulary)).toEqual(['bella napoli']);
    expect(typoVariants('kitchn!', vocabulary)).toEqual(['kitchen!']);
  });

  it('leaves known words, short words and words nothing is near', () => {
    expect(typoVariants('pizza', vocabulary)).toEqual([]);
    expect(typoVariants('suhi', vocabulary)).toEqual([]);
    expect(typoVariants('zzzzzz', vocabulary)).toEqual([]);
    expect(typoVariants('', vocabulary)).toEqual([]);
  });

  it('forgets the words of a name once it is gone', () => {
    const own = new Vocabulary();
    own.add('bella napoli');
    own.add('napoli nights');
    own.remove('bella napoli');
    expect(typoVariants('napolli', own)).toEqual(['napoli']);
    expect(typoVariants('bellla', own)).toEqual([]);
  });
});
