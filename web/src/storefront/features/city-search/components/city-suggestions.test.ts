import { describe, expect, it } from 'vitest';
import { filterCities, nextActiveIndex, searchPath, shouldSuggest } from './city-suggestions';

const CITIES = ['Birmingham', 'Bristol', 'Glasgow', 'Leeds', 'London', 'Manchester'];

describe('shouldSuggest', () => {
  it('opens from two characters, ignoring surrounding spaces', () => {
    expect(shouldSuggest('')).toBe(false);
    expect(shouldSuggest('l')).toBe(false);
    expect(shouldSuggest(' l ')).toBe(false);
    expect(shouldSuggest('lo')).toBe(true);
  });

  it('stays closed for a postcode', () => {
    expect(shouldSuggest('e1 6an')).toBe(false);
    expect(shouldSuggest('e1 6')).toBe(true);
  });
});

describe('filterCities', () => {
  it('matches a substring anywhere, case-insensitively', () => {
    expect(filterCities(CITIES, 'lo')).toEqual(['London']);
    expect(filterCities(CITIES, 'GLA')).toEqual(['Glasgow']);
    expect(filterCities(CITIES, 'ch')).toEqual(['Manchester']);
    expect(filterCities(CITIES, 'is')).toEqual(['Bristol']);
  });

  it('finds nothing for text in no city, and treats it as plain text', () => {
    expect(filterCities(CITIES, 'Paris')).toEqual([]);
    expect(filterCities(CITIES, '.*')).toEqual([]);
  });

  it('keeps every city for blank input', () => {
    expect(filterCities(CITIES, '  ')).toEqual(CITIES);
  });
});

describe('nextActiveIndex', () => {
  it('moves down and up, wrapping at both ends', () => {
    expect(nextActiveIndex(-1, 'ArrowDown', 3)).toBe(0);
    expect(nextActiveIndex(2, 'ArrowDown', 3)).toBe(0);
    expect(nextActiveIndex(-1, 'ArrowUp', 3)).toBe(2);
    expect(nextActiveIndex(0, 'ArrowUp', 3)).toBe(2);
    expect(nextActiveIndex(1, 'ArrowUp', 3)).toBe(0);
  });

  it('has nothing to highlight in an empty list', () => {
    expect(nextActiveIndex(0, 'ArrowDown', 0)).toBe(-1);
  });
});

describe('searchPath', () => {
  it('goes to the city, with the text only when there is some', () => {
    expect(searchPath('London', '')).toBe('/search/London');
    expect(searchPath(' London ', ' pizza ')).toBe('/search/London?searchQuery=pizza');
  });

  it('searches every city for restaurants delivering to a postcode typed instead of a city', () => {
    expect(searchPath('e16an', '')).toBe('/search/all?postcode=E1%206AN');
    expect(searchPath(' SW1A 1AA ', 'pizza')).toBe('/search/all?searchQuery=pizza&postcode=SW1A%201AA');
    expect(searchPath('SW1A', '')).toBe('/search/SW1A');
  });

  it("uses 'all' for an empty city", () => {
    expect(searchPath('', 'sushi')).toBe('/search/all?searchQuery=sushi');
    expect(searchPath(undefined, undefined)).toBe('/search/all');
  });

  it('encodes what the visitor typed', () => {
    expect(searchPath('Newcastle upon Tyne', 'fish & chips')).toBe(
      '/search/Newcastle%20upon%20Tyne?searchQuery=fish+%26+chips',
    );
    expect(searchPath('a/b', '')).toBe('/search/a%2Fb');
  });
});
