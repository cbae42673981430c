import { randomBytes } from 'node:crypto';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../../../shared/errors.js';
import type { FileStorage } from '../ports.js';
import { MAX_INPUT_PIXELS, imageKeyFor, putRestaurantImages, renderRestaurantImages } from './restaurant-image.js';

const FIELD = 'imageFile';
export const NOT_AN_IMAGE = 'must be a JPEG or PNG image';

const JPEG_START = Buffer.from([0xff, 0xd8, 0xff]);
const JPEG_END = Buffer.from([0xff, 0xd9]);
const PNG_START = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// The IEND chunk: length 0, type, CRC. Nothing may follow it.
const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

type Kind = 'jpeg' | 'png';

/** The kind the bytes announce, if they start and end as a JPEG or PNG file does. */
function kindByContent(bytes: Buffer): Kind | undefined {
  if (bytes.subarray(0, 3).equals(JPEG_START) && endsWith(bytes, JPEG_END)) return 'jpeg';
  if (bytes.subarray(0, 8).equals(PNG_START) && endsWith(bytes, PNG_END)) return 'png';
  return undefined;
}

/**
 * Data appended after the end marker is how image/HTML or image/archive polyglots are
 * built; some encoders pad with zero bytes, which is harmless and allowed.
 */
function endsWith(bytes: Buffer, marker: Buffer): boolean {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end--;
  return end >= marker.length && bytes.subarray(end - marker.length, end).equals(marker);
}

function refuse(): never {
  throw new UnsupportedMediaTypeError(`${FIELD}: ${NOT_AN_IMAGE}`, [{ path: FIELD, message: NOT_AN_IMAGE }]);
}

/** Magic bytes, end marker, and sharp's own decoder must all agree that this is a JPEG or PNG. */
export async function assertJpegOrPng(bytes: Buffer): Promise<void> {
  const kind = kindByContent(bytes);
  if (!kind) refuse();
  const { default: sharp } = await import('sharp'); // libvips: loaded with the first image, not at start
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  if (metadata?.format !== kind) refuse();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    const message = 'must be at most 50 megapixels';
    throw new PayloadTooLargeError(`${FIELD}: ${message}`, [{ path: FIELD, message }]);
  }
}

/**
 * Checks an upload and stores its renditions under a key of its own: scoped to the
 * restaurant and salted per upload, so no two uploads (even of the same picture) share
 * files, and each request deletes only files it made or replaced. A file that passes the
 * header checks but cannot be decoded whole is refused the same way.
 */
export async function storeUploadedImage(storage: FileStorage, bytes: Buffer, restaurantId: string): Promise<string> {
  await assertJpegOrPng(bytes);
  const images = await renderRestaurantImages(bytes).catch(() => refuse());
  const key = imageKeyFor(bytes, `${restaurantId}/${randomBytes(8).toString('hex')}`);
  await putRestaurantImages(storage, key, images);
  return key;
}
