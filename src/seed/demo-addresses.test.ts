import { describe, expect, it } from 'vitest';
import { parsePhone } from '../shared/places/phone.js';
import { parsePostcode } from '../shared/places/postcode.js';
import { demoAccounts } from './demo-accounts.js';
import { DEMO_RESTAURANTS } from './demo-restaurants.js';

// The seed writes through the repositories, past the form's checks: hold its data to them here.
describe('the demo addresses', () => {
  it('give every demo restaurant a street address and a postcode as the server stores one', () => {
    for (const demo of DEMO_RESTAURANTS) {
      expect(demo.addressLine1, demo.name).not.toBe('');
      expect(parsePostcode(demo.postcode)?.text, demo.name).toBe(demo.postcode);
    }
  });

  it('give every demo account a valid postcode and a valid mobile in E.164, each its own', () => {
    const accounts = demoAccounts(DEMO_RESTAURANTS);
    for (const { email, address } of accounts) {
      expect(parsePostcode(address.postcode)?.text, email).toBe(address.postcode);
      expect(parsePhone(address.phone), email).toBe(address.phone);
    }
    expect(new Set(accounts.map((account) => account.address.phone)).size).toBe(accounts.length);
  });
});
