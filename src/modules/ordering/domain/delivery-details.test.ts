import { describe, expect, it } from 'vitest';
import { checkDeliveryDetails } from './delivery-details.js';

const delivery = { name: ' Ada ', addressLine1: '12 Deansgate', city: 'Manchester', country: 'UK', email: 'ada@example.com', postcode: 'm32by', phone: '07911 123456' };

// docs/product/decisions.md "Addresses".
describe('checkDeliveryDetails', () => {
  it('trims the fields, normalises the postcode and stores the phone in E.164', () => {
    for (const postcode of ['m32by', 'M3 2BY', ' m3  2by ']) {
      const { details, problems } = checkDeliveryDetails({ ...delivery, postcode });
      expect(problems).toEqual([]);
      expect(details).toEqual({ name: 'Ada', addressLine1: '12 Deansgate', city: 'Manchester', country: 'UK', email: 'ada@example.com', postcode: 'M3 2BY', phone: '+447911123456' });
    }
  });

  it('requires the postcode and the phone, beside the other fields', () => {
    const { postcode: _postcode, ...withoutPostcode } = delivery;
    expect(checkDeliveryDetails({ ...withoutPostcode, name: '', phone: '  ' }).problems).toEqual([
      { path: 'deliveryDetails.name', message: 'name is required' },
      { path: 'deliveryDetails.postcode', message: 'Postcode is required' },
      { path: 'deliveryDetails.phone', message: 'Phone is required' },
    ]);
  });

  it('refuses a postcode that is not a UK one and a number that is not a phone', () => {
    expect(checkDeliveryDetails({ ...delivery, postcode: 'M3', phone: '07700 900123' }).problems).toEqual([
      { path: 'deliveryDetails.postcode', message: 'Enter a valid UK postcode' },
      { path: 'deliveryDetails.phone', message: 'Enter a valid phone number' },
    ]);
  });
});
