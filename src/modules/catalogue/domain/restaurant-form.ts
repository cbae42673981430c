import { ValidationError } from '../../../shared/errors.js';
import { postcodeField } from '../../../shared/places/address-fields.js';
import { isId } from '../../../shared/ids.js';
import { isCuisine, type Cuisine } from './cuisines.js';
import { listOf, requiredText, textOf, wholeNumber, type Issues } from './form-values.js';
import { menuDetailsOf, menuSectionsOf, type MenuDetailsDraft } from './menu-details-form.js';
import type { MenuItem } from './restaurant.js';

/** Upper bounds of the restaurant form; the web form mirrors them (web/src/admin/restaurant/limits.ts; a unit test holds the two together). */
export const RESTAURANT_LIMITS = {
  nameLength: 100,
  addressLength: 300,
  placeLength: 80,
  itemNameLength: 100,
  deliveryPrice: 10_000, // pence: £100.00
  deliveryTime: 600, // minutes
  itemPrice: 100_000, // pence: £1,000.00
  menuItems: 100,
} as const;

export interface MenuItemDraft extends MenuDetailsDraft {
  /** Present for an item that already exists and keeps its id. */
  id?: string;
  name: string;
  price: number;
}

/** A valid restaurant form: trimmed text, pence, minutes, known cuisines. */
export interface RestaurantDraft {
  restaurantName: string;
  city: string;
  country: string;
  deliveryPrice: number;
  estimatedDeliveryTime: number;
  cuisines: Cuisine[];
  menuSections: string[];
  menuItems: MenuItemDraft[];
  /** The owner's opt-in to new-order e-mails; unset when the form does not send it (the restaurant keeps its choice). */
  emailNewOrders?: boolean;
  /** Street address and normalised postcode; unset when the form does not send them (the restaurant keeps what it has). */
  addressLine1?: string;
  postcode?: string;
}

export interface FormContext {
  /** An image is uploaded now, or the restaurant already has one. */
  hasImage: boolean;
  /** The restaurant's current menu items: the only ids a form may keep, and the details a form leaves out. */
  menuItems: readonly MenuItem[];
  menuSections: readonly string[];
}

const L = RESTAURANT_LIMITS;
export const IMAGE_REQUIRED = 'Either image URL or image File must be provided';

/**
 * Checks the multipart fields of POST/PUT /api/my/restaurant with the messages of docs/product/texts-and-errors.md "Validation messages",
 * naming each field at fault ('menuItems[0].price'); throws one ValidationError for all.
 */
export function validateRestaurantForm(fields: Record<string, unknown>, context: FormContext): RestaurantDraft {
  const issues: Issues = [];
  const menuSections = menuSectionsOf(issues, fields.menuSections, context.menuSections);
  const draft: RestaurantDraft = {
    restaurantName: requiredText(issues, 'restaurantName', fields.restaurantName, 'restuarant name is required', L.nameLength),
    city: requiredText(issues, 'city', fields.city, 'city is required', L.placeLength),
    country: requiredText(issues, 'country', fields.country, 'country is required', L.placeLength),
    deliveryPrice: wholeNumber(issues, 'deliveryPrice', fields.deliveryPrice, {
      required: 'delivery price is required', min: 0, belowMin: 'must be a valid number', max: L.deliveryPrice, unit: 'pence',
    }),
    estimatedDeliveryTime: wholeNumber(issues, 'estimatedDeliveryTime', fields.estimatedDeliveryTime, {
      required: 'estimated delivery time is required', min: 1, belowMin: 'must be at least 1', max: L.deliveryTime, unit: 'minutes',
    }),
    cuisines: cuisinesOf(issues, fields.cuisines),
    menuSections,
    menuItems: menuItemsOf(issues, fields.menuItems, context.menuItems, menuSections),
    ...optInOf(issues, fields.emailNewOrders),
    ...addressOf(issues, fields),
  };
  if (!context.hasImage) issues.push({ path: 'imageFile', message: IMAGE_REQUIRED });
  throwIfAny(issues);
  return draft;
}

export type MenuDraft = Pick<RestaurantDraft, 'menuSections' | 'menuItems'>;

