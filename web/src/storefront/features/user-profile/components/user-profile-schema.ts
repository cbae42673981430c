import { z } from 'zod';
import type { User } from '../../../../api/client';

/** Trimmed first, so whitespace-only counts as empty (the messages of docs/product/texts-and-errors.md "Validation messages", to the letter). */
const required = (message: string) => z.string().trim().min(1, message);

export const userProfileSchema = z.object({
  name: required('name is required'),
  addressLine1: required('Address Line 1 is required'),
  city: required('City is required'),
  country: required('Country is required'),
});

export type UserProfileFormInput = z.input<typeof userProfileSchema>;
export type UserProfileFormValues = z.output<typeof userProfileSchema>;

/** docs/product/screens.md "Restaurant detail": a profile missing any delivery detail, for which checkout offers to save them. */
export function isProfileIncomplete(user: Pick<User, 'name' | 'addressLine1' | 'city' | 'country'>): boolean {
  return Object.values(toFormValues(user)).some((value) => value.trim() === '');
}

/** The form's defaults from the saved user (missing fields start empty). */
export function toFormValues(user: Pick<User, 'name' | 'addressLine1' | 'city' | 'country'>): UserProfileFormInput {
  return {
    name: user.name ?? '',
    addressLine1: user.addressLine1 ?? '',
    city: user.city ?? '',
    country: user.country ?? '',
  };
}
