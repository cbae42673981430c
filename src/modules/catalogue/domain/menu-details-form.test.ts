import { describe, expect, it } from 'vitest';
import type { Issues } from './form-values.js';
import { noDetails, type MenuDetails } from './menu-details.js';
import { menuDetailsOf, menuSectionsOf } from './menu-details-form.js';

const ID = (c: string) => c.repeat(24);
const stored: MenuDetails = {
  description: 'Wood-fired', category: 'Pizza', allergens: ['gluten', 'milk'], dietary: ['vegetarian'],
  optionGroups: [{ id: ID('1'), name: 'Size', min: 1, max: 1, options: [{ id: ID('2'), name: 'Small', price: 0, soldOut: false }, { id: ID('3'), name: 'Large', price: 250, soldOut: false }] }],
};

function check(fields: Record<string, unknown>, current: MenuDetails | undefined = stored, sections: string[] = ['Pizza', 'Pasta']) {
  const issues: Issues = [];
  const details = menuDetailsOf(issues, 'menuItems[0]', fields, current, sections);
  return { details, issues };
}

describe('menu details of the restaurant form', () => {
  it('keeps what an item has for every detail not sent, so a names-and-prices form changes nothing else', () => {
    expect(check({})).toEqual({ details: stored, issues: [] });
    const issues: Issues = [];
    expect(menuDetailsOf(issues, 'menuItems[0]', {}, undefined, ['Pizza'])).toEqual(noDetails());
    expect(issues).toEqual([]);
    // A section removed takes its dishes out of it.
    expect(check({}, stored, ['Pasta']).details.category).toBe('');
  });

  it('reads codes in list order, each once, and empty text as none', () => {
    const { details, issues } = check({ allergens: ' peanuts, milk ,peanuts', dietary: '', description: '  Hot  ', category: 'Pasta' });
    expect(issues).toEqual([]);
    expect(details).toMatchObject({ allergens: ['milk', 'peanuts'], dietary: [], description: 'Hot', category: 'Pasta' });
  });

  it('names each field at fault', () => {
    const { issues } = check({ allergens: 'milk,treenuts', dietary: 'keto', description: 'x'.repeat(301), category: 'Desserts' });
    expect(issues).toEqual([
      { path: 'menuItems[0].description', message: 'must be at most 300 characters' },
      { path: 'menuItems[0].category', message: 'must be one of menuSections' },
      { path: 'menuItems[0].allergens', message: 'must be codes from: celery, gluten, crustaceans, eggs, fish, lupin, milk, molluscs, mustard, nuts, peanuts, sesame, soya, sulphites' },
      { path: 'menuItems[0].dietary', message: 'must be codes from: vegetarian, vegan, glutenFree, halal' },
    ]);
  });

  it('keeps group and option ids of this dish only, once, and checks min <= max <= options', () => {
    const groups = JSON.stringify([
      { _id: ID('1'), name: 'Size', min: 1, max: 1, options: [{ _id: ID('3'), name: 'Large', price: 300 }, { name: 'Huge', price: 500, soldOut: true }] },
      { name: 'Extras', min: 2, max: 1, options: [{ _id: ID('9'), name: 'Olives', price: -1 }] },
      { _id: ID('1'), name: 'size', min: 0, max: 3, options: [{ _id: ID('3'), name: '', price: 1.5, soldOut: 'yes' }] },
    ]);
    const { details, issues } = check({ optionGroups: groups });
    expect(details.optionGroups[0]).toEqual({ id: ID('1'), name: 'Size', min: 1, max: 1, options: [{ id: ID('3'), name: 'Large', price: 300, soldOut: false }, { name: 'Huge', price: 500, soldOut: true }] });
    expect(issues).toEqual([
      { path: 'menuItems[0].optionGroups[1].min', message: 'must not be more than max' },
      { path: 'menuItems[0].optionGroups[1].options[0]._id', message: 'is not an option of this dish' },
      { path: 'menuItems[0].optionGroups[1].options[0].price', message: 'must be a whole number from 0 to 100000' },
      { path: 'menuItems[0].optionGroups[2]._id', message: 'is listed twice' },
      { path: 'menuItems[0].optionGroups[2].max', message: 'must not be more than the number of options (1)' },
      { path: 'menuItems[0].optionGroups[2].options[0]._id', message: 'is listed twice' },
      { path: 'menuItems[0].optionGroups[2].options[0].name', message: 'name is required' },
      { path: 'menuItems[0].optionGroups[2].options[0].price', message: 'must be a whole number from 0 to 100000' },
      { path: 'menuItems[0].optionGroups[2].options[0].soldOut', message: 'must be true or false' },
      { path: 'menuItems[0].optionGroups[2].name', message: 'is the name of another group of this dish' },
    ]);
    expect(check({ optionGroups: '{' }).issues).toEqual([{ path: 'menuItems[0].optionGroups', message: 'must be a JSON list of option groups' }]);
    expect(check({ optionGroups: JSON.stringify([{ name: 'Empty', min: 0, max: 1, options: [] }]) }).issues).toEqual([
      { path: 'menuItems[0].optionGroups[0].options', message: 'must have from 1 to 20 options' },
    ]);
  });

  it('reads sections in the owner order, each once; not sent: the current ones', () => {
    const issues: Issues = [];
    expect(menuSectionsOf(issues, undefined, ['Pizza'])).toEqual(['Pizza']);
    expect(menuSectionsOf(issues, '[" Mains ","Sides"]', [])).toEqual(['Mains', 'Sides']);
    expect(issues).toEqual([]);
    menuSectionsOf(issues, '["Mains","mains",""]', []);
    menuSectionsOf(issues, 'Mains', []);
    expect(issues).toEqual([
      { path: 'menuSections[1]', message: 'is listed twice' },
      { path: 'menuSections[2]', message: 'name is required' },
      { path: 'menuSections', message: 'must be a JSON list of section names' },
    ]);
  });
});
