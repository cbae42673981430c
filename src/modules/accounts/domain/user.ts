import { ValidationError, type ErrorDetail } from '../../../shared/errors.js';
import { phoneField, postcodeField } from '../../../shared/places/address-fields.js';

export interface User {
  id: string;
  auth0Id: string;
  email: string;
  name?: string;
  addressLine1?: string;
  city?: string;
  country?: string;
  /** Normalised (`SW1A 1AA`) and E.164 (docs/product/decisions.md "Addresses"); absent until the profile gives them. */
  postcode?: string;
  phone?: string;
}

export interface Profile {
  name: string;
  addressLine1: string;
  city: string;
  country: string;
  /** undefined: not sent, kept as stored; null: cleared; else normalised. */
  postcode?: string | null;
  phone?: string | null;
}

type ProfileInput = Record<'name' | 'addressLine1' | 'city' | 'country', unknown> & { postcode?: unknown; phone?: unknown };

/** The messages of docs/product/texts-and-errors.md "Validation messages", one per field, in form order. */
const REQUIRED: Array<['name' | 'addressLine1' | 'city' | 'country', string]> = [
  ['name', 'name is required'],
  ['addressLine1', 'Address Line 1 is required'],
  ['city', 'City is required'],
  ['country', 'Country is required'],
];

/**
 * Trims every field; a blank one is refused with the message of docs/product/texts-and-errors.md naming it.
 * The postcode and phone are optional: not sent, kept; blank, cleared; else they must parse.
 */
export function validateProfile(input: ProfileInput): Profile {
  const details: ErrorDetail[] = [];
  const profile = {} as Profile;
  for (const [field, message] of REQUIRED) {
    const value = typeof input[field] === 'string' ? (input[field] as string).trim() : '';
    if (value === '') details.push({ path: field, message });
    profile[field] = value;
  }
  if (typeof input.postcode === 'string') profile.postcode = postcodeField(details, 'postcode', input.postcode) || null;
  if (typeof input.phone === 'string') profile.phone = phoneField(details, 'phone', input.phone) || null;
  if (details.length > 0) throw new ValidationError(details.map((d) => d.message).join('; '), details);
  return profile;
}
