import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../shared/errors.js';
import { validateProfile } from './user.js';

describe('validateProfile', () => {
  it('trims and accepts a complete profile', () => {
    expect(validateProfile({ name: ' Ada ', addressLine1: '1 High St', city: 'Leeds', country: 'UK' })).toEqual({
      name: 'Ada',
      addressLine1: '1 High St',
      city: 'Leeds',
      country: 'UK',
    });
  });

  it('names every blank field with the message of docs/product/texts-and-errors.md', () => {
    try {
      validateProfile({ name: '  ', addressLine1: '', city: undefined, country: 42 });
      expect.fail('should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).details).toEqual([
        { path: 'name', message: 'name is required' },
        { path: 'addressLine1', message: 'Address Line 1 is required' },
        { path: 'city', message: 'City is required' },
        { path: 'country', message: 'Country is required' },
      ]);
    }
  });
});
