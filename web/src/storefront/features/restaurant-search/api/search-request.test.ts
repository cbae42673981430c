import { describe, expect, it } from 'vitest';
import { searchCityAt } from './search-request';

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
