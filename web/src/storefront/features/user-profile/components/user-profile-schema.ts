import { z } from 'zod';
import type { User } from '../../../../api/client';

/** Trimmed first, so whitespace-only counts as empty (the messages of docs/product/texts-and-errors.md "Validation messages", to the letter). */
const required = (message: string) => z.string().trim().min(1, message);

/**
 * The profile: the postcode and phone may stay blank (blank clears them); whether they are a UK
 * postcode and a phone number is the server's to say, on the field (docs/product/decisions.md "Addresses").
 */
export const userProfileSchema = z.object({
  name: required('name is required'),
  addressLine1: required('Address Line 1 is required'),
  city: required('City is required'),
  country: required('Country is required'),
  postcode: z.string().trim().optional(),
  phone: z.string().trim().optional(),
});

/** The checkout's delivery details: the restaurant needs the postcode and a number to call. */
export const deliveryDetailsSchema = userProfileSchema.extend({
  postcode: required('Postcode is required'),
  phone: required('Phone is required'),
});

/** A collection's details (docs/product/decisions.md "Collection"): no address, but a name and a number to call. */
export const collectionDetailsSchema = userProfileSchema.extend({
  addressLine1: z.string().trim(),
  city: z.string().trim(),
  country: z.string().trim(),
  phone: required('Phone is required'),
});

export type UserProfileFormInput = z.input<typeof userProfileSchema>;
export type UserProfileFormValues = z.output<typeof userProfileSchema>;

/** The form's fields, which the server's messages can name (`postcode`, `deliveryDetails.postcode`). */
export const PROFILE_FIELDS = ['name', 'addressLine1', 'city', 'country', 'postcode', 'phone'] as const;
type ProfileFields = Pick<User, (typeof PROFILE_FIELDS)[number]>;

/** docs/product/screens.md "Restaurant detail": a profile missing any delivery detail, for which checkout offers to save them. */
export function isProfileIncomplete(user: ProfileFields): boolean {
  return Object.values(toFormValues(user)).some((value) => value.trim() === '');
}

/** The form's defaults from the saved user (missing fields start empty). */
export function toFormValues(user: ProfileFields): Required<UserProfileFormInput> {
  return {
    name: user.name ?? '',
    addressLine1: user.addressLine1 ?? '',
    city: user.city ?? '',
    country: user.country ?? '',
    postcode: user.postcode ?? '',
    phone: user.phone ?? '',
  };
}
