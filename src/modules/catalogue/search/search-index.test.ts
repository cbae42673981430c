import { describe, expect, it } from 'vitest';
import { searchCriteria, type SearchInput } from '../domain/search-criteria.js';
import { SearchIndex, type IndexedRestaurant } from './search-index.js';

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
