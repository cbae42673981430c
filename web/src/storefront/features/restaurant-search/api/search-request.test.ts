import { describe, expect, it } from 'vitest';
import { parseSearchState } from '../search-state';
import { searchQuery } from './search-request';

describe('searchQuery', () => {
  it('asks the API for the diets of the address the server renders', () => {
    const state = parseSearchState(new URLSearchParams('dietary=glutenFree,vegan&page=2'));
    expect(`/api/restaurant/search/London?${new URLSearchParams(searchQuery(state))}`).toBe('/api/restaurant/search/London?page=2&sortOption=bestMatch&dietary=vegan%2CglutenFree');
  });
});
