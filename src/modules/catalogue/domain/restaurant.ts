import type { Standing } from './standing.js';
import type { DeliveryArea } from './delivery-areas.js';
import type { FulfilmentSettings } from './fulfilment-settings.js';
import type { Allergen, MenuDetails, OptionGroup } from './menu-details.js';

/** A restaurant as the catalogue stores it. Money in pence, times in minutes. */
export interface MenuItem extends MenuDetails {
  id: string;
  name: string;
  price: number;
  /** Marked sold out: back on sale at `until` (the next opening) or, when null, once switched back. */
  soldOut?: SoldOut;
}

export interface SoldOut {
  until: Date | null;
}

/** Whether a dish can be ordered at `now` (docs/product/decisions.md "Running a service"). */
export function isSoldOut(item: Pick<MenuItem, 'soldOut'>, now: Date): boolean {
  return item.soldOut !== undefined && (item.soldOut.until === null || item.soldOut.until > now);
}

export interface Restaurant {
  id: string;
  ownerUserId: string;
  restaurantName: string;
  /** The street address and the normalised postcode (docs/product/decisions.md "Addresses"); empty until the owner gives them. */
  addressLine1: string;
  postcode: string;
  city: string;
  country: string;
  deliveryPrice: number;
  estimatedDeliveryTime: number;
  /** In the order of the cuisine list of docs/product/entities.md. */
  cuisines: string[];
  /** Section names in the owner's order (docs/product/decisions.md "Menus"); items name theirs in `category`. */
  menuSections: string[];
  /** In the owner's order. */
  menuItems: MenuItem[];
  /** Storage prefix of the image renditions (see images/restaurant-image.ts); absent before the first upload. */
  imageKey?: string;
  /** The owner's opt-in to an e-mail per new paid order (docs/architecture/mail.md "The owner's opt-in"). */
  emailNewOrders: boolean;
  lastUpdated: Date;
  /** Suspended or unlisted by an operator, with the reason (docs/product/decisions.md "Suspended and unlisted restaurants"). */
  standing: Standing;
}

/** A restaurant's rating as shown: the average to one decimal and how many (docs/product/decisions.md "After the order"). */
export interface ShownRating {
  average: number;
  count: number;
}

/** A restaurant as other modules show it beside an order: no menu, no cuisines. */
export interface RestaurantSummary {
  id: string;
  restaurantName: string;
  /** Where a collection order is collected (docs/product/decisions.md "Collection"); empty until the owner gives it. */
  addressLine1: string;
  postcode: string;
  city: string;
  country: string;
  deliveryPrice: number;
  estimatedDeliveryTime: number;
  /** How long a collection takes to be ready (docs/product/decisions.md "Collection"): an unaccepted collection's estimate. */
  collectionMinutes: number;
  /** Resolved banner URL; empty before the first image. */
  imageUrl: string;
}

/** A restaurant's current prices by menu item id, to price a cart from the database. */
export interface PricedMenu {
  restaurantId: string;
  restaurantName: string;
  deliveryPrice: number;
  /** Minutes: a delivery's preparation time for orders for later. */
  estimatedDeliveryTime: number;
  /** In name order. */
  cuisines: readonly string[];
  items: ReadonlyMap<string, { name: string; price: number; soldOut?: SoldOut; optionGroups: readonly OptionGroup[]; allergens: readonly Allergen[] }>;
  /** In the owner's order; none: delivers anywhere at `deliveryPrice` (delivery-areas.ts prices a postcode). */
  deliveryAreas: readonly DeliveryArea[];
  /** Whether it delivers and offers collection (docs/product/decisions.md "Collection"). */
  fulfilment: FulfilmentSettings;
  /** Where a collection order is collected: the street address, postcode and city; empty until the owner gives them. */
  address: { addressLine1: string; postcode: string; city: string };
  /** Suspended by an operator: checkout refuses it (docs/product/decisions.md "Suspended and unlisted restaurants"). */
  suspended: boolean;
}
