import { createHash } from 'node:crypto';
import type { Database } from '../../shared/db/database.js';
import { clientOf } from '../../shared/db/text-contains.js';
import { bulkLoadDeliveryAreas } from '../../modules/catalogue/seeding.js';
import { Prng } from './prng.js';
import { CITIES } from './vocabulary.js';

/** Each city's postcode areas (the letters of its outcodes): a restaurant's areas are outcodes of its city. */
const POSTCODE_AREAS: Record<(typeof CITIES)[number], readonly string[]> = {
  London: ['E', 'N', 'SE', 'SW', 'W', 'NW'], Manchester: ['M'], Birmingham: ['B'], Glasgow: ['G'], Leeds: ['LS'], Liverpool: ['L'], Bristol: ['BS'],
  Edinburgh: ['EH'], Sheffield: ['S'], Newcastle: ['NE'], Nottingham: ['NG'], Cardiff: ['CF'], Leicester: ['LE'], Belfast: ['BT'], Brighton: ['BN'],
  Southampton: ['SO'], Coventry: ['CV'], Oxford: ['OX'], Cambridge: ['CB'], York: ['YO'], Aberdeen: ['AB'], Dundee: ['DD'], Swansea: ['SA'],
  Plymouth: ['PL'], Norwich: ['NR'], Exeter: ['EX'], Bath: ['BA'], Derby: ['DE'], Reading: ['RG'], 'Milton Keynes': ['MK'], Portsmouth: ['PO'],
  'Stoke-on-Trent': ['ST'], Wolverhampton: ['WV'], Sunderland: ['SR'], Hull: ['HU'], Preston: ['PR'], Inverness: ['IV'], Stirling: ['FK'],
  Lancaster: ['LA'], Durham: ['DH'],
};
/** Districts 1 to this of each area letter. */
const DISTRICTS = 20;
/** Most restaurants deliver by area (docs/product/decisions.md "Delivery areas"); the others anywhere. */
const SHARE_WITH_AREAS = 0.85;
const CHUNK = 5000;

/** A restaurant as its areas are drawn for it. */
export interface Row {
  id: string;
  city: string;
  delivery_price: number;
}

/**
 * Gives the scale data set's restaurants delivery areas, once (nothing happens when any exist),
 * so a data set seeded before areas existed gets them without being seeded again: most
 * restaurants 2-3 areas of a few outcodes of their city (a near one at their own fee, a wider one
 * dearer with a minimum and free delivery over £35, sometimes a sector of its own), drawn from
 * a PRNG seeded by the restaurant's id, so every machine gets the same areas.
 */
export async function addScaleAreas(db: Database, log: (line: string) => void = () => {}): Promise<number> {
  if (await db('delivery_areas').first('id')) return 0;
  let withAreas = 0;
  for (let after = ''; ; ) {
    const rows: Row[] = await db('restaurants').where('id', '>', after).orderBy('id').limit(CHUNK).select('id', 'city', 'delivery_price');
    if (rows.length === 0) break;
    const out = { areas: [] as Record<string, unknown>[], postcodes: [] as Record<string, unknown>[] };
    for (const row of rows) if (areasOf(row, out)) withAreas++;
    await db.transaction((trx) => bulkLoadDeliveryAreas(trx, out));
    after = rows.at(-1)!.id;
    log(`delivery areas: ${withAreas} restaurants so far`);
  }
  await db.raw(clientOf(db) === 'sqlite' ? 'analyze' : 'vacuum (analyze) delivery_areas, delivery_area_postcodes');
  return withAreas;
}

/** Appends one restaurant's area rows to `out`; false when it gets none (it delivers anywhere). */
export function areasOf(restaurant: Row, out: { areas: Record<string, unknown>[]; postcodes: Record<string, unknown>[] }): boolean {
  const prng = new Prng(hash(restaurant.id));
  const letters = POSTCODE_AREAS[restaurant.city as (typeof CITIES)[number]];
  if (!letters || prng.next() >= SHARE_WITH_AREAS) return false;
  const price = Number(restaurant.delivery_price);
  // A few neighbouring districts of one letter: near ones first, wider ones after.
  const letter = prng.pick(letters);
  const start = prng.int(1, DISTRICTS - 6);
  const near = [`${letter}${start}`, ...(prng.next() < 0.5 ? [`${letter}${start + 1}`] : [])];
  const wider = [`${letter}${start + 2}`, `${letter}${start + 3}`, ...(prng.next() < 0.5 ? [`${letter}${start + 4}`] : [])];
  const areas = [
    { name: 'Nearby', postcodes: near, delivery_price: price, minimum_order: 1000, free_delivery_over: null },
    { name: 'Wider area', postcodes: wider, delivery_price: price + 150, minimum_order: 1500, free_delivery_over: 3500 },
    // A third of them: a sector of a near district at a lower fee (the most specific wins).
    ...(prng.next() < 0.33 ? [{ name: 'Next door', postcodes: [`${near[0]} ${prng.int(1, 9)}`], delivery_price: Math.max(0, price - 50), minimum_order: 800, free_delivery_over: null }] : []),
  ];
  areas.forEach(({ postcodes, ...area }, position) => {
    // From the restaurant's id, not the PRNG: two restaurants may share a 32-bit seed, never an id.
    const id = createHash('sha1').update(`${restaurant.id}:${position}`).digest('hex').slice(0, 24);
    out.areas.push({ id, restaurant_id: restaurant.id, position, ...area });
    postcodes.forEach((prefix, at) => out.postcodes.push({ area_id: id, restaurant_id: restaurant.id, position: at, prefix }));
  });
  return true;
}

/** A 32-bit seed from an id (FNV-1a). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let k = 0; k < text.length; k++) h = Math.imul(h ^ text.charCodeAt(k), 0x01000193);
  return h >>> 0;
}
