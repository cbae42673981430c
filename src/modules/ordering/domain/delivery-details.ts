import type { ErrorDetail } from '../../../shared/errors.js';
import { phoneField, postcodeField } from '../../../shared/places/address-fields.js';
import type { Fulfilment } from '../../../shared/places/fulfilment.js';
import type { DeliveryDetails } from './order.js';

/**
 * The checkout's delivery details as the contract has bounded them: only name and email are
 * required there, as a collection needs no address (docs/product/decisions.md "Collection");
 * this module requires the rest for delivery.
 */
export type DeliveryInput = Pick<Record<keyof DeliveryDetails, string>, 'name' | 'email'> & Partial<Record<keyof DeliveryDetails, string>>;

/** What a collection does not ask for: stored empty (the columns are not null) and never shown. */
const ADDRESS_FIELDS: ReadonlySet<keyof DeliveryDetails> = new Set(['addressLine1', 'city', 'country', 'postcode']);

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
 * E.164 (docs/product/decisions.md "Addresses"). Problems name `deliveryDetails.<field>`. A
 * collection asks only name, email and phone; its address fields are left empty, its postcode out.
 */
export function checkDeliveryDetails(delivery: DeliveryInput, fulfilment: Fulfilment = 'delivery'): { details: DeliveryDetails; problems: ErrorDetail[] } {
  const problems: ErrorDetail[] = [];
  const text = {} as Record<keyof DeliveryDetails, string>;
  for (const [field, message] of REQUIRED) {
    if (fulfilment === 'collection' && ADDRESS_FIELDS.has(field)) {
      text[field] = '';
      continue;
    }
    const value = delivery[field];
    text[field] = typeof value === 'string' ? value.trim() : '';
    if (text[field] === '') problems.push({ path: `deliveryDetails.${field}`, message });
  }
  const postcode = fulfilment === 'collection' ? undefined : postcodeField(problems, 'deliveryDetails.postcode', text.postcode);
  const phone = phoneField(problems, 'deliveryDetails.phone', text.phone);
  return { details: { ...text, postcode, phone }, problems };
}
