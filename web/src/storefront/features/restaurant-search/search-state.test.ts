import { describe, expect, it } from 'vitest';
import { changeSearch, parseSearchState, toApiQuery, toggleCuisine, toggleDietary, toSearchParams, type SearchState } from './search-state';

const parse = (query: string) => parseSearchState(new URLSearchParams(query));
const DEFAULTS: SearchState = { searchQuery: '', page: 1, selectedCuisines: [], sortOption: 'bestMatch', openNow: false, dietary: [], postcode: '' };

describe('parseSearchState', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(DEFAULTS);
  });

  it('reads every field', () => {
    expect(parse('searchQuery=pizza&page=3&selectedCuisines=Italian,Pizza&sortOption=deliveryPrice&openNow=true&dietary=vegan,halal&postcode=E1%206AN')).toEqual({
      searchQuery: 'pizza',
      page: 3,
      selectedCuisines: ['Italian', 'Pizza'],
      sortOption: 'deliveryPrice',
      openNow: true,
      dietary: ['vegan', 'halal'],
      postcode: 'E1 6AN',
    });
    expect(parse('openNow=yes').openNow).toBe(false);
  });

  it('falls back to defaults for a bad page or an unknown sort', () => {
    for (const page of ['0', '-2', '1.5', 'abc', '']) expect(parse(`page=${page}`).page).toBe(1);
    expect(parse('sortOption=cheapest').sortOption).toBe('bestMatch');
  });

  it('keeps known dietary labels once each, in the labels\' order', () => {
    expect(parse('dietary=halal,glutenFree,vegan').dietary).toEqual(['vegan', 'glutenFree', 'halal']);
    expect(parse('dietary=vegan,,vegan, vegetarian ').dietary).toEqual(['vegetarian', 'vegan']);
    // Unknown or differently spelled labels are dropped, as an unknown sort is: the API would refuse them.
    expect(parse('dietary=kosher,gluten-free,Vegan,glutenFree').dietary).toEqual(['glutenFree']);
    expect(parse('dietary=').dietary).toEqual([]);
  });

  it('reads a server-rendered address as the browser does', () => {
    // The search page's loader parses the request's URL on the server; the app parses window.location: same query, same state.
    const url = new URL('http://localhost/search/London?dietary=glutenFree%2Cvegan&page=2');
    expect(parseSearchState(url.searchParams)).toEqual(parse('dietary=glutenFree,vegan&page=2'));
    expect(parseSearchState(url.searchParams).dietary).toEqual(['vegan', 'glutenFree']);
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
    const state: SearchState = { searchQuery: 'fish & chips', page: 2, selectedCuisines: ['Seafood', 'Healthy'], sortOption: 'estimatedDeliveryTime', openNow: true, dietary: ['vegetarian', 'glutenFree'], postcode: 'E1 6AN' };
    expect(parseSearchState(toSearchParams(state))).toEqual(state);
  });

  it('writes the labels comma-joined, as the API takes them', () => {
    expect(toSearchParams({ ...DEFAULTS, dietary: ['vegan', 'glutenFree'] }).get('dietary')).toBe('vegan,glutenFree');
  });
});

describe('changeSearch', () => {
  it('resets the page to 1 whatever changes', () => {
    const onPage3 = { ...DEFAULTS, page: 3 };
    expect(changeSearch(onPage3, { sortOption: 'deliveryPrice' })).toMatchObject({ page: 1, sortOption: 'deliveryPrice' });
    expect(changeSearch(onPage3, { selectedCuisines: ['Pizza'] }).page).toBe(1);
    expect(changeSearch(onPage3, { searchQuery: 'x' }).page).toBe(1);
    expect(changeSearch(onPage3, { openNow: true })).toMatchObject({ page: 1, openNow: true });
    expect(changeSearch(onPage3, { dietary: ['halal'] })).toMatchObject({ page: 1, dietary: ['halal'] });
  });
});

describe('toggleDietary', () => {
  it('adds or removes a label, keeping the labels\' order', () => {
    expect(toggleDietary(['halal'], 'vegan')).toEqual(['vegan', 'halal']);
    expect(toggleDietary(['vegan', 'halal'], 'vegan')).toEqual(['halal']);
    expect(toggleDietary([], 'glutenFree')).toEqual(['glutenFree']);
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

  it('asks for the dietary labels comma-joined, and for none when none is chosen', () => {
    expect(toApiQuery({ ...DEFAULTS, dietary: ['vegan', 'glutenFree'] })).toEqual({ page: 1, sortOption: 'bestMatch', dietary: 'vegan,glutenFree' });
    expect(toApiQuery(DEFAULTS)).not.toHaveProperty('dietary');
  });
});
