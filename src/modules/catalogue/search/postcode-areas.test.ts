import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parsePostcodePrefix } from '../../../shared/places/postcode.js';
import { deliveryTermsAt, type DeliveryArea } from '../domain/delivery-areas.js';
import { searchCriteria, type SortOption } from '../domain/search-criteria.js';
import { newId } from '../../../shared/ids.js';
import { PostcodeAreas } from './postcode-areas.js';
import { SearchIndex, type IndexedRestaurant } from './search-index.js';

// Prefixes that overlap on purpose: a district (SW1) and its outcodes (SW1A), outcodes and their sectors.
const PREFIXES = ['E1', 'E14', 'E1 6', 'E14 5', 'SW1', 'SW1A', 'SW1A 1', 'SW1 1', 'SW11', 'N1', 'N16 7'];
const POSTCODES = ['E1 6AN', 'E1 7AA', 'E14 5AB', 'E14 9ZZ', 'SW1A 1AA', 'SW1A 2AA', 'SW1P 1AB', 'SW11 1AA', 'N1 9GU', 'N16 7UJ', 'M1 1AD'];

const areasArbitrary = fc
  .uniqueArray(fc.constantFrom(...PREFIXES), { maxLength: 6 })
  .chain((prefixes) =>
    fc.tuple(fc.constant(prefixes), fc.array(fc.integer({ min: 0, max: 2 }), { minLength: prefixes.length, maxLength: prefixes.length }), fc.array(fc.integer({ min: 0, max: 600 }), { minLength: 3, maxLength: 3 })),
  )
  .map(([prefixes, groupOf, fees]): DeliveryArea[] =>
    [0, 1, 2]
      .map((group) => ({
        id: `area-${group}`,
        name: `Area ${group}`,
        postcodes: prefixes.filter((_, k) => groupOf[k] === group).map((text) => parsePostcodePrefix(text)!),
        deliveryPrice: fees[group]!,
        minimumOrder: group * 500,
        freeDeliveryOver: group === 1 ? 3000 : null,
      }))
      .filter((area) => area.postcodes.length > 0),
  );

const restaurantsArbitrary = fc.array(fc.tuple(fc.integer({ min: 0, max: 500 }), areasArbitrary), { minLength: 1, maxLength: 25 }).map((rows) =>
  rows.map(([deliveryPrice, deliveryAreas], k): IndexedRestaurant => ({
    id: String(k).padStart(3, '0'),
    restaurantName: `Restaurant ${k}`,
    city: 'London',
    deliveryPrice,
    estimatedDeliveryTime: 30,
    cuisines: ['Cafe'],
    deliveryAreas,
  })),
);

/** Every page of a postcode search, as [id, terms]. */
function searchAll(index: SearchIndex, postcode: string, sortOption: SortOption) {
  const found: Array<[string, unknown]> = [];
  for (let page = 1; ; page++) {
    const { hits, total } = index.search(searchCriteria({ city: 'all', postcode, sortOption, page }));
    found.push(...hits.map((hit): [string, unknown] => [hit.id, hit.deliveryTerms]));
    if (found.length >= total || hits.length === 0) return found;
  }
}

/** What catalogue's rule says the card should carry, or undefined when it does not deliver there. */
function expectedTerms(restaurant: IndexedRestaurant, postcode: string) {
  const terms = deliveryTermsAt({ deliveryPrice: restaurant.deliveryPrice, deliveryAreas: restaurant.deliveryAreas ?? [] }, postcode);
  if (terms.kind === 'anywhere') return { area: null, deliveryPrice: terms.deliveryPrice, minimumOrder: 0, freeDeliveryOver: null };
  if (terms.kind !== 'area') return undefined;
  const { name, deliveryPrice, minimumOrder, freeDeliveryOver } = terms.area;
  return { area: name, deliveryPrice, minimumOrder, freeDeliveryOver };
}

