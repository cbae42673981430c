import { describe, expect, it } from 'vitest';
import { problemsOf } from '../../../../test/support/validation-problems.js';
import { validateRestaurantForm } from './restaurant-form.js';

const form = { restaurantName: 'Bella Napoli', city: 'Manchester', country: 'United Kingdom', deliveryPrice: '250', estimatedDeliveryTime: '30', cuisines: ['Italian'], menuItems: [{ name: 'Margherita', price: '950' }] };
const context = { hasImage: true, menuItems: [], menuSections: [] };

// docs/product/decisions.md "Addresses": the street address and postcode are optional on the wire, checked when sent.
describe('the restaurant form\'s address', () => {
  it('trims the street address and normalises the postcode', () => {
    const draft = validateRestaurantForm({ ...form, addressLine1: ' 80 Bridge Street ', postcode: 'm3  2rj' }, context);
    expect(draft).toMatchObject({ addressLine1: '80 Bridge Street', postcode: 'M3 2RJ' });
  });

  it('leaves both unset when the form does not send them, so the restaurant keeps what it has', () => {
    const draft = validateRestaurantForm(form, context);
    expect('addressLine1' in draft || 'postcode' in draft).toBe(false);
  });

  it('clears them when sent blank', () => {
    expect(validateRestaurantForm({ ...form, addressLine1: ' ', postcode: '' }, context)).toMatchObject({ addressLine1: '', postcode: '' });
  });

  it('refuses a postcode that is not a UK one and a street address over 300 characters', () => {
    expect(problemsOf(() => validateRestaurantForm({ ...form, addressLine1: 'a'.repeat(301), postcode: 'NOT A CODE' }, context))).toEqual([
      { path: 'addressLine1', message: 'must be at most 300 characters' },
      { path: 'postcode', message: 'Enter a valid UK postcode' },
    ]);
  });
});
