import { describe, expect, it } from 'vitest';
import { ALLERGENS, DIETARY_LABELS } from '../modules/catalogue/index.js';
import { DEMO_DISHES, DEMO_OPTIONS } from './demo-dishes.js';
import { demoRestaurantRecord, DEMO_RESTAURANTS } from './demo-restaurants.js';

describe('the demo menus', () => {
  it('describe every dish with a section and known allergen and label codes', () => {
    for (const demo of DEMO_RESTAURANTS) {
      for (const [dish] of demo.menu) expect(DEMO_DISHES[dish], `${demo.name}: ${dish}`).toBeDefined();
    }
    for (const [dish, [section, allergens, dietary, description]] of Object.entries(DEMO_DISHES)) {
      expect(section, dish).not.toBe('');
      expect(description.length, dish).toBeLessThanOrEqual(300);
      for (const code of allergens.split(',').filter(Boolean)) expect(ALLERGENS, dish).toContain(code);
      for (const code of dietary.split(',').filter(Boolean)) expect(DIETARY_LABELS, dish).toContain(code);
    }
  });

  it('give every demo restaurant sections and a dish with a required size and optional extras', () => {
    DEMO_RESTAURANTS.forEach((demo, index) => {
      const record = demoRestaurantRecord(index, 'owner', undefined, new Date());
      expect(record.menuSections.length, demo.name).toBeGreaterThan(1);
      for (const item of record.menuItems) expect(record.menuSections, `${demo.name}: ${item.name}`).toContain(item.category);
      const withOptions = record.menuItems.filter((item) => item.optionGroups.length > 0);
      expect(withOptions.map((item) => item.name), demo.name).toEqual([DEMO_OPTIONS[demo.name]!.dish]);
      expect(record.menuItems.indexOf(withOptions[0]!), demo.name).toBeGreaterThan(1);
      const [size, extras] = withOptions[0]!.optionGroups;
      expect([size!.min, size!.max, extras!.min, extras!.max]).toEqual([1, 1, 0, extras!.options.length]);
    });
  });
});
