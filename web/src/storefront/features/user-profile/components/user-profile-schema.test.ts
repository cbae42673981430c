import { describe, expect, it } from 'vitest';
import { deliveryDetailsSchema, isProfileIncomplete, toFormValues, userProfileSchema } from './user-profile-schema';

const valid = { name: 'Ada', addressLine1: '1 High Street', city: 'London', country: 'United Kingdom' };

const messages = (input: unknown) => {
  const result = userProfileSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('userProfileSchema', () => {
  it('accepts a full profile and trims it', () => {
    expect(userProfileSchema.parse({ ...valid, city: '  London ' })).toEqual(valid);
  });

  it('uses the messages of docs/product/texts-and-errors.md for empty fields', () => {
    expect(messages({ name: '', addressLine1: '', city: '', country: '' })).toEqual({
      name: 'name is required',
      addressLine1: 'Address Line 1 is required',
      city: 'City is required',
      country: 'Country is required',
    });
  });

  it('treats whitespace-only as empty', () => {
    expect(messages({ ...valid, name: '   ', country: '\t' })).toEqual({
      name: 'name is required',
      country: 'Country is required',
    });
  });
});

describe('toFormValues', () => {
  it('starts missing fields empty', () => {
    expect(toFormValues({ name: 'Ada' })).toEqual({ name: 'Ada', addressLine1: '', city: '', country: '', postcode: '', phone: '' });
  });
});

describe('isProfileIncomplete', () => {
  it('is true when any delivery detail is missing or blank, false for a full profile', () => {
    const full = { ...valid, postcode: 'SW1A 1AA', phone: '+447911123456' };
    expect(isProfileIncomplete(full)).toBe(false);
    expect(isProfileIncomplete(valid)).toBe(true);
    expect(isProfileIncomplete({ ...full, phone: '' })).toBe(true);
    expect(isProfileIncomplete({ ...valid, city: undefined })).toBe(true);
    expect(isProfileIncomplete({ ...valid, addressLine1: '  ' })).toBe(true);
    expect(isProfileIncomplete({})).toBe(true);
  });
});

// docs/product/decisions.md "Addresses": the profile may leave them blank; checkout asks for them.
describe('deliveryDetailsSchema', () => {
  it('requires the postcode and the phone, with the server\'s words', () => {
    const result = deliveryDetailsSchema.safeParse({ ...valid, postcode: ' ', phone: '' });
    expect(result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      postcode: 'Postcode is required',
      phone: 'Phone is required',
    });
    expect(userProfileSchema.parse({ ...valid, postcode: ' ', phone: '' })).toEqual({ ...valid, postcode: '', phone: '' });
  });
});
