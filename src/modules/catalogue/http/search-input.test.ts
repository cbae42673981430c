import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../shared/errors.js';
import { searchCriteria } from '../domain/search-criteria.js';
import { searchInput } from './search-input.js';

const parse = (query: string, city = 'all') => searchInput(city, new URLSearchParams(query));
/** The details the check refuses with, as the error body's `details`. */
const refusal = (query: string, city = 'all') => {
  try {
    parse(query, city);
  } catch (error) {
    if (error instanceof ValidationError) return error.details;
    throw error;
  }
  throw new Error(`accepted ${query}`);
};
const PAGE_PATTERN = 'must match pattern "^(?:[1-9][0-9]{0,2}|1000)$"';

describe('searchInput', () => {
  const defaults = { city: 'all', page: 1, sortOption: 'bestMatch', openNow: false };

  it('reads every parameter, the contract filling in its defaults', () => {
    expect(parse('searchQuery=pizza&selectedCuisines=Italian&sortOption=deliveryPrice&page=1000')).toEqual({
      ...defaults,
      searchQuery: 'pizza',
      selectedCuisines: 'Italian',
      sortOption: 'deliveryPrice',
      page: 1000,
    });
    expect(parse('')).toEqual(defaults);
    expect(parse('openNow=true')).toEqual({ ...defaults, openNow: true });
    expect(parse('dietary=vegan,glutenFree')).toEqual({ ...defaults, dietary: 'vegan,glutenFree' });
    expect(searchCriteria(parse('dietary=glutenFree,vegan')).dietary).toBe(0b0110);
    expect(parse('searchQuery=&selectedCuisines=&dietary=')).toEqual({ ...defaults, searchQuery: '', selectedCuisines: '', dietary: '' });
  });

  it('counts characters as the contract does, not UTF-16 units', () => {
    expect(parse(`searchQuery=${'😀'.repeat(200)}`).searchQuery).toHaveLength(400);
    expect(refusal(`searchQuery=${'😀'.repeat(201)}`)).toEqual([{ path: 'searchQuery', message: 'must NOT have more than 200 characters' }]);
  });

  it.each(['0', '-1', '1e18', '0x10', 'Infinity', '1.5', '1001', ' 1', '01', '1,2'])('refuses page=%j', (page) => {
    expect(refusal(`page=${encodeURIComponent(page)}`)).toEqual([{ path: 'page', message: PAGE_PATTERN }]);
  });

  it.each([
    ['page=', [{ path: 'page', message: "Empty value found for query parameter 'page'" }]],
    ['openNow=', [{ path: 'openNow', message: "Empty value found for query parameter 'openNow'" }]],
    ['searchQuery=a%00b', [{ path: 'searchQuery', message: 'must not contain control characters' }]],
    ['selectedCuisines=Pizza%1F', [{ path: 'selectedCuisines', message: 'must not contain control characters' }]],
    ['sortOption=cheapest', [{ path: 'sortOption', message: 'must be equal to one of the allowed values: bestMatch, deliveryPrice, estimatedDeliveryTime' }]],
    ['searchQuery=a&searchQuery=b', [{ path: 'searchQuery', message: 'must be string' }]],
    ['cuisines=Thai&page=0', [{ path: 'cuisines', message: "Unknown query parameter 'cuisines'" }]],
    ['openNow=yes', [{ path: 'openNow', message: 'must be equal to one of the allowed values: true, false' }]],
    ['dietary=vegan,', [{ path: 'dietary', message: 'must match pattern "^((vegetarian|vegan|glutenFree|halal)(,(vegetarian|vegan|glutenFree|halal))*)?$"' }]],
    ['page=0&sortOption=x', [{ path: 'page', message: PAGE_PATTERN }, { path: 'sortOption', message: 'must be equal to one of the allowed values: bestMatch, deliveryPrice, estimatedDeliveryTime' }]],
  ])('refuses %s as the validator does', (query, details) => {
    expect(refusal(query)).toEqual(details);
  });

  it('refuses an empty, long or control-character city', () => {
    expect(refusal('', '')).toEqual([{ path: 'city', message: 'must NOT have fewer than 1 characters' }]);
    expect(refusal('', 'x'.repeat(121))).toEqual([{ path: 'city', message: 'must NOT have more than 120 characters' }]);
    expect(refusal('', 'Lon\u0000don')).toEqual([{ path: 'city', message: 'must not contain control characters' }]);
  });
});
