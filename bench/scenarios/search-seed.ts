// TEMPORARY: a scale seed of its own for the search scenario, until `npm run seed:scale`
// (branch i-bench) lands. Deterministic rows written straight into a fresh SQLite file.
import { CUISINES } from '../../src/modules/catalogue/index.js';
import { createDatabase, migrateToLatest } from '../../src/shared/db/database.js';

const CITIES = ['London', 'Manchester', 'Leeds', 'Bristol', 'York', 'Bath', 'Leicester', 'Liverpool', 'Newcastle upon Tyne', 'Newcastle-under-Lyme', 'Brighton', 'Oxford', 'Cambridge', 'Norwich', 'Derby', 'Sheffield'];
const WORDS = ['Golden', 'Pizza', 'Dragon', 'Olive', 'Spice', 'Harbour', 'Garden', 'Sushi', 'Curry', 'Burger', 'Green', 'Royal', 'Little', 'Taco', 'Noodle', 'Grill'];
const PLACES = ['Kitchen', 'House', 'Bar', 'Diner', 'Palace', 'Table', 'Corner', 'Express'];

export async function seedSqlite(filename: string, restaurants: number): Promise<void> {
  const db = createDatabase({ kind: 'sqlite', filename });
  try {
    await migrateToLatest(db);
    const now = new Date().toISOString();
    const hex = (n: number, tag: string) => tag + n.toString(16).padStart(23, '0');
    const CHUNK = 150; // SQLite allows 500 terms in one compound insert; menus are 3 a restaurant
    await db.transaction(async (trx) => {
      for (let from = 0; from < restaurants; from += CHUNK) {
        const ns = Array.from({ length: Math.min(CHUNK, restaurants - from) }, (_, k) => from + k);
        await trx('users').insert(ns.map((n) => ({ id: hex(n, 'a'), auth0_id: `scale|${n}`, email: `owner${n}@example.test`, created_at: now, updated_at: now })));
        await trx('restaurants').insert(ns.map((n) => restaurantRow(n, hex(n, 'b'), hex(n, 'a'), now)));
        await trx('restaurant_cuisines').insert(ns.flatMap((n) => cuisinesOf(n).map((cuisine) => ({ restaurant_id: hex(n, 'b'), cuisine }))));
        // One in twenty has no menu yet: hidden from search, as in a real catalogue.
        const listed = ns.filter((n) => n % 20 !== 0);
        await trx('menu_items').insert(listed.flatMap((n) => [0, 1, 2].map((position) => ({ id: hex(n * 3 + position, 'c'), restaurant_id: hex(n, 'b'), name: `Dish ${position}`, price: 500 + position * 150, position }))));
      }
    });
  } finally {
    await db.destroy();
  }
}

function restaurantRow(n: number, id: string, owner: string, now: string) {
  return {
    id,
    owner_user_id: owner,
    restaurant_name: `${WORDS[n % WORDS.length]} ${WORDS[(n >> 4) % WORDS.length]} ${PLACES[(n >> 8) % PLACES.length]} ${n}`,
    city: CITIES[(n * 7) % CITIES.length],
    country: 'United Kingdom',
    delivery_price: (n * 37) % 500,
    estimated_delivery_time: 10 + ((n * 13) % 80),
    image_key: n % 3 === 0 ? null : `restaurants/${(n * 2654435761 % 2 ** 32).toString(16).padStart(16, '0')}`,
    created_at: now,
    updated_at: now,
  };
}

function cuisinesOf(n: number): string[] {
  return [...new Set([CUISINES[n % CUISINES.length]!, CUISINES[(n * 5 + 3) % CUISINES.length]!, CUISINES[(n * 11 + 7) % CUISINES.length]!])].slice(0, 1 + (n % 3));
}
