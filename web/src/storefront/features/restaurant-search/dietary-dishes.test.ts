import { describe, expect, it } from 'vitest';
import { dietaryDishesText } from './dietary-dishes';

describe('dietaryDishesText', () => {
  it('names the one label chosen', () => {
    expect(dietaryDishesText(3, ['vegan'])).toBe('3 vegan dishes');
    expect(dietaryDishesText(1, ['glutenFree'])).toBe('1 gluten-free dish');
    expect(dietaryDishesText(12, ['halal'])).toBe('12 halal dishes');
  });

  it('says matching for several labels', () => {
    expect(dietaryDishesText(3, ['vegan', 'glutenFree'])).toBe('3 matching dishes');
    expect(dietaryDishesText(1, ['vegetarian', 'halal'])).toBe('1 matching dish');
  });
});
