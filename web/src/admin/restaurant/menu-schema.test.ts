import { describe, expect, it } from 'vitest';
import { restaurantSchema } from './restaurant-schema';

// The server's checks of menu details (src/modules/catalogue/domain/menu-details-form.ts,
// option-groups-form.ts), said in its words before anything is sent.

const option = (name: string, price: string) => ({ name, price, soldOut: false });
const size = { name: 'Size', min: '1', max: '1', options: [option('Small', '0'), option('Large', '2.50')] };

const form = (menu: Record<string, unknown>) => ({
  restaurantName: 'Bella', addressLine1: '1 Briggate', postcode: 'LS1 6HD', city: 'Leeds', country: 'United Kingdom', deliveryPrice: '1', estimatedDeliveryTime: '30',
  cuisines: ['Pizza'], imageUrl: '/i.webp', menuSections: [], ...menu,
});
const dish = (details: Record<string, unknown>) => form({ menuItems: [{ name: 'Pizza', price: '9', ...details }] });

const messages = (input: unknown) => {
  const result = restaurantSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('menu details in the owner form', () => {
  it('takes a full dish: option prices in pence, min and max as numbers, sold out as a flag', () => {
    const parsed = restaurantSchema.parse(dish({ description: ' Thin crust ', category: 'saved-0', allergens: ['peanuts'], dietary: ['vegan'], optionGroups: [size] }));
    expect(parsed.menuItems[0]).toMatchObject({
      description: 'Thin crust',
      category: 'saved-0',
      allergens: ['peanuts'],
      dietary: ['vegan'],
      optionGroups: [{ name: 'Size', min: 1, max: 1, options: [{ name: 'Small', price: 0, soldOut: false }, { name: 'Large', price: 250, soldOut: false }] }],
    });
  });

  it('names sections that are empty, too long or listed twice', () => {
    const sections = [{ key: 'a', name: ' ' }, { key: 'b', name: 'S'.repeat(51) }, { key: 'c', name: 'Pizzas' }, { key: 'd', name: 'pizzas ' }];
    expect(messages(form({ menuSections: sections, menuItems: [] }))).toEqual({
      'menuSections.0.name': 'name is required',
      'menuSections.1.name': 'must be at most 50 characters',
      'menuSections.3.name': 'is listed twice',
    });
  });

  it('caps the description at 300 characters', () => {
    expect(messages(dish({ description: 'd'.repeat(300) }))).toEqual({});
    expect(messages(dish({ description: 'd'.repeat(301) }))).toEqual({ 'menuItems.0.description': 'must be at most 300 characters' });
  });

  it('checks a group: 0 <= min <= max, max >= 1 and at most the number of options', () => {
    const group = (min: string, max: string) => dish({ optionGroups: [{ ...size, min, max }] });
    expect(messages(group('0', '2'))).toEqual({});
    expect(messages(group('', '0'))).toEqual({
      'menuItems.0.optionGroups.0.min': 'must be a whole number from 0 to 20',
      'menuItems.0.optionGroups.0.max': 'must be a whole number from 1 to 20',
    });
    expect(messages(group('-1', '1'))).toEqual({ 'menuItems.0.optionGroups.0.min': 'must be a whole number from 0 to 20' });
    expect(messages(group('2', '1'))).toEqual({ 'menuItems.0.optionGroups.0.min': 'must not be more than max' });
    expect(messages(group('1', '3'))).toEqual({ 'menuItems.0.optionGroups.0.max': 'must not be more than the number of options (2)' });
  });

  it('checks options with the rules of dish prices, allowing 0', () => {
    const prices = (...list: string[]) => dish({ optionGroups: [{ ...size, max: '1', options: list.map((price, i) => option(`O${i}`, price)) }] });
    expect(messages(prices('0', '0.5'))).toEqual({});
    expect(messages(prices('', '-1', 'abc', '1000.01'))).toEqual({
      'menuItems.0.optionGroups.0.options.0.price': 'price is required',
      'menuItems.0.optionGroups.0.options.1.price': 'cannot be negative',
      'menuItems.0.optionGroups.0.options.2.price': 'must be a valid number',
      'menuItems.0.optionGroups.0.options.3.price': 'must be at most 1000.00',
    });
    expect(messages(dish({ optionGroups: [{ ...size, options: [] }] }))).toMatchObject({ 'menuItems.0.optionGroups.0.options': 'must have from 1 to 20 options' });
    expect(messages(dish({ optionGroups: [{ ...size, options: [option('', '1')] }] }))).toEqual({ 'menuItems.0.optionGroups.0.options.0.name': 'name is required' });
  });

  it('refuses two groups of one name on a dish', () => {
    expect(messages(dish({ optionGroups: [size, { ...size, name: 'size' }] }))).toEqual({
      'menuItems.0.optionGroups.1.name': 'is the name of another group of this dish',
    });
  });
});

describe('menu details while other fields are at fault', () => {
  it('still says max is more than the options when an option has no name yet', () => {
    const group = { ...size, max: '3', options: [option('', '1'), option('Large', '2')] };
    expect(messages(dish({ optionGroups: [group] }))).toEqual({
      'menuItems.0.optionGroups.0.options.0.name': 'name is required',
      'menuItems.0.optionGroups.0.max': 'must not be more than the number of options (2)',
    });
  });
});
