import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../../api/expect-data';
import { fittedNote, noteLength, refusal, toCheckoutRequest } from './create-checkout-session';

const details = { email: 'a@example.com', name: 'Ada', addressLine1: '1 Road', city: 'Leeds', country: 'United Kingdom', postcode: 'LS1 4DY', phone: '+447911123456' };

describe('checkout request', () => {
  it("sends each line's option ids, and none on a line without options", () => {
    const request = toCheckoutRequest('r1', [
      { _id: 'p1', name: 'Margherita', quantity: 2, options: [{ _id: 's12' }, { _id: 'e1' }] },
      { _id: 'c1', name: 'Chips', quantity: 1 },
    ], details);
    expect(request.cartItems).toEqual([
      { menuItemId: 'p1', name: 'Margherita', quantity: '2', options: ['s12', 'e1'] },
      { menuItemId: 'c1', name: 'Chips', quantity: '1' },
    ]);
  });

  it('sends the note for the restaurant trimmed, and none when it is blank', () => {
    const lines = [{ _id: 'c1', name: 'Chips', quantity: 1 }];
    expect(toCheckoutRequest('r1', lines, details, '  No salt, please ').note).toBe('No salt, please');
    expect(toCheckoutRequest('r1', lines, details, '   ')).not.toHaveProperty('note');
    expect(toCheckoutRequest('r1', lines, details)).not.toHaveProperty('note');
  });

  it('sends the fulfilment, and for a collection only the name, e-mail and phone', () => {
    const lines = [{ _id: 'c1', name: 'Chips', quantity: 1 }];
    expect(toCheckoutRequest('r1', lines, details)).toMatchObject({ fulfilment: 'delivery', deliveryDetails: details });
    const collection = toCheckoutRequest('r1', lines, details, '', { fulfilment: 'collection' });
    expect(collection.fulfilment).toBe('collection');
    expect(collection.deliveryDetails).toEqual({ name: 'Ada', email: 'a@example.com', phone: '+447911123456' });
  });

  it('turns line breaks and other control characters in the note into a space', () => {
    expect(fittedNote('No onions\r\nplease\tthanks')).toBe('No onions please thanks');
    expect(fittedNote('Ring twice – flat 2')).toBe('Ring twice – flat 2');
  });

  it('counts and cuts the note in characters, as the server does, not UTF-16 units', () => {
    const typed = 'a'.repeat(150) + '🍕'.repeat(200);
    expect(typed.length).toBe(550);
    const fitted = fittedNote(typed);
    expect(noteLength(fitted)).toBe(300);
    expect(fitted).toBe('a'.repeat(150) + '🍕'.repeat(150));
    expect(noteLength('🍕🍕 ok')).toBe(5);
  });

  it("says what the server said about a line's options, a sold-out dish or a closed restaurant, in plain words", () => {
    const refused = (status: number, body: object) => new ApiRequestError('Unable to create checkout session', status, body as never);
    expect(refusal(refused(400, { code: 'VALIDATION_ERROR', message: 'Validation failed', details: [{ path: 'cartItems[0].options', message: 'Size: choose 1' }] }))).toBe('Size: choose 1');
    expect(refusal(refused(409, { code: 'ITEM_UNAVAILABLE', message: 'x', details: [{ path: 'cartItems[1].options[0]', message: 'Extras: Nduja is sold out' }] }))).toBe('Extras: Nduja is sold out');
    expect(refusal(refused(409, { code: 'RESTAURANT_CLOSED', message: 'Bella Napoli is closed' }))).toBe('Bella Napoli is closed');
    expect(refusal(refused(409, { code: 'SLOT_FULL', message: 'The 19:30 slot is full: choose another time', details: [{ path: 'slot', message: 'The 19:30 slot is full: choose another time' }] }))).toBe('The 19:30 slot is full: choose another time');
    expect(refusal(refused(409, { code: 'ITEM_UNAVAILABLE', message: 'cartItems[2].menuItemId: Tiramisu is sold out', details: [{ path: 'cartItems[2].menuItemId', message: 'Tiramisu is sold out' }] }))).toBe('Tiramisu is sold out');
    expect(refusal(refused(502, { code: 'PAYMENT_GATEWAY_ERROR', message: 'The payment gateway is not available' }))).toBe('Something went wrong on our side. Try again in a moment.');
    expect(refusal(new Error('a bug of ours'))).toBeUndefined();
  });
});
