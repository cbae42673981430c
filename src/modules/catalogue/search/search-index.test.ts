import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { searchCriteria, type SearchInput } from '../domain/search-criteria.js';
import { dietaryMask } from '../domain/search-criteria.js';
import { dietaryCounts, SearchIndex, type IndexedRestaurant } from './search-index.js';

const restaurant = (id: string, restaurantName: string, more: Partial<IndexedRestaurant> = {}): IndexedRestaurant => ({
  id,
  restaurantName,
  city: 'York',
  deliveryPrice: 200,
  estimatedDeliveryTime: 30,
  cuisines: ['Cafe'],
  ...more,
});

const search = (index: SearchIndex, input: Partial<SearchInput>) => {
  const { hits, total } = index.search(searchCriteria({ city: 'all', ...input }));
  return { names: hits.map((hit) => hit.restaurantName), total };
};

describe('SearchIndex', () => {
  // docs/product/decisions.md "Menus": a dish carrying every chosen label; cards count them.
  it('keeps restaurants with a dish carrying every chosen dietary label, counting them, through patches and compaction', () => {
    const dishes = (...labels: string[][]) => ({ dietaryCounts: dietaryCounts(labels.map(dietaryMask)) });
    let index = new SearchIndex([
      restaurant('1', 'Both', dishes(['vegan'], ['glutenFree'])),
      restaurant('2', 'One', dishes(['vegan', 'glutenFree', 'vegetarian'], ['vegan'], ['halal'])),
      restaurant('3', 'None'),
    ]);
    const dietary = (labels: string) => {
      const { hits, total } = index.search(searchCriteria({ city: 'all', dietary: labels }));
      return { hits: hits.map((hit) => [hit.restaurantName, hit.dietaryDishes]), total };
    };
    expect(dietary('vegan')).toEqual({ hits: [['Both', 1], ['One', 2]], total: 2 });
    expect(dietary('vegan,glutenFree')).toEqual({ hits: [['One', 1]], total: 1 });
    expect(dietary('halal,vegan')).toEqual({ hits: [], total: 0 });
    expect(dietary('')).toEqual({ hits: [['Both', undefined], ['None', undefined], ['One', undefined]], total: 3 });
    index.apply(['1'], [restaurant('1', 'Both', dishes(['vegan', 'glutenFree']))]);
    expect(dietary('glutenFree,vegan').hits).toEqual([['Both', 1], ['One', 1]]);
    index = index.compacted();
    expect(dietary('glutenFree,vegan').hits).toEqual([['Both', 1], ['One', 1]]);
  });

  // docs/product/decisions.md "Search": one typo forgiven in a word of five letters or more.
  it('forgives one typo in a long word, below the exact matches in every sort, through patches', () => {
    const index = new SearchIndex([
      restaurant('1', 'Pizza Palace', { cuisines: ['Pizza'], deliveryPrice: 300 }),
      restaurant('2', 'Pizzastic', { deliveryPrice: 100 }),
      restaurant('3', 'Mamma Roma', { cuisines: ['Italian'], deliveryPrice: 50 }),
      restaurant('4', 'Sushi Go'),
    ]);
    // 'pizzas' is inside Pizzastic as typed, and one letter from Pizza Palace's 'pizza'.
    expect(search(index, { searchQuery: 'pizzas' }).names).toEqual(['Pizzastic', 'Pizza Palace']);
    expect(search(index, { searchQuery: 'pizzas', sortOption: 'deliveryPrice' }).names).toEqual(['Pizzastic', 'Pizza Palace']);
    expect(search(index, { searchQuery: 'pizzza' }).names).toEqual(['Pizza Palace', 'Pizzastic']);
    expect(search(index, { searchQuery: 'Itallian' }).names).toEqual(['Mamma Roma']);
    // A known word is taken as typed, and a short one is never corrected.
    expect(search(index, { searchQuery: 'pizza', sortOption: 'deliveryPrice' }).names).toEqual(['Pizzastic', 'Pizza Palace']);
    expect(search(index, { searchQuery: 'suhi' }).total).toBe(0);
    index.apply(['1'], []);
    expect(search(index, { searchQuery: 'palase' }).total).toBe(0);
    index.apply([], [restaurant('5', 'Crystal Palace Grill')]);
    expect(search(index, { searchQuery: 'palase' }).names).toEqual(['Crystal Palace Grill']);
    expect(search(index.compacted(), { searchQuery: 'crystall' }).names).toEqual(['Crystal Palace Grill']);
  });

  it('finds text inside one name only, never across two joined names', () => {
    const plain = { cuisines: ['Thai'] };
    const index = new SearchIndex([restaurant('1', 'Abc', plain), restaurant('2', 'Def', plain), restaurant('3', 'Xcdx', plain)]);
    expect(search(index, { searchQuery: 'cd' }).names).toEqual(['Xcdx']);
    expect(search(index, { searchQuery: 'c' }).names).toEqual(['Abc', 'Xcdx']);
  });

  it('ranks a name starting with the text, then containing it, then a cuisine match, each by name', () => {
    const index = new SearchIndex([
      restaurant('1', 'Zen Sushi', { cuisines: ['Japanese'] }),
      restaurant('2', 'Tokyo', { cuisines: ['Sushi'] }),
      restaurant('3', 'Sushi Two'),
      restaurant('4', 'A Sushi Bar'),
      restaurant('5', 'Sushi One'),
    ]);
    expect(search(index, { searchQuery: 'SUSHI' }).names).toEqual(['Sushi One', 'Sushi Two', 'A Sushi Bar', 'Zen Sushi', 'Tokyo']);
    expect(search(index, { searchQuery: 'sushi', page: 2 })).toEqual({ names: [], total: 5 });
  });

  it('pages across relevance buckets without repeating or skipping', () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      restaurant(String(i).padStart(3, '0'), i % 2 ? `Pizza ${i}` : `My Pizza ${i}`, { cuisines: i % 5 ? ['Italian'] : ['Pizza'] }),
    );
    const index = new SearchIndex(many);
    const pages = [1, 2, 3].map((page) => search(index, { searchQuery: 'pizza', page }));
    const names = pages.flatMap((p) => p.names);
    expect(pages.map((p) => p.names.length)).toEqual([10, 10, 5]);
    expect(new Set(names).size).toBe(25);
    expect(names.slice(0, 12).every((name) => name.startsWith('Pizza'))).toBe(true);
  });

  it('requires every selected cuisine, also beyond 32 distinct cuisines', () => {
    const extra = Array.from({ length: 40 }, (_, i) => `Local ${i}`);
    const index = new SearchIndex([
      restaurant('1', 'All', { cuisines: ['Pizza', 'Local 39', 'Local 3'] }),
      restaurant('2', 'Some', { cuisines: ['Pizza', 'Local 3'] }),
      restaurant('3', 'Rest', { cuisines: extra }),
    ]);
    expect(search(index, { selectedCuisines: 'Pizza,Local 39' }).names).toEqual(['All']);
    expect(search(index, { selectedCuisines: 'Local 3' }).names).toEqual(['All', 'Rest', 'Some']);
    expect(search(index, { selectedCuisines: 'Pizza,Martian' }).total).toBe(0);
    expect(index.search(searchCriteria({ city: 'all', searchQuery: 'some' })).hits[0]?.cuisines).toEqual(['Pizza', 'Local 3']);
  });

  it('breaks sort ties by id and lists cities once, sorted', () => {
    const index = new SearchIndex([
      restaurant('c', 'C', { deliveryPrice: 100, city: 'Bath' }),
      restaurant('a', 'A', { deliveryPrice: 100 }),
      restaurant('b', 'B', { deliveryPrice: 50 }),
    ]);
    expect(search(index, { sortOption: 'deliveryPrice' }).names).toEqual(['B', 'A', 'C']);
    expect(search(index, { city: 'BAT' }).names).toEqual(['C']);
    expect(index.cities).toEqual(['Bath', 'York']);
  });
});

