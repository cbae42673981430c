import { describe, expect, it } from 'vitest';
import { searchCriteria } from '../domain/search-criteria.js';
import { searchInput } from './search-input.js';

// What the validator lets through, as text, becomes the domain's numbers and flags; the
// refusals are the contract's (test/api/one-request-path.test.ts).
describe('searchInput', () => {
  it('reads every parameter the validator let through, with the defaults it filled in', () => {
    const defaults = { page: '1', sortOption: 'bestMatch', openNow: 'false' } as const;
    expect(searchInput('all', { ...defaults, searchQuery: 'pizza', selectedCuisines: 'Italian', sortOption: 'deliveryPrice', page: '1000' })).toEqual({
      city: 'all',
      searchQuery: 'pizza',
      selectedCuisines: 'Italian',
      sortOption: 'deliveryPrice',
      page: 1000,
      openNow: false,
    });
    expect(searchInput('Leeds', { ...defaults, openNow: 'true' })).toMatchObject({ city: 'Leeds', page: 1, openNow: true });
    expect(searchCriteria(searchInput('all', { ...defaults, dietary: 'glutenFree,vegan' })).dietary).toBe(0b0110);
    expect(searchInput('all', { searchQuery: '', selectedCuisines: '', dietary: '' })).toEqual({ city: 'all', searchQuery: '', selectedCuisines: '', dietary: '' });
  });
});