function expectAgreesWithCatalogue(index: SearchIndex, restaurants: IndexedRestaurant[], postcode: string, sortOption: SortOption) {
  const found = searchAll(index, postcode, sortOption);
  const expected = restaurants.flatMap((r) => {
    const terms = expectedTerms(r, postcode);
    return terms ? [[r.id, terms] as [string, unknown]] : [];
  });
  expect(new Map(found)).toEqual(new Map(expected));
  expect(found).toHaveLength(expected.length);
  if (sortOption === 'deliveryPrice') {
    const fees = found.map(([id, terms]) => [(terms as { deliveryPrice: number }).deliveryPrice, id] as const);
    expect(fees).toEqual([...fees].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : 1)));
  }
}

describe('SearchIndex by postcode', () => {
  // docs/product/decisions.md "Search by postcode": search lists and prices exactly as deliveryTermsAt does.
  it('lists the restaurants delivering to a postcode with the terms catalogue gives, built, patched and compacted', () => {
    fc.assert(
      fc.property(
        restaurantsArbitrary,
        restaurantsArbitrary,
        fc.constantFrom(...POSTCODES),
        fc.constantFrom<SortOption>('bestMatch', 'deliveryPrice', 'estimatedDeliveryTime'),
        (restaurants, changes, postcode, sortOption) => {
          const index = new SearchIndex(restaurants);
          expectAgreesWithCatalogue(index, restaurants, postcode, sortOption);
          // A patch moves some restaurants' areas (the same ids, new areas), drops one, adds none.
          const patched = changes.slice(0, restaurants.length).map((change, k) => ({ ...change, id: restaurants[k]!.id }));
          const dropped = restaurants.length > 1 ? [restaurants[restaurants.length - 1]!.id] : [];
          index.apply([...patched.map((r) => r.id), ...dropped], patched.filter((r) => !dropped.includes(r.id)));
          const now = restaurants.map((r) => patched.find((p) => p.id === r.id) ?? r).filter((r) => !dropped.includes(r.id));
          expectAgreesWithCatalogue(index, now, postcode, sortOption);
          expectAgreesWithCatalogue(index.compacted(), now, postcode, sortOption);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('leaves the other searches as they were: no terms on cards, every restaurant listed', () => {
    const index = new SearchIndex([
      { id: '1', restaurantName: 'Areas', city: 'London', deliveryPrice: 100, estimatedDeliveryTime: 30, cuisines: [], deliveryAreas: [{ id: 'a', name: 'Central', postcodes: [parsePostcodePrefix('E1')!], deliveryPrice: 50, minimumOrder: 0, freeDeliveryOver: null }] },
      { id: '2', restaurantName: 'Anywhere', city: 'London', deliveryPrice: 200, estimatedDeliveryTime: 30, cuisines: [] },
    ]);
    const { hits, total } = index.search(searchCriteria({ city: 'all' }));
    expect(total).toBe(2);
    expect(hits.some((hit) => 'deliveryTerms' in hit)).toBe(false);
    expect(searchAll(index, 'e14 5ab', 'bestMatch')).toEqual([['2', { area: null, deliveryPrice: 200, minimumOrder: 0, freeDeliveryOver: null }]]);
    expect(searchAll(index, 'E16AN', 'deliveryPrice').map(([id]) => id)).toEqual(['1', '2']);
  });
});

describe('PostcodeAreas ids', () => {
  it('gives back each area as added, its id kept as bytes when it is one of ours and as text otherwise', () => {
    const area = (id: string, prefix: string): DeliveryArea => ({ id, name: `Area ${id}`, postcodes: [parsePostcodePrefix(prefix)!], deliveryPrice: 250, minimumOrder: 0, freeDeliveryOver: null });
    const areas = new PostcodeAreas();
    const first = [area(newId(), 'E1'), area('area-legacy', 'E14')];
    const second = [area(newId(new Date('2026-01-01T00:00:00Z')), 'SW1')];
    areas.add(0, first);
    // Enough slots and areas that the columns grow past their first capacity.
    for (let slot = 1; slot < 100; slot++) areas.add(slot, slot === 50 ? second : [area(newId(), 'N1')]);
    expect(areas.of(0)).toEqual(first);
    expect(areas.of(50)).toEqual(second);
  });
});
