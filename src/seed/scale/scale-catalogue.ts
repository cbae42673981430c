import { CUISINES, type Cuisine } from '../../modules/catalogue/index.js';
import { toDb } from '../../shared/db/timestamps.js';
import { scaleId, type Prng } from './prng.js';
import { menuDetailRow } from '../../modules/catalogue/seeding.js';
import { SCALE_SECTIONS, scaleMenuDetails } from './scale-menu-details.js';
import { CITIES, COUNTRY, FIRST_NAMES, LAST_NAMES, NAME_PARTS, STREETS, dishesFor, restaurantName } from './vocabulary.js';

export interface MenuEntry {
  id: string;
  name: string;
  price: number;
}

/** What order generation needs to know of a restaurant. */
export interface ScaleRestaurant {
  id: string;
  ownerSub: string;
  deliveryPrice: number;
  /** Its cuisines as orders keep them (orders.cuisines): a JSON list in name order. */
  cuisines: string;
  menu: MenuEntry[];
}

export interface ScaleCustomer {
  id: string;
  name: string;
  email: string;
  address: string;
  city: string;
}

export interface CatalogueRows {
  users: Record<string, unknown>[];
  restaurants: Record<string, unknown>[];
  cuisines: Record<string, unknown>[];
  menuItems: Record<string, unknown>[];
}

const DAY = 86_400_000;

/** Owners joined before the 18 months of orders began. */
function joined(prng: Prng, now: Date): Date {
  return new Date(now.getTime() - (560 + prng.int(0, 200)) * DAY - prng.int(0, DAY - 1));
}

function userRow(id: string, sub: string, email: string, name: string, address: string, city: string, at: Date) {
  return { id, auth0_id: sub, email, name, address_line1: address, city, country: COUNTRY, created_at: toDb(at), updated_at: toDb(at) };
}

/** One restaurant, its owner, cuisines and a menu of 10-40 items drawn from its cuisines' dishes. */
export function aRestaurant(prng: Prng, index: number, ownerSub: string, now: Date, out: CatalogueRows): ScaleRestaurant {
  const at = joined(prng, now);
  const ownerId = scaleId(prng, at);
  const id = scaleId(prng, at);
  const city = CITIES[prng.skewed(CITIES.length, 2.5)]!;
  out.users.push(userRow(ownerId, ownerSub, `owner${index}@scale.tuckin.test`, `Owner ${index}`, `${prng.int(1, 300)} ${prng.pick(STREETS)}`, city, at));
  const deliveryPrice = prng.pick([0, 99, 149, 199, 249, 299, 349, 399]);
  const name = restaurantName(prng.int(0, NAME_PARTS[0] - 1), prng.int(0, NAME_PARTS[1] - 1), prng.int(0, NAME_PARTS[2] - 1), index);
  out.restaurants.push({
    id,
    owner_user_id: ownerId,
    restaurant_name: name,
    city,
    country: COUNTRY,
    delivery_price: deliveryPrice,
    estimated_delivery_time: prng.int(3, 12) * 5,
    image_key: null,
    menu_sections: JSON.stringify(SCALE_SECTIONS),
    created_at: toDb(at),
    updated_at: toDb(at),
  });
  const cuisines = prng.sample(CUISINES, prng.int(1, 4)) as Cuisine[];
  for (const cuisine of cuisines) out.cuisines.push({ restaurant_id: id, cuisine });
  const menu = aMenu(prng, cuisines, at);
  const details = scaleMenuDetails(index, menu, at);
  menu.forEach((item, position) => out.menuItems.push({ id: item.id, restaurant_id: id, name: item.name, price: item.price, position, ...menuDetailRow(details[position]!) }));
  return { id, ownerSub, deliveryPrice, cuisines: JSON.stringify([...cuisines].sort()), menu };
}

function aMenu(prng: Prng, cuisines: readonly Cuisine[], at: Date): MenuEntry[] {
  const dishes = dishesFor(cuisines);
  const size = prng.int(10, 40);
  const menu: MenuEntry[] = [];
  for (let i = 0; i < size; i++) {
    const [dish, price] = dishes[i % dishes.length]!;
    // Past the dish list, variations keep names distinct (a large menu repeats its kinds of dish).
    const round = Math.floor(i / dishes.length);
    const name = round === 0 ? dish : `${dish} (${['Large', 'Family', 'Deluxe', 'Spicy', 'Special'][(round - 1) % 5]})`;
    menu.push({ id: scaleId(prng, at), name, price: price + round * 150 + prng.int(0, 4) * 10 });
  }
  return menu;
}

/** A customer and their user row; customers live in the same skewed cities as restaurants. */
export function aCustomer(prng: Prng, index: number, sub: string, now: Date, users: Record<string, unknown>[]): ScaleCustomer {
  const at = joined(prng, now);
  const id = scaleId(prng, at);
  const name = `${prng.pick(FIRST_NAMES)} ${prng.pick(LAST_NAMES)}`;
  const email = `customer${index}@scale.tuckin.test`;
  const address = `${prng.int(1, 300)} ${prng.pick(STREETS)}`;
  const city = CITIES[prng.skewed(CITIES.length, 2.5)]!;
  users.push(userRow(id, sub, email, name, address, city, at));
  return { id, name, email, address, city };
}
