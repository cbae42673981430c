import type { ErrorDetail } from '../../../shared/errors.js';
import { phoneField, postcodeField } from '../../../shared/places/address-fields.js';
import type { DeliveryDetails } from './order.js';

/** The checkout's delivery details as the contract has bounded them; the postcode and phone are optional there only for orders stored before them. */
export type DeliveryInput = Omit<Record<keyof DeliveryDetails, string>, 'postcode' | 'phone'> & { postcode?: string; phone?: string };

/** The profile form's messages (docs/product/texts-and-errors.md "Validation messages"), so the dialog and the API say the same. */
const REQUIRED: Array<[keyof DeliveryDetails, string]> = [
  ['name', 'name is required'],
  ['addressLine1', 'Address Line 1 is required'],
  ['city', 'City is required'],
  ['country', 'Country is required'],
  ['email', 'email is required'],
  ['postcode', 'Postcode is required'],
  ['phone', 'Phone is required'],
];

/**
 * Trims every field, refusing a blank one; the postcode is stored normalised and the phone in
 * E.164 (docs/product/decisions.md "Addresses"). Problems name `deliveryDetails.<field>`.
 */
export function checkDeliveryDetails(delivery: DeliveryInput): { details: DeliveryDetails; problems: ErrorDetail[] } {
  const problems: ErrorDetail[] = [];
  const text = {} as Record<keyof DeliveryDetails, string>;
  for (const [field, message] of REQUIRED) {
    const value = delivery[field];
    text[field] = typeof value === 'string' ? value.trim() : '';
    if (text[field] === '') problems.push({ path: `deliveryDetails.${field}`, message });
  }
  const postcode = postcodeField(problems, 'deliveryDetails.postcode', text.postcode);
  const phone = phoneField(problems, 'deliveryDetails.phone', text.phone);
  return { details: { ...text, postcode, phone }, problems };
}
