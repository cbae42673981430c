import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A phone number in E.164 (`+447911123456`), or undefined when `text` is not a valid number
 * (docs/product/decisions.md "Addresses"). Numbers without a country code are read as UK
 * numbers; libphonenumber-js knows which ranges are in use.
 */
export function parsePhone(text: string): string | undefined {
  const phone = parsePhoneNumberFromString(text.trim(), 'GB');
  return phone?.isValid() ? phone.number : undefined;
}
