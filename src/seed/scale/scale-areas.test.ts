import { describe, expect, it } from 'vitest';
import { parsePostcodePrefix } from '../../shared/places/postcode.js';
import { areasOf } from './scale-areas.js';
import { CITIES } from './vocabulary.js';

const groupBy = (rows: Record<string, unknown>[]) => {
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) groups.set(row.restaurant_id as string, [...(groups.get(row.restaurant_id as string) ?? []), row]);
  return groups;
};

describe('scale delivery areas', () => {
  it('gives most restaurants 2-3 areas of valid, distinct prefixes of their city, the same ones on every run', () => {
    const draw = () => {
      const out = { areas: [] as Record<string, unknown>[], postcodes: [] as Record<string, unknown>[] };
      let withAreas = 0;
      for (let i = 0; i < 1000; i++) if (areasOf({ id: `6750000000000000000${String(i).padStart(5, '0')}`, city: CITIES[i % CITIES.length]!, delivery_price: 199 }, out)) withAreas++;
      return { out, withAreas };
    };
    const { out, withAreas } = draw();
    expect(withAreas).toBeGreaterThan(750);
    expect(withAreas).toBeLessThan(950);
    const perRestaurant = groupBy(out.areas);
    for (const areas of perRestaurant.values()) expect([2, 3]).toContain(areas.length);
    for (const [restaurant, rows] of groupBy(out.postcodes)) {
      const prefixes = rows.map((row) => row.prefix as string);
      expect(new Set(prefixes).size, restaurant).toBe(prefixes.length);
      for (const prefix of prefixes) expect(parsePostcodePrefix(prefix)?.text).toBe(prefix);
    }
    expect(new Set(out.areas.map((area) => area.id)).size).toBe(out.areas.length);
    expect(draw().out).toEqual(out);
  });
});
