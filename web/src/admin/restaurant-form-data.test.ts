import { describe, expect, it } from 'vitest';
import type { Schemas } from '../api/client';
import { toRestaurantFormData } from './restaurant-form-data';
import { restaurantSchema, toFormValues } from './restaurant/restaurant-schema';

const noDetails = { description: '', category: '', allergens: [], dietary: [], optionGroups: [] };

const payload = {
  restaurantName: 'Bella Napoli',
  addressLine1: '80 Bridge Street',
  postcode: 'M3 2RJ',
  city: 'Manchester',
  country: 'United Kingdom',
  deliveryPrice: 250,
  estimatedDeliveryTime: 30,
  cuisines: ['Italian', 'Pizza'],
  menuSections: [],
  menuItems: [
    { _id: 'm1', name: 'Margherita', price: 950, ...noDetails },
    { _id: undefined, name: 'Tiramisu', price: 550, ...noDetails },
  ],
  imageUrl: '/images/r.webp',
  imageFile: undefined,
  emailNewOrders: false,
};

const ids = { group: 'a'.repeat(24), small: 'b'.repeat(24) };

/** A saved restaurant as GET /api/my/restaurant answers it. */
const saved: Schemas['Restaurant'] = {
  _id: 'r1',
  restaurantName: 'Bella Napoli',
  addressLine1: '80 Bridge Street',
  postcode: 'M3 2RJ',
  city: 'Manchester',
  country: 'United Kingdom',
  deliveryPrice: 250,
  estimatedDeliveryTime: 30,
  cuisines: ['Pizza'],
  menuSections: ['Pizzas', 'Desserts'],
  menuItems: [
    {
      _id: 'm1', name: 'Margherita', price: 950, description: 'Tomato, mozzarella, basil', category: 'Pizzas',
      allergens: ['gluten', 'milk'], dietary: ['vegetarian'],
      optionGroups: [{ _id: ids.group, name: 'Size', min: 1, max: 1, options: [{ _id: ids.small, name: '10 inch', price: 0, soldOut: true }] }],
    },
    { _id: 'm2', name: 'Tiramisu', price: 550, description: '', category: 'Desserts', allergens: [], dietary: [], optionGroups: [] },
  ],
  imageUrl: '/images/r.webp',
  lastUpdated: '2026-11-29T00:00:00.000Z',
};

const sent = (form: FormData) => Object.fromEntries([...form.entries()].filter(([key]) => key.startsWith('menu')));

