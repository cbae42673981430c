import { describe, expect, it } from 'vitest';
import { deliveryCostParts, looksLikePostcode, showPostcode } from './postcode-text';

describe('postcode text', () => {
  it('tells a postcode from a city name', () => {
    for (const text of ['E1 6AN', 'e16an', ' sw1a 1aa ', 'M1 1AD', 'EC1A1BB']) expect(looksLikePostcode(text)).toBe(true);
    for (const text of ['London', 'E1', 'Newcastle upon Tyne', 'SW1A', '12345', '']) expect(looksLikePostcode(text)).toBe(false);
  });

  it('writes a postcode as the server does', () => {
    expect(showPostcode('e16an')).toBe('E1 6AN');
    expect(showPostcode(' sw1a  1aa')).toBe('SW1A 1AA');
  });

  it('says the fee, the minimum when there is one, and the free-delivery threshold when there is one', () => {
    expect(deliveryCostParts({ deliveryPrice: 249, minimumOrder: 1200, freeDeliveryOver: 3500 })).toEqual(['Delivery £2.49', 'Min £12.00', 'Free delivery over £35.00']);
    expect(deliveryCostParts({ deliveryPrice: 249, minimumOrder: 0, freeDeliveryOver: null })).toEqual(['Delivery £2.49']);
  });
});
