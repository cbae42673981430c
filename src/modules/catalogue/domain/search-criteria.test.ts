import { describe, expect, it } from 'vitest';
import { containing, paginationOf, parseCuisines, pageOffset, parseSearchInput, searchCriteria } from './search-criteria.js';

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

describe('parseSearchInput', () => {
  const parse = (query: string, city = 'all') => parseSearchInput(city, new URLSearchParams(query));

  it('reads every parameter, leaving absent ones out', () => {
    expect(parse('searchQuery=pizza&selectedCuisines=Italian&sortOption=deliveryPrice&page=1000')).toEqual({
      city: 'all',
      searchQuery: 'pizza',
      selectedCuisines: 'Italian',
      sortOption: 'deliveryPrice',
      page: 1000,
    });
    expect(parse('')).toEqual({ city: 'all' });
    expect(parse('openNow=true')).toEqual({ city: 'all', openNow: true });
    expect(parse('dietary=vegan,glutenFree')).toEqual({ city: 'all', dietary: 'vegan,glutenFree' });
    expect(searchCriteria(parse('dietary=glutenFree,vegan')).dietary).toBe(0b0110);
    expect(parse('openNow=false')).toEqual({ city: 'all', openNow: false });
  });

  it.each(['0', '-1', '1e18', '0x10', 'Infinity', '1.5', '1001', '', ' 1', '01'])('refuses page=%j', (page) => {
    expect(() => parse(`page=${encodeURIComponent(page)}`)).toThrow(/^page: /);
  });

  it.each([
    ['searchQuery=a%00b', /^searchQuery: must not contain control characters/],
    ['selectedCuisines=Pizza%1F', /^selectedCuisines: must not contain control characters/],
    ['sortOption=cheapest', /^sortOption: must be one of/],
    ['searchQuery=a&searchQuery=b', /^searchQuery: must be given once/],
    ['cuisines=Thai', /^cuisines: Unknown query parameter/],
    ['openNow=yes', /^openNow: must be true or false/],
    ['dietary=vegan,keto', /^dietary: must be comma-joined labels from: vegetarian, vegan, glutenFree, halal/],
    ['dietary=vegan,', /^dietary: must be comma-joined labels/],
    ['openNow=', /^openNow: must be true or false/],
  ])('refuses %s', (query, message) => {
    expect(() => parse(query)).toThrow(message);
  });

  it('refuses an empty, long or control-character city', () => {
    expect(() => parse('', '')).toThrow(/^city: /);
    expect(() => parse('', 'x'.repeat(121))).toThrow(/^city: /);
    expect(() => parse('', 'Lon\u0000don')).toThrow(/^city: must not contain control characters/);
  });
});
