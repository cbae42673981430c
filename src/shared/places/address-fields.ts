import { detailsText, ValidationError, type ErrorDetail } from '../errors.js';
import { parsePhone } from './phone.js';
import { parsePostcode, type Postcode } from './postcode.js';

/*
 * The postcode and phone fields of every form that takes them (the profile, the checkout's
 * delivery details, the restaurant form), so all say the same words
 * (docs/product/texts-and-errors.md "Validation messages", docs/product/decisions.md "Addresses").
 */
export const POSTCODE_INVALID = 'Enter a valid UK postcode';
export const PHONE_INVALID = 'Enter a valid phone number';

/** `text` normalised (`SW1A 1AA`), '' when blank; an issue naming `path` when it is not a UK postcode. */
export function postcodeField(issues: ErrorDetail[], path: string, text: string): string {
  return normalised(issues, path, text, (value) => parsePostcode(value)?.text, POSTCODE_INVALID);
}

/** The postcode a `postcode` query parameter names; one that is not a UK postcode (blank included) is a 400 naming it. */
export function postcodeParameter(text: string): Postcode {
  const postcode = parsePostcode(text);
  if (postcode) return postcode;
  const details = [{ path: 'postcode', message: POSTCODE_INVALID }];
  throw new ValidationError(detailsText(details), details);
}

/** `text` in E.164, '' when blank; an issue naming `path` when it is not a valid number. */
export function phoneField(issues: ErrorDetail[], path: string, text: string): string {
  return normalised(issues, path, text, parsePhone, PHONE_INVALID);
}

function normalised(issues: ErrorDetail[], path: string, text: string, parse: (value: string) => string | undefined, invalid: string): string {
  const value = text.trim();
  if (value === '') return '';
  const parsed = parse(value);
  if (parsed === undefined) issues.push({ path, message: invalid });
  return parsed ?? '';
}
