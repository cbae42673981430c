import { describe, expect, it } from 'vitest';
import { scaleMenuDetails } from './scale-menu-details.js';

describe('seed:scale menu details', () => {
  const menus = Array.from({ length: 300 }, (_, r) => scaleMenuDetails(r, Array.from({ length: 20 }, (_, i) => ({ name: i % 5 === 0 ? 'Chips' : `Dish ${i}` })), new Date(0)));
  const dishes = menus.flat();
  const share = (test: (dish: (typeof dishes)[number]) => boolean) => dishes.filter(test).length / dishes.length;

  it('gives a realistic share of dishes allergens, labels and options, the same for the same restaurant', () => {
    expect(share((d) => d.allergens.length > 0)).toBeGreaterThan(0.6);
    expect(share((d) => d.dietary.includes('vegetarian'))).toBeGreaterThan(0.2);
    expect(share((d) => d.dietary.includes('vegan'))).toBeGreaterThan(0.02);
    expect(share((d) => d.optionGroups.some((g) => g.min > 0))).toBeGreaterThan(0.05);
    expect(share((d) => d.optionGroups.length > 0)).toBeLessThan(0.4);
    expect(share((d) => d.category === 'Sides')).toBeCloseTo(0.2, 5);
    expect(scaleMenuDetails(7, [{ name: 'A' }, { name: 'B' }, { name: 'C' }], new Date(0))).toEqual(scaleMenuDetails(7, [{ name: 'A' }, { name: 'B' }, { name: 'C' }], new Date(0)));
  });

  it('never requires a choice on the first two dishes (bench orders them without options), nor labels gluten as gluten-free', () => {
    for (const menu of menus) expect(menu.slice(0, 2).flatMap((d) => d.optionGroups).filter((g) => g.min > 0)).toEqual([]);
    expect(dishes.filter((d) => d.dietary.includes('glutenFree') && d.allergens.includes('gluten'))).toEqual([]);
    expect(dishes.filter((d) => d.dietary.includes('vegan') && (d.allergens.includes('milk') || d.allergens.includes('eggs')))).toEqual([]);
  });
});
