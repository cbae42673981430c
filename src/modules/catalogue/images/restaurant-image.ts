import { createHash } from 'node:crypto';
import type { FileStorage } from '../ports.js';

/*
 * Key convention. A restaurant's `image_key` column holds a shared prefix
 *   restaurants/<first 16 hex of sha256(rendition version + source bytes)>-v2
 * and its renditions live beside it, for `srcset`:
 *   <prefix>-banner.webp      1200x400, the detail page banner (API `imageUrl`)
 *   <prefix>-banner-600.webp   600x200, the banner on small screens
 *   <prefix>-card.webp         480x320, search result cards (API `cardImageUrl`)
 *   <prefix>-card-960.webp     960x640, the cards on dense (2x, 3x) screens
 * Keys stored before the '-v2' suffix (restaurants/<16 hex>) have the banner and the
 * card only, and keep working as they are (their source is not kept, so no backfill).
 * Keys change whenever the content does, so files are served as immutable and
 * replacing an image means storing new keys and deleting the old prefix.
 */
const RENDITION_VERSION = 'v2'; // bump when sizes or quality change, so old URLs stay valid
const PREFIX = 'restaurants/';
const V2_SUFFIX = '-v2';
const WEBP = 'image/webp';

const RENDITIONS = {
  banner: { width: 1200, height: 400 },
  'banner-600': { width: 600, height: 200 },
  card: { width: 480, height: 320 },
  'card-960': { width: 960, height: 640 },
} as const;

type Rendition = keyof typeof RENDITIONS;

const ALL_RENDITIONS = Object.keys(RENDITIONS) as Rendition[];
const V1_RENDITIONS: readonly Rendition[] = ['banner', 'card'];

/** The renditions stored for an `image_key`: every one for '-v2' keys, banner and card before. */
function renditionsOf(imageKey: string): readonly Rendition[] {
  return imageKey.endsWith(V2_SUFFIX) ? ALL_RENDITIONS : V1_RENDITIONS;
}

/** Decompression-bomb guard: a 5 MB upload may not expand past 50 megapixels. */
export const MAX_INPUT_PIXELS = 50_000_000;

export type RestaurantImages = Record<Rendition, Buffer>;

async function render(source: Buffer, rendition: Rendition): Promise<Buffer> {
  const { width, height } = RENDITIONS[rendition];
  const { default: sharp } = await import('sharp'); // libvips: loaded with the first image, not at start
  return sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate() // honour EXIF orientation of phone photos
    .resize(width, height, { fit: 'cover', position: 'centre' })
    .webp({ quality: 80 })
    .toBuffer();
}

export async function renderRestaurantImages(source: Buffer): Promise<RestaurantImages> {
  const rendered = await Promise.all(ALL_RENDITIONS.map(async (rendition) => [rendition, await render(source, rendition)] as const));
  return Object.fromEntries(rendered) as RestaurantImages;
}

function renditionKey(imageKey: string, rendition: Rendition): string {
  return `${imageKey}-${rendition}.webp`;
}

/** `scope` (a restaurant id) keeps equal pictures of two restaurants apart. */
export function imageKeyFor(source: Buffer, scope = ''): string {
  const hash = createHash('sha256').update(RENDITION_VERSION).update(scope).update(source).digest('hex');
  return `${PREFIX}${hash.slice(0, 16)}${V2_SUFFIX}`;
}

export async function putRestaurantImages(storage: FileStorage, key: string, images: RestaurantImages): Promise<void> {
  await Promise.all(renditionsOf(key).map((rendition) => storage.put(renditionKey(key, rendition), images[rendition], WEBP)));
}

/** Renders and stores every rendition; returns the prefix to keep in `image_key`. */
export async function storeRestaurantImage(storage: FileStorage, source: Buffer, scope = ''): Promise<{ key: string }> {
  const key = imageKeyFor(source, scope);
  await putRestaurantImages(storage, key, await renderRestaurantImages(source));
  return { key };
}

/** Removes every rendition, e.g. after a restaurant's image was replaced. */
export async function deleteRestaurantImage(storage: FileStorage, imageKey: string): Promise<void> {
  await Promise.all(restaurantImageFiles(imageKey).map((file) => storage.delete(file)));
}

/** Where every restaurant image lives, for listing them all. */
export const RESTAURANT_IMAGE_PREFIX = PREFIX;

const V1_FILE = /^(restaurants\/[0-9a-f]{16})-(banner|card)\.webp$/;
const V2_FILE = /^(restaurants\/[0-9a-f]{16}-v2)-(banner|banner-600|card|card-960)\.webp$/;

/** The `image_key` a stored file is a rendition of; undefined for any other file. */
export function imageKeyOfFile(fileKey: string): string | undefined {
  return (V2_FILE.exec(fileKey) ?? V1_FILE.exec(fileKey))?.[1];
}

/** The storage keys of every rendition of an `image_key`. */
export function restaurantImageFiles(imageKey: string): string[] {
  return renditionsOf(imageKey).map((rendition) => renditionKey(imageKey, rendition));
}

export interface RestaurantImageUrls {
  imageUrl: string;
  cardImageUrl: string;
  /** `srcset` values (URL and width pairs), for keys with more than one width. */
  imageSrcset?: string;
  cardImageSrcset?: string;
}

export function imageUrls(storage: FileStorage, imageKey: string): RestaurantImageUrls {
  const url = (rendition: Rendition) => storage.publicUrl(renditionKey(imageKey, rendition));
  const urls = { imageUrl: url('banner'), cardImageUrl: url('card') };
  if (!imageKey.endsWith(V2_SUFFIX)) return urls;
  const srcset = (...renditions: Rendition[]) => renditions.map((r) => `${url(r)} ${RENDITIONS[r].width}w`).join(', ');
  return { ...urls, imageSrcset: srcset('banner-600', 'banner'), cardImageSrcset: srcset('card', 'card-960') };
}
