import { ALLERGENS, type MenuDetails } from '../../modules/catalogue/index.js';
import { Prng, scaleId } from './prng.js';
import { SIDE_NAMES } from './vocabulary.js';

/*
 * Menu details for seed:scale (docs/product/decisions.md "Menus"): most dishes list allergens,
 * some carry dietary labels, a few have options. Drawn from a generator of their own, one per
 * restaurant, so the rest of the data set stays as it was for the same seed. A menu's first two
 * dishes never get a required group: bench's checkout orders them without options.
 */
export const SCALE_SECTIONS = ['Mains', 'Sides'];

const COMMON = ['gluten', 'milk', 'eggs', 'soya', 'mustard', 'celery'] as const;
const DESCRIPTIONS = ['Made to order.', 'A house favourite.', 'Cooked fresh every day.', 'Generous portion.', 'Our own recipe.'];

export function scaleMenuDetails(restaurantIndex: number, menu: ReadonlyArray<{ name: string }>, at: Date): MenuDetails[] {
  const prng = new Prng(0x6d656e75 ^ restaurantIndex);
  return menu.map(({ name }, position) => ({
    description: prng.next() < 0.6 ? prng.pick(DESCRIPTIONS) : '',
    category: SIDE_NAMES.has(name.replace(/ \(.*\)$/, '')) ? 'Sides' : 'Mains',
    ...labelled(prng),
    optionGroups: optionsOf(prng, position, at),
  }));
}

/** Allergens on three dishes in four, mostly the common ones; labels on about a third. */
function labelled(prng: Prng): Pick<MenuDetails, 'allergens' | 'dietary'> {
  const allergens = new Set<string>();
  if (prng.next() < 0.75) for (let n = prng.int(1, 3); n > 0; n--) allergens.add(prng.next() < 0.8 ? prng.pick(COMMON) : prng.pick(ALLERGENS));
  const dietary: MenuDetails['dietary'] = [];
  const roll = prng.next();
  if (roll < 0.3) dietary.push('vegetarian');
  if (roll < 0.12 && !allergens.has('milk') && !allergens.has('eggs')) dietary.push('vegan');
  if (!allergens.has('gluten') && prng.next() < 0.4) dietary.push('glutenFree');
  if (roll > 0.9) dietary.push('halal');
  return { allergens: ALLERGENS.filter((code) => allergens.has(code)), dietary };
}

/** About one dish in ten has a required size, one in five optional extras. */
function optionsOf(prng: Prng, position: number, at: Date): MenuDetails['optionGroups'] {
  const groups: MenuDetails['optionGroups'] = [];
  const option = (name: string, price: number) => ({ id: scaleId(prng, at), name, price, soldOut: false });
  if (position >= 2 && prng.next() < 0.1) {
    groups.push({ id: scaleId(prng, at), name: 'Size', min: 1, max: 1, options: [option('Regular', 0), option('Large', prng.int(3, 6) * 50)] });
  }
  if (prng.next() < 0.2) {
    const extras = [option('Extra cheese', 100), option('Jalapeños', 50), option('Extra sauce', 75)];
    groups.push({ id: scaleId(prng, at), name: 'Extras', min: 0, max: 2, options: extras });
  }
  return groups;
}
