import { describe, expect, it } from 'vitest';
import { deliveryTermsAt, type DeliveryArea, type DeliveryTerms } from '../modules/catalogue/index.js';
import { validateDeliveryAreas } from '../modules/catalogue/seeding.js';
import { demoDeliveryAreas } from './demo-delivery-areas.js';
import { DEMO_RESTAURANTS } from './demo-restaurants.js';

/** The postcode areas (letters of the outcode) of each demo city. */
const CITY_AREAS: Record<string, string[]> = {
  London: ['E', 'EC', 'N', 'NW', 'SE', 'SW', 'W', 'WC'],
  Manchester: ['M'],
  Birmingham: ['B'],
  Leeds: ['LS'],
  Glasgow: ['G'],
  Bristol: ['BS'],
  Edinburgh: ['EH'],
};

describe('the demo delivery areas', () => {
  it('are areas an owner could save, in the restaurant city, a near one cheaper than a wider one', () => {
    for (const demo of DEMO_RESTAURANTS) {
      const input = demoDeliveryAreas(demo);
      if (input.length === 0) continue;
      const areas = validateDeliveryAreas(input, new Set());
      expect(areas.length, demo.name).toBeGreaterThanOrEqual(2);
      const [near, wider] = areas;
      expect(near!.deliveryPrice, demo.name).toBeLessThan(wider!.deliveryPrice);
      expect(near!.minimumOrder, demo.name).toBeLessThan(wider!.minimumOrder);
      expect(wider!.freeDeliveryOver, demo.name).not.toBeNull();
      for (const prefix of areas.flatMap((area) => area.postcodes)) {
        expect(CITY_AREAS[demo.city], `${demo.name}: ${prefix.text}`).toContain(/^[A-Z]+/.exec(prefix.text)![0]);
      }
    }
  });

  it('leave owner@ Bella Napoli delivering anywhere, and give every other restaurant areas', () => {
    const without = DEMO_RESTAURANTS.filter((demo) => demoDeliveryAreas(demo).length === 0).map((demo) => demo.name);
    expect(without).toEqual(['Bella Napoli']);
  });

  it('price a Soho address at Sakura Sushi Bar in its near area, and a Clerkenwell one in the sector area', () => {
    const sakura = DEMO_RESTAURANTS.find((demo) => demo.name === 'Sakura Sushi Bar')!;
    // As checkout will read them: catalogue's DeliveryArea, priced by its deliveryTermsAt.
    const deliveryAreas: DeliveryArea[] = validateDeliveryAreas(demoDeliveryAreas(sakura), new Set()).map((area, i) => ({ ...area, id: String(i) }));
    const terms = (postcode: string): DeliveryTerms => deliveryTermsAt({ deliveryPrice: sakura.deliveryPrice, deliveryAreas }, postcode);
    expect(terms('W1D 3QF')).toMatchObject({ kind: 'area', area: { name: 'Soho and Covent Garden' } });
    expect(terms('EC1R 3AA')).toMatchObject({ kind: 'area', area: { name: 'Clerkenwell' } });
    expect(terms('EC1R 4AA')).toEqual({ kind: 'outside' });
  });
});