describe('toRestaurantFormData', () => {
  it('sends bracket names, pence and minutes as text, and ids of existing items only', () => {
    const entries = [...toRestaurantFormData(payload).entries()];
    expect(entries).toEqual([
      ['restaurantName', 'Bella Napoli'],
      ['addressLine1', '80 Bridge Street'],
      ['postcode', 'M3 2RJ'],
      ['city', 'Manchester'],
      ['country', 'United Kingdom'],
      ['deliveryPrice', '250'],
      ['estimatedDeliveryTime', '30'],
      ['cuisines[0]', 'Italian'],
      ['cuisines[1]', 'Pizza'],
      ['menuSections', '[]'],
      ['menuItems[0][_id]', 'm1'],
      ['menuItems[0][name]', 'Margherita'],
      ['menuItems[0][price]', '950'],
      ['menuItems[0][description]', ''],
      ['menuItems[0][category]', ''],
      ['menuItems[0][allergens]', ''],
      ['menuItems[0][dietary]', ''],
      ['menuItems[0][optionGroups]', '[]'],
      ['menuItems[1][name]', 'Tiramisu'],
      ['menuItems[1][price]', '550'],
      ['menuItems[1][description]', ''],
      ['menuItems[1][category]', ''],
      ['menuItems[1][allergens]', ''],
      ['menuItems[1][dietary]', ''],
      ['menuItems[1][optionGroups]', '[]'],
      ['emailNewOrders', 'false'],
    ]);
  });

  it("sends the owner's new-order e-mail opt-in as 'true' once ticked", () => {
    expect(toRestaurantFormData({ ...payload, emailNewOrders: true }).get('emailNewOrders')).toBe('true');
  });

  it('adds the picked image file', () => {
    const imageFile = new File([new Uint8Array([137, 80])], 'shop.png', { type: 'image/png' });
    const sent = toRestaurantFormData({ ...payload, imageFile }).get('imageFile');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('shop.png');
  });

  it('sends a saved menu back unchanged: sections in order, names for keys, pence, and every _id kept', () => {
    const form = toRestaurantFormData(restaurantSchema.parse(toFormValues(saved)));
    expect(sent(form)).toEqual({
      menuSections: '["Pizzas","Desserts"]',
      'menuItems[0][_id]': 'm1',
      'menuItems[0][name]': 'Margherita',
      'menuItems[0][price]': '950',
      'menuItems[0][description]': 'Tomato, mozzarella, basil',
      'menuItems[0][category]': 'Pizzas',
      'menuItems[0][allergens]': 'gluten,milk',
      'menuItems[0][dietary]': 'vegetarian',
      'menuItems[0][optionGroups]': JSON.stringify([
        { _id: ids.group, name: 'Size', min: 1, max: 1, options: [{ _id: ids.small, name: '10 inch', price: 0, soldOut: true }] },
      ]),
      'menuItems[1][_id]': 'm2',
      'menuItems[1][name]': 'Tiramisu',
      'menuItems[1][price]': '550',
      'menuItems[1][description]': '',
      'menuItems[1][category]': 'Desserts',
      'menuItems[1][allergens]': '',
      'menuItems[1][dietary]': '',
      'menuItems[1][optionGroups]': '[]',
    });
  });

  it('follows a renamed, moved or removed section, converts option pounds to pence and sends no id for new groups', () => {
    const values = toFormValues(saved);
    // Pizzas removed (its dish has no section now), Desserts renamed and moved up, Sides added.
    const desserts = values.menuSections![1]!;
    values.menuSections = [{ ...desserts, name: 'Puddings' }, { key: 'new-1', name: 'Sides' }];
    const [margherita, tiramisu] = values.menuItems as [NonNullable<typeof values.menuItems>[number], NonNullable<typeof values.menuItems>[number]];
    values.menuItems = [
      { ...margherita, allergens: ['peanuts', 'celery'], optionGroups: [...(margherita.optionGroups ?? []), { name: 'Extras', min: '0', max: '2', options: [{ name: 'Olives', price: '0.8', soldOut: false }, { name: 'Basil', price: '1.25' }] }] },
      tiramisu,
      { name: 'Chips', price: '3', category: 'new-1', description: ' Crisp ', allergens: [], dietary: ['vegan', 'vegetarian'], optionGroups: [] },
    ];
    const form = sent(toRestaurantFormData(restaurantSchema.parse(values)));
    expect(form.menuSections).toBe('["Puddings","Sides"]');
    expect(form['menuItems[0][category]']).toBe('');
    expect(form['menuItems[0][allergens]']).toBe('celery,peanuts');
    expect(JSON.parse(form['menuItems[0][optionGroups]'] as string)).toEqual([
      { _id: ids.group, name: 'Size', min: 1, max: 1, options: [{ _id: ids.small, name: '10 inch', price: 0, soldOut: true }] },
      { name: 'Extras', min: 0, max: 2, options: [{ name: 'Olives', price: 80, soldOut: false }, { name: 'Basil', price: 125, soldOut: false }] },
    ]);
    expect(form['menuItems[1][category]']).toBe('Puddings');
    expect(form['menuItems[2][_id]']).toBeUndefined();
    expect(form['menuItems[2][category]']).toBe('Sides');
    expect(form['menuItems[2][description]']).toBe('Crisp');
    expect(form['menuItems[2][dietary]']).toBe('vegetarian,vegan');
  });
});
