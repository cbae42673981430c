import { detailsText, ValidationError, type ErrorDetail } from '../../../shared/errors.js';
import { parsePostcodePrefix, type PostcodePrefix } from '../../../shared/places/postcode.js';
import type { DeliveryArea } from './delivery-areas.js';

/*
 * What the contract cannot say about PUT /api/my/restaurant/delivery-areas (docs/product/
 * decisions.md "Delivery areas"): that each postcode is a real district or sector, that no prefix
 * is in two areas, that names differ, and that a kept `_id` is one of this restaurant's areas.
 * Lengths, list sizes and amounts are the contract's.
 */

export interface DeliveryAreaInput {
  _id?: string;
  name: string;
  postcodes: readonly string[];
  deliveryPrice: number;
  minimumOrder: number;
  freeDeliveryOver: number | null;
}

/** An area as it will be saved: `id` absent for a new one. */
export type ValidDeliveryArea = Omit<DeliveryArea, 'id'> & { id?: string };

/** The prefixes of one area, normalised, repeats dropped, in the owner's order; problems for the others. */
function prefixesOf(postcodes: readonly string[], at: (j: number) => string, problems: ErrorDetail[]): PostcodePrefix[] {
  const seen = new Set<string>();
  const prefixes: PostcodePrefix[] = [];
  postcodes.forEach((text, j) => {
    const prefix = parsePostcodePrefix(text);
    if (!prefix) {
      const shown = text.trim().replace(/\s+/g, ' ').toUpperCase();
      problems.push({ path: at(j), message: `${shown || 'An empty entry'} is not a postcode district or sector (such as E1 or SW1A 1)` });
    } else if (!seen.has(prefix.text)) {
      seen.add(prefix.text);
      prefixes.push(prefix);
    }
  });
  return prefixes;
}

/**
 * The areas as saved, or a 400 naming each field at fault. `knownIds` are the restaurant's
 * areas now: an `_id` outside them is refused rather than taken for a new area's.
 */
export function validateDeliveryAreas(input: readonly DeliveryAreaInput[], knownIds: ReadonlySet<string>): ValidDeliveryArea[] {
  const problems: ErrorDetail[] = [];
  const areaOfPrefix = new Map<string, string>();
  const names = new Map<string, string>();
  const ids = new Set<string>();
  const areas = input.map((area, i): ValidDeliveryArea => {
    const at = (field: string) => `areas[${i}].${field}`;
    const name = area.name.trim().replace(/\s+/g, ' ');
    if (name === '') problems.push({ path: at('name'), message: 'Give the area a name' });
    else if (names.has(name.toLowerCase())) problems.push({ path: at('name'), message: `Another area is already called ${names.get(name.toLowerCase())}` });
    else names.set(name.toLowerCase(), name);
    if (area._id !== undefined) {
      if (!knownIds.has(area._id)) problems.push({ path: at('_id'), message: 'is not one of your delivery areas' });
      else if (ids.has(area._id)) problems.push({ path: at('_id'), message: 'is already used by another area' });
      ids.add(area._id);
    }
    const prefixes = prefixesOf(area.postcodes, (j) => at(`postcodes[${j}]`), problems);
    for (const prefix of prefixes) {
      const other = areaOfPrefix.get(prefix.text);
      if (other !== undefined) {
        problems.push({ path: at(`postcodes[${area.postcodes.findIndex((text) => parsePostcodePrefix(text)?.text === prefix.text)}]`), message: `${prefix.text} is already in ${other}` });
      } else areaOfPrefix.set(prefix.text, name || `area ${i + 1}`);
    }
    return {
      ...(area._id === undefined ? {} : { id: area._id }),
      name,
      postcodes: prefixes,
      deliveryPrice: area.deliveryPrice,
      minimumOrder: area.minimumOrder,
      freeDeliveryOver: area.freeDeliveryOver,
    };
  });
  if (problems.length > 0) throw new ValidationError(detailsText(problems), problems);
  return areas;
}
