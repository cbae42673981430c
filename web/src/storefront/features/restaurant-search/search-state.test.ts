import { describe, expect, it } from 'vitest';
import { changeSearch, parseSearchState, toApiQuery, toggleCuisine, toSearchParams, type SearchState } from './search-state';

const parse = (query: string) => parseSearchState(new URLSearchParams(query));
const DEFAULTS: SearchState = { searchQuery: '', page: 1, selectedCuisines: [], sortOption: 'bestMatch', openNow: false };

describe('parseSearchState', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(DEFAULTS);
  });

  it('reads every field', () => {
    expect(parse('searchQuery=pizza&page=3&selectedCuisines=Italian,Pizza&sortOption=deliveryPrice&openNow=true')).toEqual({
      searchQuery: 'pizza',
      page: 3,
      selectedCuisines: ['Italian', 'Pizza'],
      sortOption: 'deliveryPrice',
      openNow: true,
    });
    expect(parse('openNow=yes').openNow).toBe(false);
  });

  it('falls back to defaults for a bad page or an unknown sort', () => {
    for (const page of ['0', '-2', '1.5', 'abc', '']) expect(parse(`page=${page}`).page).toBe(1);
    expect(parse('sortOption=cheapest').sortOption).toBe('bestMatch');
  });

  it('drops empty and repeated cuisines', () => {
    expect(parse('selectedCuisines=Thai,,Thai, Sushi ,').selectedCuisines).toEqual(['Thai', 'Sushi']);
  });
});

describe('toSearchParams', () => {
  it('leaves defaults out', () => {
    expect(toSearchParams(DEFAULTS).toString()).toBe('');
  });

  it('round-trips through parseSearchState', () => {
    const state: SearchState = { searchQuery: 'fish & chips', page: 2, selectedCuisines: ['Seafood', 'Healthy'], sortOption: 'estimatedDeliveryTime', openNow: true };
    expect(parseSearchState(toSearchParams(state))).toEqual(state);
  });
});

describe('changeSearch', () => {
  it('resets the page to 1 whatever changes', () => {
    const onPage3 = { ...DEFAULTS, page: 3 };
    expect(changeSearch(onPage3, { sortOption: 'deliveryPrice' })).toMatchObject({ page: 1, sortOption: 'deliveryPrice' });
    expect(changeSearch(onPage3, { selectedCuisines: ['Pizza'] }).page).toBe(1);
    expect(changeSearch(onPage3, { searchQuery: 'x' }).page).toBe(1);
    expect(changeSearch(onPage3, { openNow: true })).toMatchObject({ page: 1, openNow: true });
  });
});

describe('toggleCuisine', () => {
  it('adds a missing cuisine at the end and removes a present one', () => {
    expect(toggleCuisine(['Pizza'], 'Sushi')).toEqual(['Pizza', 'Sushi']);
    expect(toggleCuisine(['Pizza', 'Sushi'], 'Pizza')).toEqual(['Sushi']);
  });
});

describe('toApiQuery', () => {
  it('joins cuisines and leaves out empty text', () => {
    expect(toApiQuery({ ...DEFAULTS, selectedCuisines: ['Italian', 'Pizza'] })).toEqual({
      selectedCuisines: 'Italian,Pizza',
      page: 1,
      sortOption: 'bestMatch',
    });
    expect(toApiQuery({ ...DEFAULTS, searchQuery: 'sushi', page: 2 })).toEqual({ searchQuery: 'sushi', page: 2, sortOption: 'bestMatch' });
    expect(toApiQuery({ ...DEFAULTS, openNow: true })).toEqual({ page: 1, sortOption: 'bestMatch', openNow: 'true' });
  });
});
