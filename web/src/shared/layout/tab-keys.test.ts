import { describe, expect, it } from 'vitest';
import { nextTabIndex } from './tab-keys';

describe('nextTabIndex', () => {
  it('moves right and left, wrapping at the ends', () => {
    expect(nextTabIndex(0, 'ArrowRight', 4)).toBe(1);
    expect(nextTabIndex(3, 'ArrowRight', 4)).toBe(0);
    expect(nextTabIndex(0, 'ArrowLeft', 4)).toBe(3);
  });

  it('jumps with Home and End', () => {
    expect(nextTabIndex(2, 'Home', 4)).toBe(0);
    expect(nextTabIndex(1, 'End', 4)).toBe(3);
  });

  it('leaves Up, Down and other keys to the page', () => {
    expect(nextTabIndex(1, 'ArrowDown', 4)).toBeNull();
    expect(nextTabIndex(1, 'ArrowUp', 4)).toBeNull();
    expect(nextTabIndex(1, 'Enter', 4)).toBeNull();
  });
});
