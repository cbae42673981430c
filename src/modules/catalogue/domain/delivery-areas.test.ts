import { describe, expect, it } from 'vitest';
import { parsePostcodePrefix, type PostcodePrefix } from '../../../shared/places/postcode.js';
import { deliveryTermsAt, type DeliveryArea } from './delivery-areas.js';

function area(id: string, postcodes: string[], deliveryPrice = 199): DeliveryArea {
  return { id, name: id, postcodes: postcodes.map((text) => parsePostcodePrefix(text) as PostcodePrefix), deliveryPrice, minimumOrder: 1000, freeDeliveryOver: null };
}

describe('deliveryTermsAt', () => {
  const near = area('near', ['SW1A 1', 'E1']);
  const wide = area('wide', ['SW1', 'SW1A', 'E14']);
  const restaurant = { deliveryPrice: 250, deliveryAreas: [wide, near] };

  it('delivers anywhere at the restaurant price without areas, postcode or not', () => {
    expect(deliveryTermsAt({ deliveryPrice: 250, deliveryAreas: [] }, 'E14 5AB')).toEqual({ kind: 'anywhere', deliveryPrice: 250 });
    expect(deliveryTermsAt({ deliveryPrice: 250, deliveryAreas: [] }, undefined)).toEqual({ kind: 'anywhere', deliveryPrice: 250 });
  });

  it('picks the most specific area, in whatever order the areas come', () => {
    expect(deliveryTermsAt(restaurant, 'sw1a1aa')).toEqual({ kind: 'area', area: near });
    expect(deliveryTermsAt(restaurant, 'SW1A 2AA')).toEqual({ kind: 'area', area: wide });
    expect(deliveryTermsAt(restaurant, 'SW1P 3BU')).toEqual({ kind: 'area', area: wide });
    expect(deliveryTermsAt({ deliveryPrice: 250, deliveryAreas: [near, wide] }, 'SW1A 1AA')).toEqual({ kind: 'area', area: near });
  });

  it('is outside for a postcode in no area, and unplaced without a valid postcode', () => {
    expect(deliveryTermsAt(restaurant, 'E2 7DG')).toEqual({ kind: 'outside' });
    expect(deliveryTermsAt(restaurant, 'N1 9GU')).toEqual({ kind: 'outside' });
    expect(deliveryTermsAt(restaurant, undefined)).toEqual({ kind: 'unplaced' });
    expect(deliveryTermsAt(restaurant, 'not a postcode')).toEqual({ kind: 'unplaced' });
  });
});