/** The menu form (PUT /api/my/restaurant/menu): the menu part of the restaurant form, same messages. */
export function validateMenuForm(fields: Record<string, unknown>, context: Omit<FormContext, 'hasImage'>): MenuDraft {
  const issues: Issues = [];
  const menuSections = menuSectionsOf(issues, fields.menuSections, context.menuSections);
  const menu = { menuSections, menuItems: menuItemsOf(issues, fields.menuItems, context.menuItems, menuSections) };
  throwIfAny(issues);
  return menu;
}

function throwIfAny(issues: Issues): void {
  if (issues.length > 0) throw new ValidationError(issues.map((i) => i.message).join('; '), issues);
}

/** Multipart has no booleans: 'true' or 'false', or nothing to keep the restaurant's choice. */
function optInOf(issues: Issues, value: unknown): Pick<RestaurantDraft, 'emailNewOrders'> {
  if (value === undefined) return {};
  const text = textOf(value);
  if (text === 'true' || text === 'false') return { emailNewOrders: text === 'true' };
  issues.push({ path: 'emailNewOrders', message: "must be 'true' or 'false'" });
  return {};
}

/** docs/product/decisions.md "Addresses": each is optional on the wire (older forms), checked when sent. */
function addressOf(issues: Issues, fields: Record<string, unknown>): Pick<RestaurantDraft, 'addressLine1' | 'postcode'> {
  const address: Pick<RestaurantDraft, 'addressLine1' | 'postcode'> = {};
  if (fields.addressLine1 !== undefined) {
    address.addressLine1 = textOf(fields.addressLine1);
    if ([...address.addressLine1].length > L.addressLength) issues.push({ path: 'addressLine1', message: `must be at most ${L.addressLength} characters` });
  }
  if (fields.postcode !== undefined) address.postcode = postcodeField(issues, 'postcode', textOf(fields.postcode));
  return address;
}

function cuisinesOf(issues: Issues, value: unknown): Cuisine[] {
  const chosen = new Set<Cuisine>();
  listOf(issues, 'cuisines', value).forEach((cuisine, i) => {
    if (isCuisine(cuisine)) chosen.add(cuisine);
    else issues.push({ path: `cuisines[${i}]`, message: 'must be one of the 26 cuisines' });
  });
  if (chosen.size === 0 && !issues.some((issue) => issue.path.startsWith('cuisines'))) {
    issues.push({ path: 'cuisines', message: 'please select at least one item' });
  }
  return [...chosen];
}

function menuItemsOf(issues: Issues, value: unknown, current: readonly MenuItem[], sections: readonly string[]): MenuItemDraft[] {
  const items = listOf(issues, 'menuItems', value);
  if (items.length > L.menuItems) {
    issues.push({ path: 'menuItems', message: `must have at most ${L.menuItems} items` });
    return [];
  }
  const seen = new Set<string>();
  const knownIds = current.map((item) => item.id);
  return items.map((item, i) => {
    const fields = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const path = `menuItems[${i}]`;
    const id = keptId(issues, `${path}._id`, fields._id, knownIds, seen);
    const name = requiredText(issues, `${path}.name`, fields.name, 'name is required', L.itemNameLength);
    const price = wholeNumber(issues, `${path}.price`, fields.price, {
      required: 'price is required', min: 1, belowMin: 'price is required', max: L.itemPrice, unit: 'pence',
    });
    const details = menuDetailsOf(issues, path, fields, current.find((known) => known.id === id), sections);
    return id ? { id, name, price, ...details } : { name, price, ...details };
  });
}

/** An item may only keep an id this restaurant gave it, once: never adopt another restaurant's item. */
function keptId(issues: Issues, path: string, value: unknown, knownIds: readonly string[], seen: Set<string>): string | undefined {
  const id = textOf(value);
  if (id === '') return undefined;
  if (!isId(id) || !knownIds.includes(id)) issues.push({ path, message: 'is not an item of this restaurant' });
  else if (seen.has(id)) issues.push({ path, message: 'is listed twice' });
  seen.add(id);
  return id;
}
