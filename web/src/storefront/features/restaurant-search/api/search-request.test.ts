import { describe, expect, it } from 'vitest';
import { parseSearchState } from '../search-state';
import { searchApiPath, searchCityAt } from './search-request';

describe('searchCityAt', () => {
  it.each([
    ['/search/London', 'London'],
    ['/search/all', 'all'],
    ['/search/Fish%20%26%20Chips', 'Fish & Chips'],
  ])('reads the city of %s', (pathname, city) => {
    expect(searchCityAt(pathname)).toBe(city);
  });

  it.each(['/search/', '/search', '/search/London/extra', '/detail/London', '/search/%E0%A4%A'])('reads none from %s', (pathname) => {
    expect(searchCityAt(pathname)).toBeUndefined();
  });
});

describe('searchApiPath', () => {
  it('asks the API for the diets of the address the server renders', () => {
    const state = parseSearchState(new URLSearchParams('dietary=glutenFree,vegan&page=2'));
    expect(searchApiPath('London', state)).toBe('/api/restaurant/search/London?page=2&sortOption=bestMatch&dietary=vegan%2CglutenFree');
  });
});
