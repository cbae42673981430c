import { ValidationError, type ErrorDetail } from '../../../shared/errors.js';

export interface User {
  id: string;
  auth0Id: string;
  email: string;
  name?: string;
  addressLine1?: string;
  city?: string;
  country?: string;
}

export interface Profile {
  name: string;
  addressLine1: string;
  city: string;
  country: string;
}

/** The messages of docs/product/texts-and-errors.md "Validation messages", one per field, in form order. */
const REQUIRED: Array<[keyof Profile, string]> = [
  ['name', 'name is required'],
  ['addressLine1', 'Address Line 1 is required'],
  ['city', 'City is required'],
  ['country', 'Country is required'],
];

/** Trims every field; a blank one is refused with the message of docs/product/texts-and-errors.md naming it. */
export function validateProfile(input: Record<keyof Profile, unknown>): Profile {
  const details: ErrorDetail[] = [];
  const profile = {} as Profile;
  for (const [field, message] of REQUIRED) {
    const value = typeof input[field] === 'string' ? (input[field] as string).trim() : '';
    if (value === '') details.push({ path: field, message });
    profile[field] = value;
  }
  if (details.length > 0) throw new ValidationError(details.map((d) => d.message).join('; '), details);
  return profile;
}
