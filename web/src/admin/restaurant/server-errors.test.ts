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
        { path: 'menuSections[1]', message: 'is listed twice' },
        { path: 'menuItems[1].optionGroups[0].options[2]._id', message: 'is not an option of this dish' },
        { path: 'menuItems[1].optionGroups[0].max', message: 'must not be more than the number of options (2)' },
      ],
    });
    expect(fieldErrorsOf(error)).toEqual({
      restaurantName: 'restuarant name is required',
      'menuItems.2.price': 'price is required',
      'menuItems.0.name': 'is not an item of this restaurant',
      cuisines: 'must be one of the 26 cuisines',
      'menuSections.1.name': 'is listed twice',
      'menuItems.1.optionGroups.0.options.2.name': 'is not an option of this dish',
      'menuItems.1.optionGroups.0.max': 'must not be more than the number of options (2)',
    });
    expect(serverMessageOf(error)).toBe('Restuarant name is required. Price is required. Is not an item of this restaurant. Must be one of the 26 cuisines. Is listed twice. Is not an option of this dish. Must not be more than the number of options (2)');
    expect(serverMessageOf(new HttpError('Failed', 409, { message: 'Bella Napoli is closed', code: 'RESTAURANT_CLOSED' }))).toBe('Bella Napoli is closed');
  });

  it('has nothing to say about network failures or bodies without details', () => {
    expect(fieldErrorsOf(new Error('offline'))).toBeUndefined();
    expect(fieldErrorsOf(new HttpError('Failed', 500, { message: 'Internal server error', code: 'INTERNAL_ERROR' }))).toBeUndefined();
  });
});