describe('SearchIndex open first', () => {
  const many = Array.from({ length: 24 }, (_, i) =>
    restaurant(String(i).padStart(3, '0'), `${i % 2 ? 'Pizza' : 'My Pizza'} ${String(i).padStart(2, '0')}`, { deliveryPrice: 100 + (i % 4), estimatedDeliveryTime: 40 - i }),
  );
  const closed = (id: string) => Number(id) % 3 === 0;
  const index = new SearchIndex(many);
  for (const r of many) index.setOpen(r.id, !closed(r.id));
  const all = (input: Partial<SearchInput>) => [1, 2, 3].flatMap((page) => index.search(searchCriteria({ city: 'all', ...input, page })).hits.map((hit) => hit.id));

  it.each<Partial<SearchInput>>([{}, { sortOption: 'deliveryPrice' }, { sortOption: 'estimatedDeliveryTime' }, { searchQuery: 'pizza' }])(
    'puts the open restaurants first within the sort %j, paging over that order',
    (input) => {
      const ids = all(input);
      expect(ids).toHaveLength(24);
      expect(new Set(ids).size).toBe(24);
      expect(ids.slice(0, 16).every((id) => !closed(id))).toBe(true);
      // Within each group the sort's own order holds, as if the other group were not there.
      const sorted = (open: boolean) => {
        const alone = new SearchIndex(many.filter((r) => closed(r.id) !== open));
        return [1, 2].flatMap((page) => alone.search(searchCriteria({ city: 'all', ...input, page })).hits.map((hit) => hit.id));
      };
      expect(ids.slice(0, 16)).toEqual(sorted(true));
      expect(ids.slice(16)).toEqual(sorted(false));
    },
  );

  it('keeps only the open ones with openNow, and counts only them', () => {
    const { hits, total } = index.search(searchCriteria({ city: 'all', openNow: true, sortOption: 'deliveryPrice' }));
    expect(total).toBe(16);
    expect(hits.every((hit) => !closed(hit.id))).toBe(true);
  });

  it('keeps a restaurant not open across a patch and a compaction', () => {
    const patched = new SearchIndex([restaurant('1', 'A'), restaurant('2', 'B')]);
    patched.setOpen('1', false);
    patched.apply(['1'], [restaurant('1', 'A again')]);
    expect(search(patched, {}).names).toEqual(['B', 'A again']);
    expect(search(patched.compacted(), {}).names).toEqual(['B', 'A again']);
    patched.setOpen('1', true);
    expect(search(patched, { openNow: true }).names).toEqual(['A again', 'B']);
  });
});

