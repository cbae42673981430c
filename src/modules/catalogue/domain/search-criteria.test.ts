import { describe, expect, it } from 'vitest';
import { containing, paginationOf, parseCuisines, pageOffset, searchCriteria } from './search-criteria.js';

describe('searchCriteria', () => {
  it('treats all, any case, and a blank city as every city', () => {
    expect(searchCriteria({ city: 'all' }).city).toBeUndefined();
    expect(searchCriteria({ city: 'ALL' }).city).toBeUndefined();
    expect(searchCriteria({ city: '  ' }).city).toBeUndefined();
    expect(searchCriteria({ city: ' London ' }).city).toBe('london');
  });

  it('defaults to best match on page 1 with no text', () => {
    expect(searchCriteria({ city: 'Leeds' })).toEqual({ city: 'leeds', text: '', cuisines: [], sort: 'bestMatch', page: 1, openNow: false, dietary: 0 });
  });

  it('keeps the text literal, only trimmed and lower-cased', () => {
    expect(searchCriteria({ city: 'all', searchQuery: "  %_.*'X " }).text).toBe("%_.*'x");
  });
});

describe('parseCuisines', () => {
  it('splits, trims, drops empties and duplicates, and spells known cuisines canonically', () => {
    expect(parseCuisines('italian, Pizza,,PIZZA, ')).toEqual(['Italian', 'Pizza']);
  });

  it('keeps unknown names so that they match nothing rather than being ignored', () => {
    expect(parseCuisines('Pizza,Martian')).toEqual(['Pizza', 'Martian']);
  });
});

describe('pagination', () => {
  it('counts pages of ten and offsets pages from 1', () => {
    expect(paginationOf(0, 1)).toEqual({ total: 0, page: 1, pages: 0 });
    expect(paginationOf(10, 1).pages).toBe(1);
    expect(paginationOf(11, 3)).toEqual({ total: 11, page: 3, pages: 2 });
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3)).toBe(20);
  });

  it('finds candidates containing a part, case-insensitively', () => {
    expect(containing(['London', 'Londonderry', 'Leeds'], 'lond')).toEqual(['London', 'Londonderry']);
    expect(containing(['Bristol'], 'x')).toEqual([]);
  });
});
