import { describe, expect, it } from 'vitest';
import type { ErrorDetail } from '../errors.js';
import { phoneField, postcodeField } from './address-fields.js';

describe('postcodeField and phoneField', () => {
  it('answer the normalised value and add no issue', () => {
    const issues: ErrorDetail[] = [];
    expect(postcodeField(issues, 'postcode', ' sw1a1aa ')).toBe('SW1A 1AA');
    expect(phoneField(issues, 'phone', '07911 123456')).toBe('+447911123456');
    expect(issues).toEqual([]);
  });

  it('answer empty for a blank field, which is for the caller to require or clear', () => {
    const issues: ErrorDetail[] = [];
    expect(postcodeField(issues, 'postcode', '  ')).toBe('');
    expect(phoneField(issues, 'phone', '')).toBe('');
    expect(issues).toEqual([]);
  });

  it('name the field with the message a person reads', () => {
    const issues: ErrorDetail[] = [];
    postcodeField(issues, 'deliveryDetails.postcode', 'SW1A');
    phoneField(issues, 'deliveryDetails.phone', '12345');
    expect(issues).toEqual([
      { path: 'deliveryDetails.postcode', message: 'Enter a valid UK postcode' },
      { path: 'deliveryDetails.phone', message: 'Enter a valid phone number' },
    ]);
  });
});
