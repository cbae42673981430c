import { describe, expect, it } from 'vitest';
import { fieldRefusal, refusalText } from './refusal-text';

describe('refusalText', () => {
  it("says a refusal's details without their field paths", () => {
    const soldOut = { code: 'ITEM_UNAVAILABLE', message: 'cartItems[2].menuItemId: Tiramisu is sold out', details: [{ path: 'cartItems[2].menuItemId', message: 'Tiramisu is sold out' }] };
    expect(refusalText(soldOut, 409)).toBe('Tiramisu is sold out');
    const two = { code: 'VALIDATION_ERROR', message: 'x', details: [{ path: 'url', message: 'must be an absolute URL' }, { path: 'url', message: 'must be an absolute URL' }, { path: 'cartItems[0].options', message: 'Size: choose 1' }] };
    expect(refusalText(two, 400)).toBe('Must be an absolute URL. Size: choose 1');
  });

  it("keeps a conflict's own words, and puts plain words on the codes written for developers", () => {
    expect(refusalText({ code: 'RESTAURANT_CLOSED', message: 'Bella Napoli is closed' }, 409)).toBe('Bella Napoli is closed');
    expect(refusalText({ code: 'UNAUTHORIZED', message: 'Authentication required' }, 401)).toBe('Your session has ended. Log in again to carry on.');
    expect(refusalText({ code: 'TOO_MANY_REQUESTS', message: 'Too many requests' }, 429)).toBe('Too many tries in a short time. Wait a moment and try again.');
  });

  it('says a failure on our side, or no answer, as such', () => {
    expect(refusalText({ code: 'PAYMENT_GATEWAY_ERROR', message: 'The payment gateway is not available' }, 502)).toBe('Something went wrong on our side. Try again in a moment.');
    expect(refusalText(undefined, 500)).toBe('Something went wrong on our side. Try again in a moment.');
    expect(refusalText(undefined, undefined)).toBe('We could not reach the server. Check your connection and try again.');
  });
});

describe('fieldRefusal', () => {
  it("gives one field its message, and nothing for another field's", () => {
    const body = { code: 'VALIDATION_ERROR', message: 'url: must be an absolute URL', details: [{ path: 'url', message: 'must be an absolute URL' }] };
    expect(fieldRefusal(body, 'url')).toBe('Must be an absolute URL');
    expect(fieldRefusal(body, 'name')).toBeUndefined();
  });
});
