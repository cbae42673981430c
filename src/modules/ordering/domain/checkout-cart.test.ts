import { describe, expect, it } from 'vitest';
import { problemsOf } from '../../../../test/support/validation-problems.js';
import { priceCart, type CheckoutInput, type MenuPrices } from './checkout-cart.js';
import type { DeliveryTerms } from './pricing.js';

const ANYWHERE = (): DeliveryTerms => ({ kind: 'anywhere', deliveryPrice: 250 });

const menu: MenuPrices = {
  items: new Map([
    ['a'.repeat(24), { name: 'Margherita', price: 950, optionGroups: [], allergens: ['gluten', 'milk'] }],
    ['b'.repeat(24), { name: 'Tiramisu', price: 550, optionGroups: [], allergens: [] }],
  ]),
};
const delivery = { name: ' Ada ', addressLine1: '1 Road', city: 'Leeds', country: 'UK', email: 'ada@example.com', postcode: 'ls1 4dy', phone: '07911 123456' };
const input = (overrides: Partial<CheckoutInput> = {}): CheckoutInput => ({
  restaurantId: 'r'.repeat(24),
  cartItems: [
    { menuItemId: 'a'.repeat(24), quantity: '2' },
    { menuItemId: 'b'.repeat(24), quantity: '1' },
  ],
  deliveryDetails: delivery,
  ...overrides,
});


describe('priceCart', () => {
  it('prices every line from the menu and keeps the delivery price apart', () => {
    const cart = priceCart(input(), menu, ANYWHERE);
    expect(cart.items).toEqual([
      { menuItemId: 'a'.repeat(24), name: 'Margherita', price: 950, quantity: 2, options: [], allergens: ['gluten', 'milk'] },
      { menuItemId: 'b'.repeat(24), name: 'Tiramisu', price: 550, quantity: 1, options: [], allergens: [] },
    ]);
    expect(cart.totalAmount).toBe(2450);
    expect(cart.deliveryPrice).toBe(250);
    expect(cart.deliveryDetails.name).toBe('Ada');
  });

  it('prices a collection on its own terms without asking for delivery terms, whatever postcode came with it', () => {
    const asked: Array<string | undefined> = [];
    const outside = (postcode?: { text: string }): DeliveryTerms => {
      asked.push(postcode?.text);
      return { kind: 'outside' };
    };
    const cart = priceCart(input({ fulfilment: 'collection', deliveryDetails: { ...delivery, postcode: 'N1 9GU' } }), menu, outside);
    expect(cart).toMatchObject({ fulfilment: 'collection', totalAmount: 2450, deliveryPrice: 0, delivery: { status: 'anywhere', postcode: null } });
    expect(asked).toEqual([]);
  });

  // docs/product/decisions.md "After the order": the note is trimmed, and a blank one is none.
  it('keeps the note for the restaurant trimmed, and none when it is absent or blank', () => {
    expect(priceCart(input({ note: '  No onions, please.  ' }), menu, ANYWHERE).note).toBe('No onions, please.');
    expect(priceCart(input({ note: ' \u00a0 ' }), menu, ANYWHERE).note).toBeNull();
    expect(priceCart(input({ note: '' }), menu, ANYWHERE).note).toBeNull();
    expect(priceCart(input(), menu, ANYWHERE).note).toBeNull();
  });

  it('refuses an unknown restaurant', () => {
    expect(problemsOf(() => priceCart(input(), undefined, ANYWHERE))).toEqual([{ path: 'restaurantId', message: 'restaurant not found' }]);
  });

  // Quantities and control characters are the contract's to refuse (test/api/checkout.test.ts).
  it('refuses an empty cart, and unknown and repeated items, naming each line', () => {
    expect(problemsOf(() => priceCart(input({ cartItems: [] }), menu, ANYWHERE))).toEqual([{ path: 'cartItems', message: 'the cart is empty' }]);
    const bad = input({
      cartItems: [
        { menuItemId: 'c'.repeat(24), quantity: '1' },
        { menuItemId: 'a'.repeat(24), quantity: '2' },
        { menuItemId: 'a'.repeat(24), quantity: '1' },
      ],
    });
    expect(problemsOf(() => priceCart(bad, menu, ANYWHERE))).toEqual([
      { path: 'cartItems[0].menuItemId', message: 'menu item not found on this restaurant' },
      { path: 'cartItems[2].menuItemId', message: 'menu item appears more than once' },
    ]);
  });

  it('refuses blank delivery fields', () => {
    const details = { ...delivery, name: '  ', city: '\u00a0' };
    expect(problemsOf(() => priceCart(input({ deliveryDetails: details }), menu, ANYWHERE))).toEqual([
      { path: 'deliveryDetails.name', message: 'name is required' },
      { path: 'deliveryDetails.city', message: 'City is required' },
    ]);
  });
});
