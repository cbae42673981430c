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

  // docs/product/decisions.md "Addresses".
  it('keeps the postcode and phone out when not sent, clears them when blank, and normalises them', () => {
    const base = { name: 'Ada', addressLine1: '1 High St', city: 'Leeds', country: 'UK' };
    expect(validateProfile(base)).toEqual(base);
    expect(validateProfile({ ...base, postcode: ' ', phone: '' })).toEqual({ ...base, postcode: null, phone: null });
    expect(validateProfile({ ...base, postcode: 'ls14dy', phone: '+44 7911 123456' })).toEqual({ ...base, postcode: 'LS1 4DY', phone: '+447911123456' });
  });

  it('names a bad postcode and a bad phone', () => {
    try {
      validateProfile({ name: 'Ada', addressLine1: '1 High St', city: 'Leeds', country: 'UK', postcode: 'LS', phone: 'call me' });
      expect.fail('should have thrown');
    } catch (error) {
      expect((error as ValidationError).details).toEqual([
        { path: 'postcode', message: 'Enter a valid UK postcode' },
        { path: 'phone', message: 'Enter a valid phone number' },
      ]);
    }
  });
});
