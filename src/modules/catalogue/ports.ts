import type { Knex } from 'knex';
import { token } from '../../shared/di.js';
import type { DeliveryArea } from './domain/delivery-areas.js';
import type { PricedMenu, Restaurant, RestaurantSummary, ShownRating } from './domain/restaurant.js';

/**
 * Where uploaded and generated files live: local disk by default, S3-compatible
 * object storage in production. Keys are relative, '/'-separated paths such as
 * `restaurants/<hash>-banner.webp`; adapters reject anything else.
 */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removing a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
  /** The URL browsers load the file from. */
  publicUrl(key: string): string;
  /** Every stored file whose key starts with `prefix`, with when it was last written. */
  list(prefix: string): AsyncIterable<StoredFile>;
  /** A stored file's bytes, for files served only through a signed-in call (proofs of delivery); undefined when there is none. */
  read(key: string): Promise<Buffer | undefined>;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

export const FILE_STORAGE = token<FileStorage>('FileStorage');

/** A summary as stored: the image is still a key, which only storage turns into a URL. */
export type StoredSummary = Omit<RestaurantSummary, 'imageUrl'> & { imageKey?: string };

/** The public, read-only side of the catalogue: whole restaurants, summaries, menus. */
export interface RestaurantCatalogue {
  findByIds(ids: string[]): Promise<Restaurant[]>;
  /** In the order of `ids`, each once; unknown ids are left out. One query. */
  summaries(ids: readonly string[]): Promise<StoredSummary[]>;
  /** Menu items in the owner's order; undefined for an unknown id. */
  pricedMenu(restaurantId: string): Promise<PricedMenu | undefined>;
  /** In the owner's order; none for a restaurant that delivers anywhere (or an unknown id). */
  deliveryAreas(restaurantId: string): Promise<DeliveryArea[]>;
  /** Tells search that a restaurant's rating changed, on the transaction that changed it. */
  ratingChanged(trx: Knex.Transaction, restaurantId: string): Promise<void>;
}

/**
 * The ratings restaurants show, by id: only those with enough ratings to show (the reviews
 * module keeps the reviews and binds this; docs/product/decisions.md "After the order"). One read of a
 * kept aggregate per call, never of the reviews themselves.
 */
export type RatingsLookup = (restaurantIds: readonly string[]) => Promise<Map<string, ShownRating>>;
export const RESTAURANT_RATINGS = token<RatingsLookup>('catalogue.RatingsLookup');

export const RESTAURANT_CATALOGUE = token<RestaurantCatalogue>('catalogue.RestaurantCatalogue');

/**
 * A restaurant as its owner saves it: every menu item already has its (kept or new) id. Its
 * standing is the operator's (restaurant-oversight-service.ts): the owner's saves never write it.
 */
export type RestaurantRecord = Omit<Restaurant, 'lastUpdated' | 'emailNewOrders' | 'addressLine1' | 'postcode' | 'standing'> & {
  savedAt: Date;
  /** Unset: a new restaurant starts without it, an update keeps what the restaurant has. */
  emailNewOrders?: boolean;
  /** Unset: a new restaurant starts without them, an update keeps what the restaurant has. */
  addressLine1?: string;
  postcode?: string;
};

/** The owner's side of the catalogue: one restaurant per user, written whole. */
export interface RestaurantRepository {
  findByOwner(ownerUserId: string): Promise<Restaurant | undefined>;
  findById(id: string): Promise<Restaurant | undefined>;
  /** Just the id: one indexed read, for calls made on every poll. */
  findIdByOwner(ownerUserId: string): Promise<string | undefined>;
  /** Throws ConflictError when the owner already has a restaurant. */
  create(restaurant: RestaurantRecord): Promise<void>;
  /**
   * Replaces details, cuisines and menu in one transaction: items whose ids are absent
   * are removed, the others are updated in place and keep their ids. The image changes
   * only when `imageKey` is set; the key it replaced, read in the same transaction (so
   * concurrent updates each learn their own predecessor), is returned for removal.
   */
  update(restaurant: RestaurantRecord): Promise<{ replacedImageKey?: string }>;
  /** Replaces the sections and dishes alone, in one transaction, as `update` replaces the menu. */
  replaceMenu(restaurantId: string, menu: Pick<RestaurantRecord, 'menuSections' | 'menuItems'>, savedAt: Date): Promise<void>;
  /** Whether any restaurant's image_key is this prefix. */
  isImageInUse(imageKey: string): Promise<boolean>;
  /** Those of `imageKeys` that some restaurant's image_key holds. */
  imageKeysInUse(imageKeys: readonly string[]): Promise<Set<string>>;
  /** Of these restaurants, those whose owner opted in to an e-mail per new paid order, with the owner's user id. */
  newOrderMailOwners(restaurantIds: readonly string[]): Promise<Map<string, string>>;
}

export const RESTAURANT_REPOSITORY = token<RestaurantRepository>('catalogue.RestaurantRepository');
