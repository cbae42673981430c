import { describe, expect, it } from 'vitest';
import { paginationItems } from './pagination-items';

describe('paginationItems', () => {
  it('shows every page of a short list', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(2, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows nothing without pages', () => {
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('keeps first, last and the neighbours of the current page, with gaps between', () => {
    expect(paginationItems(50, 1000)).toEqual([1, 'gap', 49, 50, 51, 'gap', 1000]);
    expect(paginationItems(1, 1000)).toEqual([1, 2, 'gap', 1000]);
    expect(paginationItems(1000, 1000)).toEqual([1, 'gap', 999, 1000]);
  });

  it('shows a single skipped page rather than a gap', () => {
    expect(paginationItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationItems(5, 9)).toEqual([1, 'gap', 4, 5, 6, 'gap', 9]);
  });
});