describe('SearchIndex patched in place', () => {
  const CITIES = ['York', 'Bath', 'Leeds'];
  const NAMES = ['Pizza Hut', 'pizza', 'Zen', 'Sushi Pizza', 'Ärger', 'Thai Pizza', 'Pho'];
  const CUISINES_USED = ['Pizza', 'Thai', 'Sushi', 'Cafe', 'Local Special'];
  const aRestaurant = fc.record({
    id: fc.integer({ min: 1, max: 30 }).map((n) => String(n).padStart(3, '0')),
    restaurantName: fc.constantFrom(...NAMES),
    city: fc.constantFrom(...CITIES),
    deliveryPrice: fc.integer({ min: 0, max: 3 }),
    estimatedDeliveryTime: fc.integer({ min: 10, max: 12 }),
    cuisines: fc.subarray(CUISINES_USED),
  });
  // A step either lists a restaurant as it is now or unlists one (its menu emptied, or deleted).
  const aStep = fc.oneof(aRestaurant, fc.integer({ min: 1, max: 30 }).map((n) => String(n).padStart(3, '0')));
  const QUERIES: Array<Partial<SearchInput>> = [
    {},
    { searchQuery: 'pizza' },
    { searchQuery: 'pizza', page: 2 },
    { searchQuery: 'p', sortOption: 'deliveryPrice' },
    { sortOption: 'estimatedDeliveryTime', city: 'york' },
    { selectedCuisines: 'Pizza,Thai', sortOption: 'deliveryPrice' },
    { searchQuery: 'special' },
    { searchQuery: 'pizzza' },
    { searchQuery: 'sushii pizza', sortOption: 'deliveryPrice' },
    { searchQuery: 'pizza', openNow: true },
    { sortOption: 'deliveryPrice', page: 2 },
  ];
  // Some restaurants are not taking orders: they must stay behind the open ones through patches.
  const notOpen = (id: string) => Number(id) % 4 === 0;
  const marked = (index: SearchIndex, ids: Iterable<string>) => {
    for (const id of ids) index.setOpen(id, !notOpen(id));
    return index;
  };
  const answers = (index: SearchIndex) => QUERIES.map((input) => index.search(searchCriteria({ city: 'all', ...input })));

  it('answers every search exactly as an index built from scratch, after any inserts, replacements and removals', () => {
    fc.assert(
      fc.property(fc.array(aRestaurant, { maxLength: 20 }), fc.array(fc.array(aStep, { maxLength: 4 }), { maxLength: 8 }), (initial, batches) => {
        const now = new Map(initial.map((r) => [r.id, r]));
        const index = marked(new SearchIndex(now.values()), now.keys());
        for (const batch of batches) {
          const changed = batch.map((step) => (typeof step === 'string' ? step : step.id));
          for (const step of batch) {
            if (typeof step === 'string') now.delete(step);
            else now.set(step.id, step);
          }
          const listed = [...new Set(changed)].flatMap((id) => (now.has(id) ? [now.get(id)!] : []));
          index.apply(changed, listed);
          // As IndexedSearch does: a restaurant listed anew learns its state from outside.
          marked(index, listed.map((r) => r.id));
          expect(index.size).toBe(now.size);
          expect(answers(index)).toEqual(answers(marked(new SearchIndex(now.values()), now.keys())));
          expect(index.cities).toEqual(new SearchIndex(now.values()).cities);
        }
        expect(answers(index.compacted())).toEqual(answers(index));
      }),
      { numRuns: 300 },
    );
  });

  it('learns a cuisine spelling it has not met, past 32 distinct ones, keeping the others', () => {
    const index = new SearchIndex([restaurant('1', 'Old', { cuisines: ['Pizza'] })]);
    const extra = Array.from({ length: 40 }, (_, i) => `Local ${i}`);
    index.apply(['2'], [restaurant('2', 'New', { cuisines: ['Thai', ...extra] })]);
    expect(search(index, { selectedCuisines: 'Pizza' }).names).toEqual(['Old']);
    expect(search(index, { selectedCuisines: 'Local 39,Thai' }).names).toEqual(['New']);
    // Spellings outside the cuisine list of docs/product/entities.md come after its cuisines, by name.
    index.apply(['3'], [restaurant('3', 'Third', { cuisines: ['Zulu', 'Pizza', 'Local 7'] })]);
    expect(index.search(searchCriteria({ city: 'all', searchQuery: 'third' })).hits[0]?.cuisines).toEqual(['Pizza', 'Local 7', 'Zulu']);
  });

  it('drops a city from the list when its last restaurant leaves, and says when dead slots call for compaction', () => {
    const index = new SearchIndex([restaurant('1', 'A', { city: 'Bath' }), restaurant('2', 'B')]);
    index.apply(['1'], []);
    expect(index.cities).toEqual(['York']);
    expect(search(index, { city: 'bath' }).total).toBe(0);
    expect(index.wasted).toBe(false);
    for (let k = 0; k < 1001; k++) index.apply(['2'], [restaurant('2', `B${k}`)]);
    expect(index.wasted).toBe(true);
    expect(search(index.compacted(), {}).names).toEqual(['B1000']);
  });
});
