import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { FileStorage } from '../ports.js';

/*
 * Key convention. A restaurant's `image_key` column holds a shared prefix
 *   restaurants/<first 16 hex of sha256(rendition version + source bytes)>
 * and two renditions live beside it:
 *   <prefix>-banner.webp  1200x400, the detail page banner (API `imageUrl`)
 *   <prefix>-card.webp     480x320, search result cards
 * Keys change whenever the content does, so files are served as immutable and
 * replacing an image means storing new keys and deleting the old prefix.
 */
const RENDITION_VERSION = 'v1'; // bump when sizes or quality change, so old URLs stay valid
const PREFIX = 'restaurants/';
const WEBP = 'image/webp';

const RENDITIONS = {
  banner: { width: 1200, height: 400 },
  card: { width: 480, height: 320 },
} as const;

type Rendition = keyof typeof RENDITIONS;

/** Decompression-bomb guard: a 5 MB upload may not expand past 50 megapixels. */
export const MAX_INPUT_PIXELS = 50_000_000;

export interface RestaurantImages {
  banner: Buffer;
  card: Buffer;
}

async function render(source: Buffer, rendition: Rendition): Promise<Buffer> {
  const { width, height } = RENDITIONS[rendition];
  return sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate() // honour EXIF orientation of phone photos
    .resize(width, height, { fit: 'cover', position: 'centre' })
    .webp({ quality: 80 })
    .toBuffer();
}

export async function renderRestaurantImages(source: Buffer): Promise<RestaurantImages> {
  const [banner, card] = await Promise.all([render(source, 'banner'), render(source, 'card')]);
  return { banner, card };
}

function renditionKey(imageKey: string, rendition: Rendition): string {
  return `${imageKey}-${rendition}.webp`;
}

/** `scope` (a restaurant id) keeps equal pictures of two restaurants apart. */
export function imageKeyFor(source: Buffer, scope = ''): string {
  const hash = createHash('sha256').update(RENDITION_VERSION).update(scope).update(source).digest('hex');
  return `${PREFIX}${hash.slice(0, 16)}`;
}

export async function putRestaurantImages(storage: FileStorage, key: string, images: RestaurantImages): Promise<void> {
  await Promise.all([
    storage.put(renditionKey(key, 'banner'), images.banner, WEBP),
    storage.put(renditionKey(key, 'card'), images.card, WEBP),
  ]);
}

/** Renders and stores both renditions; returns the prefix to keep in `image_key`. */
export async function storeRestaurantImage(storage: FileStorage, source: Buffer, scope = ''): Promise<{ key: string }> {
  const key = imageKeyFor(source, scope);
  await putRestaurantImages(storage, key, await renderRestaurantImages(source));
  return { key };
}

/** Removes both renditions, e.g. after a restaurant's image was replaced. */
export async function deleteRestaurantImage(storage: FileStorage, imageKey: string): Promise<void> {
  await Promise.all([
    storage.delete(renditionKey(imageKey, 'banner')),
    storage.delete(renditionKey(imageKey, 'card')),
  ]);
}

/** Where every restaurant image lives, for listing them all. */
export const RESTAURANT_IMAGE_PREFIX = PREFIX;

const RENDITION_FILE = /^(restaurants\/[0-9a-f]{16})-(banner|card)\.webp$/;

/** The `image_key` a stored file is a rendition of; undefined for any other file. */
export function imageKeyOfFile(fileKey: string): string | undefined {
  return RENDITION_FILE.exec(fileKey)?.[1];
}

/** The storage keys of both renditions of an `image_key`. */
export function restaurantImageFiles(imageKey: string): { banner: string; card: string } {
  return { banner: renditionKey(imageKey, 'banner'), card: renditionKey(imageKey, 'card') };
}

export function imageUrls(storage: FileStorage, imageKey: string): { imageUrl: string; cardImageUrl: string } {
  const files = restaurantImageFiles(imageKey);
  return { imageUrl: storage.publicUrl(files.banner), cardImageUrl: storage.publicUrl(files.card) };
}
