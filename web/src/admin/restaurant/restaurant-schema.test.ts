import { describe, expect, it } from 'vitest';
import { restaurantSchema, toFormValues } from './restaurant-schema';

const valid = {
  restaurantName: ' Bella Napoli ',
  addressLine1: '80 Bridge Street',
  postcode: 'M3 2RJ',
  city: 'Manchester',
  country: 'United Kingdom',
  deliveryPrice: '2.50',
  estimatedDeliveryTime: '30',
  cuisines: ['Italian'],
  menuItems: [
    { _id: 'a1', name: 'Margherita', price: '9.5' },
    { name: 'Tiramisu', price: '5.50' },
  ],
  imageUrl: '/images/r.webp',
};

const NO_DETAILS = { description: '', category: '', allergens: [], dietary: [], optionGroups: [] };

const messages = (input: unknown) => {
  const result = restaurantSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('restaurantSchema', () => {
  it('turns pounds into pence and minutes into a number', () => {
    expect(restaurantSchema.parse(valid)).toEqual({
      restaurantName: 'Bella Napoli',
      addressLine1: '80 Bridge Street',
      postcode: 'M3 2RJ',
      city: 'Manchester',
      country: 'United Kingdom',
      deliveryPrice: 250,
      estimatedDeliveryTime: 30,
      cuisines: ['Italian'],
      menuSections: [],
      menuItems: [
        { _id: 'a1', name: 'Margherita', price: 950, ...NO_DETAILS },
        { _id: undefined, name: 'Tiramisu', price: 550, ...NO_DETAILS },
      ],
      imageUrl: '/images/r.webp',
      imageFile: undefined,
      emailNewOrders: false,
    });
    expect(restaurantSchema.parse({ ...valid, emailNewOrders: true }).emailNewOrders).toBe(true);
  });

  it('uses the messages of docs/product/texts-and-errors.md for an empty form (empty inputs arrive as null)', () => {
    expect(
      messages({
        restaurantName: null, addressLine1: null, postcode: ' ', city: '', country: '  ', deliveryPrice: null, estimatedDeliveryTime: '',
        cuisines: [], menuItems: [{ name: null, price: null }], imageUrl: '',
      }),
    ).toEqual({
      restaurantName: 'restuarant name is required',
      addressLine1: 'Street address is required',
      postcode: 'Postcode is required',
      city: 'city is required',
      country: 'country is required',
      deliveryPrice: 'delivery price is required',
      estimatedDeliveryTime: 'estimated delivery time is required',
      cuisines: 'please select at least one item',
      'menuItems.0.name': 'name is required',
      'menuItems.0.price': 'price is required',
      imageFile: 'Either image URL or image File must be provided',
    });
  });

  it('refuses text where numbers belong', () => {
    expect(messages({ ...valid, deliveryPrice: 'abc', estimatedDeliveryTime: '2.5' })).toEqual({
      deliveryPrice: 'must be a valid number',
      estimatedDeliveryTime: 'must be a valid number',
    });
    expect(messages({ ...valid, deliveryPrice: '1,50', estimatedDeliveryTime: '-' })).toEqual({
      deliveryPrice: 'must be a valid number',
      estimatedDeliveryTime: 'must be a valid number',
    });
  });

  it('says a negative number cannot be negative, rather than invalid', () => {
    expect(
      messages({ ...valid, deliveryPrice: '-1.50', estimatedDeliveryTime: '-5', menuItems: [{ name: 'Soup', price: ' -1' }] }),
    ).toEqual({
      deliveryPrice: 'cannot be negative',
      estimatedDeliveryTime: 'cannot be negative',
      'menuItems.0.price': 'cannot be negative',
    });
  });

  it('needs a menu price of at least one penny', () => {
    expect(messages({ ...valid, menuItems: [{ name: 'Soup', price: '0' }] })).toEqual({
      'menuItems.0.price': 'price is required',
    });
  });

  it('needs an image URL or a file, and says so on the image field', () => {
    expect(messages({ ...valid, imageUrl: '' })).toEqual({
      imageFile: 'Either image URL or image File must be provided',
    });
    const file = new File([new Uint8Array([1])], 'a.png', { type: 'image/png' });
    expect(restaurantSchema.parse({ ...valid, imageUrl: '', imageFile: file }).imageFile).toBe(file);
  });

  it('refuses a file the server would refuse, in the server\'s words, before any upload', () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    const gif = new File([new Uint8Array([1])], 'a.gif', { type: 'image/gif' });
    expect(messages({ ...valid, imageFile: big })).toEqual({ imageFile: 'must be at most 5 MB' });
    expect(messages({ ...valid, imageFile: gif })).toEqual({ imageFile: 'must be a JPEG or PNG image' });
    const limit = new File([new Uint8Array(5 * 1024 * 1024)], 'ok.jpg', { type: 'image/jpeg' });
    expect(messages({ ...valid, imageFile: limit })).toEqual({});
  });
});

describe('toFormValues', () => {
  it('shows pence as pounds with two decimals', () => {
    const values = toFormValues({
      _id: 'r1', restaurantName: 'B', addressLine1: '1 High Street', postcode: 'LS1 4DY', city: 'C', country: 'D', deliveryPrice: 150, estimatedDeliveryTime: 25,
      cuisines: ['Pizza'], menuSections: [], menuItems: [{ _id: 'm1', name: 'Pie', price: 1005, description: '', category: '', allergens: [], dietary: [], optionGroups: [] }], imageUrl: '/i.webp',
      lastUpdated: '2025-01-01T00:00:00.000Z',
    });
    expect(values).toMatchObject({ addressLine1: '1 High Street', postcode: 'LS1 4DY', deliveryPrice: '1.50', estimatedDeliveryTime: '25' });
    expect(values.menuItems).toEqual([{ _id: 'm1', name: 'Pie', price: '10.05', ...NO_DETAILS }]);
  });

  it('starts empty in create mode', () => {
    expect(toFormValues()).toMatchObject({ restaurantName: '', cuisines: [], menuItems: [], imageUrl: '' });
  });
});

describe('restaurantSchema bounds (the server enforces the same)', () => {
  it('caps lengths, prices, delivery time and the number of items', () => {
    const many = Array.from({ length: 101 }, () => ({ name: 'Dish', price: '1.00' }));
    expect(
      messages({
        ...valid, restaurantName: 'N'.repeat(101), city: 'C'.repeat(81), deliveryPrice: '100.01',
        estimatedDeliveryTime: '0', menuItems: [{ name: 'I'.repeat(101), price: '1000.01' }],
      }),
    ).toEqual({
      restaurantName: 'must be at most 100 characters',
      city: 'must be at most 80 characters',
      deliveryPrice: 'must be at most 100.00',
      estimatedDeliveryTime: 'must be at least 1',
      'menuItems.0.name': 'must be at most 100 characters',
      'menuItems.0.price': 'must be at most 1000.00',
    });
    expect(messages({ ...valid, menuItems: many })).toEqual({ menuItems: 'must have at most 100 items' });
    expect(messages({ ...valid, deliveryPrice: '1.505' })).toEqual({ deliveryPrice: 'must be a valid number' });
  });
});
