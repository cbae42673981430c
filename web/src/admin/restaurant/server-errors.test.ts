import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, serverMessageOf } from './server-errors';

describe('fieldErrorsOf', () => {
  it('turns the server details into form paths', () => {
    const error = new HttpError('Failed to update restaurant', 400, {
      message: 'x', code: 'VALIDATION_ERROR',
      details: [
        { path: 'restaurantName', message: 'restuarant name is required' },
        { path: 'menuItems[2].price', message: 'price is required' },
        { path: 'menuItems[0]._id', message: 'is not an item of this restaurant' },
        { path: 'cuisines[1]', message: 'must be one of the 26 cuisines' },
      ],
    });
    expect(fieldErrorsOf(error)).toEqual({
      restaurantName: 'restuarant name is required',
      'menuItems.2.price': 'price is required',
      'menuItems.0.name': 'is not an item of this restaurant',
      cuisines: 'must be one of the 26 cuisines',
    });
    expect(serverMessageOf(error)).toBe('x');
  });

  it('has nothing to say about network failures or bodies without details', () => {
    expect(fieldErrorsOf(new Error('offline'))).toBeUndefined();
    expect(fieldErrorsOf(new HttpError('Failed', 500, { message: 'Internal server error', code: 'INTERNAL_ERROR' }))).toBeUndefined();
  });
});
