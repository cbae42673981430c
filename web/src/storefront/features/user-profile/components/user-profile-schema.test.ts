import { describe, expect, it } from 'vitest';
import { isProfileIncomplete, toFormValues, userProfileSchema } from './user-profile-schema';

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
    expect(toFormValues({ name: 'Ada' })).toEqual({ name: 'Ada', addressLine1: '', city: '', country: '' });
  });
});

describe('isProfileIncomplete', () => {
  it('is true when any delivery detail is missing or blank, false for a full profile', () => {
    expect(isProfileIncomplete(valid)).toBe(false);
    expect(isProfileIncomplete({ ...valid, city: undefined })).toBe(true);
    expect(isProfileIncomplete({ ...valid, addressLine1: '  ' })).toBe(true);
    expect(isProfileIncomplete({})).toBe(true);
  });
});
