import { describe, expect, it } from 'vitest';
// The one place the owner form meets the server's menu checks: a test holding the two to the same words.
// eslint-disable-next-line boundaries/dependencies
import { menuDetailsOf, menuSectionsOf } from '../../../../src/modules/catalogue/domain/menu-details-form.js';
import { restaurantSchema } from './restaurant-schema';

// The owner form says what the server would say, at the same field (docs/product/decisions.md
// "Menus"): each case is one fault, as the form holds it and as the server receives it.

const DETAILS = { restaurantName: 'Bella', addressLine1: '1 Briggate', postcode: 'LS1 6HD', city: 'Leeds', country: 'United Kingdom', cuisines: ['Pizza'] };
const option = (name: string, price: number) => ({ name, price, soldOut: false });
const size = { name: 'Size', min: 1, max: 1, options: [option('Small', 0), option('Large', 250)] };

interface MenuCase {
  sections?: string[];
  description?: string;
  groups?: Array<{ name: string; min: number; max: number; options: Array<{ name: string; price: number; soldOut: boolean }> }>;
}

function clientMessages({ sections = [], description = '', groups = [] }: MenuCase): Record<string, string> {
  const result = restaurantSchema.safeParse({
    ...DETAILS, deliveryPrice: '1', estimatedDeliveryTime: '30', imageUrl: '/i.webp',
    menuSections: sections.map((name, i) => ({ key: `k${i}`, name })),
    menuItems: [{
      name: 'Pizza', price: '9', description, category: '', allergens: [], dietary: [],
      optionGroups: groups.map((g) => ({ ...g, min: String(g.min), max: String(g.max), options: g.options.map((o) => ({ ...o, price: (o.price / 100).toFixed(2) })) })),
    }],
  });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

/** The server's checks of the menu details (src/modules/catalogue/domain/menu-details-form.ts), on the fields as sent. */
function serverMessages({ sections = [], description = '', groups = [] }: MenuCase): Record<string, string> {
  const issues: Array<{ path: string; message: string }> = [];
  const menuSections = menuSectionsOf(issues, JSON.stringify(sections), []);
  const fields = { description, category: '', allergens: '', dietary: '', optionGroups: JSON.stringify(groups) };
  menuDetailsOf(issues, 'menuItems[0]', fields, undefined, menuSections);
  // The form's paths: 'menuItems[0].optionGroups[1].max' is 'menuItems.0.optionGroups.1.max', a section's fault is on its name.
  const formPath = (path: string) => path.replace(/\[(\d+)\]/g, '.$1').replace(/^(menuSections\.\d+)$/, '$1.name');
  return Object.fromEntries(issues.map((issue) => [formPath(issue.path), issue.message]));
}

const CASES: Record<string, MenuCase> = {
  'a section without a name': { sections: ['Pizzas', ' '] },
  'a section name of 51 characters': { sections: ['S'.repeat(51)] },
  'a section listed twice': { sections: ['Pizzas', 'pizzas'] },
  'a description of 301 characters': { description: 'd'.repeat(301) },
  'min above max': { groups: [{ ...size, min: 2, max: 1 }] },
  'max above the number of options': { groups: [{ ...size, max: 3 }] },
  'max of 0': { groups: [{ ...size, min: 0, max: 0 }] },
  'min above 20': { groups: [{ ...size, min: 21 }] },
  'a group without options': { groups: [{ ...size, options: [] }] },
  'two groups of one name': { groups: [size, { ...size, name: 'SIZE' }] },
  'a group and an option without names': { groups: [{ ...size, name: '', options: [option('', 0), option('Large', 250)] }] },
  'an option name of 61 characters': { groups: [{ ...size, options: [option('o'.repeat(61), 0), option('Large', 250)] }] },
  'eleven groups': { groups: Array.from({ length: 11 }, (_, i) => ({ ...size, name: `Group ${i}` })) },
};

describe('owner form and server on menu details', () => {
  for (const [name, menu] of Object.entries(CASES)) {
    it(`say the same of ${name}`, () => {
      const server = serverMessages(menu);
      expect(Object.keys(server)).not.toHaveLength(0);
      expect(clientMessages(menu)).toEqual(server);
    });
  }

  // Prices are typed in pounds, so the form says the bound in pounds (as for a dish's price); the field is the same.
  it('refuse an option dearer than 1000.00 at the same field', () => {
    const menu = { groups: [{ ...size, options: [option('Small', 0), option('Huge', 100_001)] }] };
    const path = 'menuItems.0.optionGroups.0.options.1.price';
    expect(serverMessages(menu)).toEqual({ [path]: 'must be a whole number from 0 to 100000' });
    expect(clientMessages(menu)).toEqual({ [path]: 'must be at most 1000.00' });
  });

  it('both take a full, valid menu', () => {
    const menu = { sections: ['Pizzas', 'Desserts'], description: 'Thin crust', groups: [size, { name: 'Extras', min: 0, max: 2, options: [option('Olives', 80), option('Basil', 0)] }] };
    expect(serverMessages(menu)).toEqual({});
    expect(clientMessages(menu)).toEqual({});
  });
});
